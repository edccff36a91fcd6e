import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Grid } from '@styled-system/jsx'
import { ThemeCard } from '../../src/components/ThemeCard'
import { priorityStyles, themeStatusStyles } from '../../api/status-labels'

const meta = {
  title: 'Components/ThemeCard',
  component: ThemeCard,
  args: {
    name: 'Mobile Experience',
    description: 'Everything about the iOS and Android apps: offline mode, push notifications and widgets.',
    color: 'teal',
    status: themeStatusStyles.active,
    priority: priorityStyles.high,
    featureCount: 12,
    totalMentions: 1240,
    slackMentions: 900,
    emailMentions: 340,
    progress: 45,
    owner: 'Sam Lee',
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <Grid columns={3} gap="2">
        <Story />
      </Grid>
    ),
  ],
} satisfies Meta<typeof ThemeCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '45')
    // The title's button is stretched over the card: a pointer anywhere on it (here, on the owner) hits the button.
    const button = canvas.getByRole('button', { name: 'Mobile Experience' })
    const owner = canvas.getByText('Owner: Sam Lee').getBoundingClientRect()
    await expect(document.elementFromPoint(owner.x + owner.width / 2, owner.y + owner.height / 2)).toBe(button)
    await userEvent.click(button)
    await expect(args.onSelect).toHaveBeenCalledOnce()
  },
}

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mobile Experience' })).toHaveAttribute('aria-current', 'true')
  },
}

/** Every status, priority and a few colours side by side. */
export const Variety: Story = {
  render: (args) => (
    <>
      <ThemeCard {...args} />
      <ThemeCard {...args} name="Onboarding" color="purple" status={themeStatusStyles.planning} priority={priorityStyles.medium} progress={10} owner="Ada Lovelace" featureCount={4} totalMentions={88} slackMentions={60} emailMentions={28} />
      <ThemeCard {...args} name="Legacy Reports" color="orange" status={themeStatusStyles.archived} priority={priorityStyles.low} progress={100} owner="Grace Hopper" featureCount={1} totalMentions={1} slackMentions={1} emailMentions={0} />
    </>
  ),
  play: async ({ canvas }) => {
    const cards = [
      { name: 'Mobile Experience', status: 'Active', priority: 'High priority', progress: '45', owner: 'Sam Lee' },
      { name: 'Onboarding', status: 'Planning', priority: 'Medium priority', progress: '10', owner: 'Ada Lovelace' },
      { name: 'Legacy Reports', status: 'Archived', priority: 'Low priority', progress: '100', owner: 'Grace Hopper' },
    ]
    for (const { name, status, priority, progress, owner } of cards) {
      const card = within(canvas.getByRole('article', { name }))
      await expect(card.getByText(status)).toBeVisible()
      await expect(card.getByText(priority.split(' ')[0]!)).toHaveTextContent(priority)
      await expect(card.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', progress)
      await expect(card.getByText(`Owner: ${owner}`)).toBeVisible()
    }
  },
}

/** A new theme: zero counts, progress 0, owner Current User (spec section 4). */
export const NewTheme: Story = {
  args: { name: 'Integrations', color: 'blue', featureCount: 0, totalMentions: 0, slackMentions: 0, emailMentions: 0, progress: 0, owner: 'Current User', priority: priorityStyles.medium },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Integrations' }))
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Features', 'Mentions'])
    await expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual(['0', '0'])
    await expect(card.getByText('0 Slack mentions')).toBeVisible()
    await expect(card.getByText('0 email mentions')).toBeVisible()
    await expect(card.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0')
    await expect(card.getByText('Owner: Current User')).toBeVisible()
  },
}

export const AsLink: Story = {
  args: { href: '/app/themes/3', onNavigate: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Mobile Experience' }))
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/themes/3')
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Mobile Experience' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledOnce()
  },
}
