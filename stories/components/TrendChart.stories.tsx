import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { css } from '@styled-system/css'
import { TrendChart, type TrendSeries } from '../../src/components/TrendChart'

/** Fixed daily counts for September 2024: no clock, no randomness. */
const slackCounts = [1, 0, 2, 3, 1, 0, 0, 2, 4, 3, 5, 7, 2, 1, 0, 1, 3, 2, 1, 0, 0, 2, 1, 0, 1, 0, 0, 0, 0, 0]
const emailCounts = [0, 1, 0, 1, 2, 0, 0, 1, 1, 0, 2, 3, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0]

const daily = (label: string, counts: number[]): TrendSeries => ({
  label,
  points: counts.map((count, i) => ({ date: `2024-09-${String(i + 1).padStart(2, '0')}`, count })),
})

const mentions = daily('Mentions', slackCounts)

/** 90 days from 3 Jun 2024 (a Monday) with a mention on a few of them: the spiky row a young feature has. */
const quarter: TrendSeries = {
  label: 'Mentions',
  points: Array.from({ length: 90 }, (_, i) => ({
    date: new Date(Date.UTC(2024, 5, 3 + i)).toISOString().slice(0, 10),
    count: i === 40 ? 2 : [2, 9, 10, 23, 38, 39, 40, 61, 75, 88].includes(i) ? 1 : 0,
  })),
}

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'prose' })}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Mentions per day', series: [mentions], kind: 'line' },
} satisfies Meta<typeof TrendChart>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Mentions per day, 1 Sep to 30 Sep: total 42, peak 7 on 12 Sep' }),
    ).toBeVisible()
  },
}

export const Bar: Story = {
  args: { kind: 'bar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Mentions per day, 1 Sep to 30 Sep/ })).toBeVisible()
  },
}

export const TwoSeries: Story = {
  args: { title: 'Mentions by source', series: [daily('Slack', slackCounts), daily('Email', emailCounts)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('SlackEmail')
  },
}

export const TwoSeriesBars: Story = {
  args: {
    kind: 'bar',
    title: 'Mentions by source, first week',
    series: [daily('Slack', slackCounts.slice(0, 7)), daily('Email', emailCounts.slice(0, 7))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Mentions by source, first week, 1 Sep to 7 Sep/ })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('SlackEmail')
  },
}

export const DataTable: Story = {
  args: { series: [daily('Mentions', slackCounts.slice(0, 7))], height: 200 },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show data table' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Hide data table')
    const table = canvas.getByRole('table', { name: 'Mentions per day' })
    await expect(table).toHaveTextContent('1 Sep 2024')
    await userEvent.click(toggle)
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument())
    // Shown again for the screenshot.
    await userEvent.click(toggle)
    await expect(canvas.getByRole('table', { name: 'Mentions per day' })).toBeVisible()
  },
}

/** A long chart with most days empty is drawn a point a week; the table lists the weeks. */
export const Weekly: Story = {
  args: { title: 'Mentions', series: [quarter] },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('img', { name: 'Mentions, 3 Jun to 31 Aug: total 11, peak 4 in the week of 8 Jul' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }))
    const table = canvas.getByRole('table', { name: 'Mentions' })
    await expect(table).toHaveTextContent('Week of')
    await expect(table).toHaveTextContent('8 Jul 2024')
  },
}

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mentions per day: no data' })).toBeVisible()
  },
}
