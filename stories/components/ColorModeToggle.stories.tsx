import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ColorModeToggle } from '../../src/components/ColorModeToggle'

const meta = {
  title: 'Components/ColorModeToggle',
  component: ColorModeToggle,
  args: { mode: 'light', onToggle: fn() },
} satisfies Meta<typeof ColorModeToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark mode' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  args: { mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false')
  },
}
