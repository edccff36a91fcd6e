import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stack } from '@styled-system/jsx'
import { FeatureListRow } from '../../src/components/FeatureListRow'
import { featureStatusStyles, priorityStyles, risingStyle } from '../../api/status-labels'

const meta = {
  title: 'Components/FeatureListRow',
  component: FeatureListRow,
  args: {
    title: 'Dark mode for the dashboard',
    status: featureStatusStyles['in-progress'],
    priority: priorityStyles.high,
    totalMentions: 24,
    slackMentions: 18,
    emailMentions: 6,
    assignee: 'Sam Lee',
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
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Dark mode for the dashboard, assigned to Sam Lee, In Progress, High priority, 24 mentions: 18 Slack, 6 Email'),
    ).toBeInTheDocument()
    await expect(canvas.getByText('24 mentions · 18 Slack · 6 Email')).toBeVisible()
  },
}

export const Unassigned: Story = {
  args: { assignee: null, status: featureStatusStyles.backlog, priority: priorityStyles.low, totalMentions: 1, slackMentions: 0, emailMentions: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dark mode for the dashboard, Backlog, Low priority, 1 mention: 0 Slack, 1 Email')).toBeInTheDocument()
  },
}

/** A badge before the status marks the row out: here a feature whose mentions rise this week. */
export const WithBadge: Story = {
  args: { badge: risingStyle },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Dark mode for the dashboard, Rising, assigned to Sam Lee, In Progress, High priority, 24 mentions: 18 Slack, 6 Email',
      ),
    ).toBeInTheDocument()
    await expect(canvas.getByText('Rising')).toBeVisible()
  },
}

export const Statuses: Story = {
  render: (args) => (
    <>
      <FeatureListRow {...args} title="Bulk CSV export" status={featureStatusStyles.backlog} priority={priorityStyles.low} />
      <FeatureListRow {...args} title="Dark mode for the dashboard" status={featureStatusStyles['in-progress']} priority={priorityStyles.high} />
      <FeatureListRow {...args} title="Slack thread summaries" status={featureStatusStyles.review} priority={priorityStyles.medium} />
      <FeatureListRow {...args} title="Single sign-on with Okta and a very long title that wraps onto a second line" status={featureStatusStyles.completed} priority={priorityStyles.medium} />
    </>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Backlog', 'In Progress', 'Review', 'Completed']) await expect(canvas.getByText(label)).toBeVisible()
  },
}
