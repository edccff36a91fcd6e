import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { FeatureDetail } from '../../src/components/FeatureDetail'
import { Button } from '../../src/components/Button'
import { competitorStatusStyles, featureStatusStyles, priorityStyles, risingStyle } from '../../api/status-labels'

const meta = {
  title: 'Components/FeatureDetail',
  component: FeatureDetail,
  args: {
    title: 'Dark mode for the dashboard',
    status: featureStatusStyles['in-progress'],
    priority: priorityStyles.high,
    description:
      'Customers working late ask for a dark theme across the dashboard and the feature views.\nIt should follow the system setting and remember a manual choice.',
    competitiveAnalysis: [
      { name: 'Productboard', status: competitorStatusStyles.available, since: 'Q2 2024', notes: 'Follows the OS setting; no per-user override.' },
      { name: 'Canny', status: competitorStatusStyles.planned, notes: 'On their public roadmap.' },
      { name: 'Aha!', status: competitorStatusStyles.enterprise, since: '2023' },
    ],
    recentFeedback: [
      { author: 'Maria Chen', company: 'Globex', message: 'Our night shift would love a dark mode, the white screen is blinding.', timestamp: '2 days ago', source: 'slack' },
      { author: 'Tom Baker', company: 'Initech', message: 'Please add dark mode!', timestamp: '5 days ago', source: 'gmail' },
      { author: 'Priya Patel', message: 'Raised in the quarterly review with Acme.', timestamp: '12 Mar 2025', source: 'manual' },
    ],
  },
  decorators: [
    (Story) => (
      <Box maxW="prose">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FeatureDetail>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dark mode for the dashboard' })).toBeInTheDocument()
    const feedback = canvas.getByRole('button', { name: 'Recent Feedback (3)' }).closest('[data-part=root]') as HTMLElement
    const sources = within(feedback).getAllByRole('listitem').map((item) => item.querySelector('[data-source]')?.textContent)
    await expect(sources).toEqual(['Slack', 'Email', 'Manual'])
  },
}

/** A badge before the status marks the feature out: here one whose mentions rise this week. */
export const WithBadge: Story = {
  args: { badge: risingStyle },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rising')).toBeVisible()
    await expect(canvas.getByText('Rising').parentElement).toHaveTextContent('RisingIn ProgressHigh priority')
  },
}

/** Sections collapse from their header buttons. */

export const CollapsedSections: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Competitive Analysis (3)' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Recent Feedback (3)' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Recent Feedback (3)' })).toHaveAttribute('aria-expanded', 'false'))
    await expect(canvas.getByRole('button', { name: 'Competitive Analysis (3)' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Empty: Story = {
  args: { title: 'Bulk CSV export', status: featureStatusStyles.backlog, priority: priorityStyles.low, description: 'Export every feature with its mentions.', competitiveAnalysis: [], recentFeedback: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No competitive analysis yet.')).toBeInTheDocument()
    await expect(canvas.getByText('No feedback yet.')).toBeInTheDocument()
  },
}

/** With `renderFeedbackActions`: each feedback item carries its own controls, e.g. the app's Unlink. */
export const WithFeedbackActions: Story = {
  args: {
    renderFeedbackActions: (entry) => (
      <Button size="sm" variant="ghost" aria-label={`Unlink the feedback from ${entry.author}`}>
        Unlink
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unlink the feedback from Tom Baker' })).toBeVisible()
  },
}
