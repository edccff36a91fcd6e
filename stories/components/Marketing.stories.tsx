import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BarChart3, Layers, MessageSquare } from 'lucide-react'
import { Button } from '../../src/components/Button'
import { CtaBand, FeatureCardGrid, Footer, Hero, PublicTopBar, StatsBand, Testimonials } from '../../src/components/marketing'

/** The marketing sections of the public pages, each on its own and together as a page. */
const meta = {
  title: 'Components/Marketing',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Beta · Free for early adopters',
    title: 'Turn customer feedback into a ranked feature backlog',
    subtitle: 'Headway reads Slack and email, finds the feature requests and ranks them.',
    note: 'No credit card required',
    actions: (
      <>
        <Button size="lg">Start Free Trial</Button>
        <Button size="lg" variant="outline">
          View Demo
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const HeroSection: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ranked feature backlog')
  },
}

export const TopBarAndFooter: Story = {
  render: () => (
    <>
      <PublicTopBar
        productName="Headway"
        actions={
          <>
            <Button variant="ghost">Sign In</Button>
            <Button>Get Started</Button>
          </>
        }
      />
      <Footer productName="Headway" year={2026} links={<a href="#privacy">Privacy</a>} />
    </>
  ),
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'))
    await expect(banner.getByText('Headway')).toBeVisible()
    const account = within(banner.getByRole('navigation', { name: 'Account' }))
    await expect(account.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign In', 'Get Started'])
    const footer = canvas.getByRole('contentinfo')
    await expect(footer).toHaveTextContent('© 2026 Headway')
    await expect(within(footer).getByRole('navigation', { name: 'Legal' })).toContainElement(
      canvas.getByRole('link', { name: 'Privacy' }),
    )
  },
}

export const Stats: Story = {
  render: () => (
    <StatsBand
      stats={[
        { value: '95%', label: 'Requests captured automatically' },
        { value: '10k+', label: 'Feedback messages analysed' },
        { value: '50+', label: 'Product teams in the beta' },
        { value: '4.9', label: 'Average rating from teams' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const band = within(canvas.getByRole('region', { name: 'Headway in numbers' }))
    await expect(band.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Requests captured automatically',
      'Feedback messages analysed',
      'Product teams in the beta',
      'Average rating from teams',
    ])
    await expect(band.getAllByRole('definition').map((value) => value.textContent)).toEqual(['95%', '10k+', '50+', '4.9'])
  },
}

export const FeatureCards: Story = {
  render: () => (
    <FeatureCardGrid
      title="Everything product teams need"
      subtitle="From the first Slack message to a shipped feature."
      items={[
        { icon: <MessageSquare size={28} />, title: 'Collect from Slack and email', description: 'Every message in one place.' },
        { icon: <Layers size={28} />, title: 'Themes, not noise', description: 'Related features grouped together.' },
        { icon: <BarChart3 size={28} />, title: 'Ranked by what matters', description: 'Frequency, impact and urgency.' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Everything product teams need' }))
    await expect(section.getByText('From the first Slack message to a shipped feature.')).toBeVisible()
    const cards = section.getAllByRole('listitem')
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Collect from Slack and email',
      'Themes, not noise',
      'Ranked by what matters',
    ])
    await expect(cards[1]).toHaveTextContent('Related features grouped together.')
  },
}

export const Quotes: Story = {
  render: () => (
    <Testimonials
      title="Loved by product teams"
      items={[
        { quote: 'We stopped losing requests in Slack threads.', name: 'Maya Chen', role: 'Head of Product, Lumen' },
        { quote: 'The ranking explains itself.', name: 'Daniel Okafor', role: 'Product Manager, Fieldnote' },
        { quote: 'Self-hosted and offline AI: an easy yes.', name: 'Sofia Marquez', role: 'CTO, Harbor Health' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Loved by product teams' }))
    const quotes = section.getAllByRole('listitem')
    await expect(quotes).toHaveLength(3)
    await expect(quotes[0]).toHaveTextContent('“We stopped losing requests in Slack threads.”')
    await expect(quotes[0]).toHaveTextContent('Maya Chen')
    await expect(quotes[0]).toHaveTextContent('Head of Product, Lumen')
    await expect(quotes[2]).toHaveTextContent('Sofia Marquez')
  },
}

export const CallToAction: Story = {
  render: () => (
    <CtaBand
      title="Ready to hear every customer?"
      subtitle="Connect your first Slack workspace in minutes."
      actions={
        <Button size="lg" palette="secondary">
          Get Started Free
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    const band = within(canvas.getByRole('region', { name: 'Ready to hear every customer?' }))
    await expect(band.getByText('Connect your first Slack workspace in minutes.')).toBeVisible()
    await expect(band.getByRole('button', { name: 'Get Started Free' })).toBeEnabled()
  },
}
