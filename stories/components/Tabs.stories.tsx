import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Tabs, type TabItem } from '../../src/components/Tabs'

const items: TabItem[] = [
  {
    value: 'description',
    label: 'Description',
    content: <p>Let admins export all feedback for a theme as a CSV file.</p>,
  },
  {
    value: 'competitive',
    label: 'Competitive Analysis',
    content: <p>Productboard: available since 2023. Canny: planned.</p>,
  },
  {
    value: 'feedback',
    label: 'Recent Feedback',
    content: <p>“We need this for our quarterly business reviews.” (Acme Corp, via Slack)</p>,
  },
]

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Feature details', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toBeVisible()
  },
}

export const SecondSelected: Story = {
  args: { defaultValue: 'competitive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Competitive Analysis' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false')
    await expect(canvas.getByRole('tabpanel', { name: 'Competitive Analysis' })).toHaveTextContent(
      'Productboard: available since 2023. Canny: planned.',
    )
  },
}

/** Arrow keys move between tabs and select them; the panel follows. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const competitive = canvas.getByRole('tab', { name: 'Competitive Analysis' })
    await waitFor(() => expect(competitive).toHaveFocus())
    await waitFor(() => expect(competitive).toHaveAttribute('aria-selected', 'true'))
    await expect(args.onValueChange).toHaveBeenCalledWith('competitive')
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Competitive Analysis' })).toBeVisible())
  },
}

export const WithDisabledTab: Story = {
  args: { items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Competitive Analysis' })).toBeDisabled()
  },
}
