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

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mentions per day: no data' })).toBeVisible()
  },
}
