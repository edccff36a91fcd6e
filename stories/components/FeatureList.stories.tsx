import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Stack } from '@styled-system/jsx'
import { Button } from '../../src/components/Button'
import { FeatureList, type FeatureListItem } from '../../src/components/FeatureList'
import { featureStatusStyles, priorityStyles } from '../../api/status-labels'

const backlog: FeatureListItem[] = [
  { id: 'f1', title: 'Dark mode for the dashboard', status: featureStatusStyles['in-progress'], priority: priorityStyles.high, totalMentions: 24, slackMentions: 18, emailMentions: 6, assignee: 'Sam Lee' },
  { id: 'f2', title: 'Export reports to PDF and CSV on a schedule, with the filters the team saved', status: featureStatusStyles.backlog, priority: priorityStyles.high, totalMentions: 17, slackMentions: 9, emailMentions: 8, assignee: null },
  { id: 'f3', title: 'Single sign-on with Okta', status: featureStatusStyles.review, priority: priorityStyles.medium, totalMentions: 11, slackMentions: 11, emailMentions: 0, assignee: 'Priya Nair' },
  { id: 'f4', title: 'Bulk edit of tasks', status: featureStatusStyles.backlog, priority: priorityStyles.low, totalMentions: 5, slackMentions: 2, emailMentions: 3, assignee: null },
  { id: 'f5', title: 'Slack notifications per project', status: featureStatusStyles.completed, priority: priorityStyles.medium, totalMentions: 3, slackMentions: 3, emailMentions: 0, assignee: 'Sam Lee' },
]

const statuses = Object.values(featureStatusStyles)
const priorities = Object.values(priorityStyles)
const many: FeatureListItem[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `m${i + 1}`,
  title: `Feature request ${i + 1}`,
  status: statuses[i % statuses.length]!,
  priority: priorities[i % priorities.length]!,
  totalMentions: 5000 - i,
  slackMentions: 4000 - Math.floor(i * 0.8),
  emailMentions: 1000 - Math.floor(i * 0.2),
  assignee: i % 3 ? 'Sam Lee' : null,
}))

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  args: { features: backlog, onSelect: fn() },
  decorators: [
    (Story) => (
      <Stack maxW="prose">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FeatureList>

export default meta
type Story = StoryObj<typeof meta>

/** Ranked features; the one shown in the detail panel is outlined, and a click opens a feature. */
export const Default: Story = {
  args: { currentId: 'f1' },
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Features' })
    // A short list is not virtualised: every row is in the page from the first render.
    await expect(within(grid).getAllByRole('row')).toHaveLength(5)
    await expect(canvas.getByRole('row', { name: /^Dark mode for the dashboard,/ })).toHaveAttribute('data-current', 'true')
    await userEvent.click(canvas.getByRole('row', { name: /^Single sign-on with Okta,/ }))
    await expect(args.onSelect).toHaveBeenCalledWith('f3')
  },
}

/** With a checkbox per row: two features chosen by keyboard, and the actions for them beside the count. */
export const Selection: Story = {
  args: { selectionMode: 'multiple', selectionActions: <Button size="sm">Merge</Button>, onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: /^Dark mode for the dashboard,/ })).toHaveFocus()
    await userEvent.keyboard(' {ArrowDown}{ArrowDown} ')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['f1', 'f3']))
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected')
    await expect(canvas.getByRole('button', { name: 'Merge' })).toBeVisible()
  },
}

/** 5,000 features: only the rows in view are rendered; End reaches the last one and Home the first. */
export const ManyFeatures: Story = {
  args: { features: many },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Features' })
    await expect(grid).toHaveAttribute('aria-rowcount', '5000')
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(20)
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByRole('row', { name: /^Feature request 5000,/ })).toHaveFocus())
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(canvas.getByRole('row', { name: /^Feature request 1,/ })).toHaveFocus())
  },
}

/** Rows as links to the feature's page. */
export const AsLinks: Story = {
  args: { hrefFor: (id: string) => `#/app/features/${id}`, onSelect: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /^Bulk edit of tasks,/ })).toHaveAttribute('data-href', '#/app/features/f4')
  },
}

/** No features yet. */
export const Empty: Story = {
  args: { features: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No features yet')).toBeVisible()
  },
}
