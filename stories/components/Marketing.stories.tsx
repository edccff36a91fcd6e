import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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
}
