import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Switch } from '../../src/components/Switch'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Auto-sync data sources', description: 'Syncs new data every hour', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-sync data sources' })
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveAccessibleDescription('Syncs new data every hour')
  },
}

export const Off: Story = {
  args: { label: 'Email notifications', description: 'Weekly summaries and alerts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked()
  },
}

export const FlippedFromKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-sync data sources' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const WithoutDescription: Story = {
  args: { label: 'Email notifications', description: undefined, defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' })
    await expect(toggle).toBeChecked()
    await expect(toggle).not.toHaveAccessibleDescription()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-sync data sources' })
    await expect(toggle).toBeDisabled()
    await userEvent.click(canvas.getByText('Auto-sync data sources'))
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}
