import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Stack } from '@styled-system/jsx'
import { FeatureListRow } from '../../src/components/FeatureListRow'

const meta = {
  title: 'Components/FeatureListRow',
  component: FeatureListRow,
  args: {
    title: 'Dark mode for the dashboard',
    status: 'in-progress',
    priority: 'high',
    totalMentions: 24,
    slackMentions: 18,
    emailMentions: 6,
    assignee: 'Sam Lee',
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <Stack maxW="prose">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FeatureListRow>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const row = canvas.getByRole('button', {
      name: 'Dark mode for the dashboard, assigned to Sam Lee, In Progress, High priority, 24 mentions: 18 Slack, 6 Email',
    })
    await userEvent.click(row)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** The feature shown in the detail panel: aria-current. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-current', 'true')
  },
}

export const Unassigned: Story = {
  args: { assignee: null, status: 'backlog', priority: 'low', totalMentions: 1, slackMentions: 0, emailMentions: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Dark mode for the dashboard, Backlog, Low priority, 1 mention: 0 Slack, 1 Email')
  },
}

export const Statuses: Story = {
  render: (args) => (
    <>
      <FeatureListRow {...args} title="Bulk CSV export" status="backlog" priority="low" />
      <FeatureListRow {...args} title="Dark mode for the dashboard" status="in-progress" priority="high" />
      <FeatureListRow {...args} title="Slack thread summaries" status="review" priority="medium" selected />
      <FeatureListRow {...args} title="Single sign-on with Okta and a very long title that wraps onto a second line" status="completed" priority="medium" />
    </>
  ),
}

/** As a link (href) whose plain clicks go to the app's router through onNavigate. */
export const AsLink: Story = {
  args: { href: '/app/features/7', onNavigate: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link')
    await expect(link).toHaveAttribute('href', '/app/features/7')
    await userEvent.click(link)
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/features/7')
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button').focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
