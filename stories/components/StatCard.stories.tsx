import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BarChart3, Lightbulb, TrendingUp } from 'lucide-react'
import { Grid } from '@styled-system/jsx'
import { StatCard } from '../../src/components/StatCard'

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { title: 'Total Requests', value: 247 },
  decorators: [
    (Story) => (
      <Grid columns={3} gap="2">
        <Story />
      </Grid>
    ),
  ],
} satisfies Meta<typeof StatCard>

export default meta
type Story = StoryObj<typeof meta>

/** Title and figure only, like the dashboard's hard-coded cards. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Total Requests' })).toHaveTextContent('247')
  },
}

export const WithIcon: Story = {
  args: { title: 'Active Themes', value: 18, icon: <Lightbulb size={20} /> },
  play: async ({ canvas }) => {
    // The icon is decorative: the card reads as its title and figure.
    await expect(canvas.getByRole('article', { name: 'Active Themes' })).toHaveTextContent(/^Active Themes18$/)
  },
}

/** A rise, read as "up 12% from last week". */
export const DeltaUp: Story = {
  args: {
    icon: <BarChart3 size={20} />,
    delta: { value: '12%', direction: 'up', label: 'from last week' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12%').parentElement).toHaveTextContent('up 12% from last week')
  },
}

export const DeltaDown: Story = {
  args: { title: 'This Week', value: 42, delta: { value: '8%', direction: 'down', label: 'from last week' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8%').parentElement).toHaveTextContent('down 8% from last week')
  },
}

export const DeltaFlat: Story = {
  args: { title: 'Active Themes', value: 18, delta: { value: '0', direction: 'flat', label: 'from last week' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Active Themes' })
    // The arrow is drawn; "unchanged" is said.
    await expect(within(card).getByText('0').parentElement).toHaveTextContent('unchanged 0 from last week')
  },
}

/** A sparkline hidden from assistive tech, its trend said in text. */
export const WithSparkline: Story = {
  args: {
    title: 'This Week',
    value: 42,
    icon: <TrendingUp size={20} />,
    delta: { value: '12%', direction: 'up', label: 'from last week' },
    trend: [28, 31, 30, 35, 33, 38, 42],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('svg[aria-hidden="true"] polyline')).not.toBeNull()
    await expect(canvas.getByText('Trend: rising from 28 to 42')).toBeInTheDocument()
  },
}
