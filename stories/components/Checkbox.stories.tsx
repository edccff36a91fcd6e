import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Checkbox } from '../../src/components/Checkbox'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: '#product-feedback', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: '#product-feedback' })
    await expect(box).not.toBeChecked()
    await userEvent.click(canvas.getByText('#product-feedback'))
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '#product-feedback' })).toBeChecked()
  },
}

export const Indeterminate: Story = {
  args: { label: 'All channels', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All channels' })).toBePartiallyChecked()
  },
}

export const WithHelper: Story = {
  args: { helperText: 'Feature requests from customers · 128 members' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '#product-feedback' })).toHaveAccessibleDescription(
      'Feature requests from customers · 128 members',
    )
  },
}

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: '#product-feedback' })).toHaveFocus()
  },
}

export const Invalid: Story = {
  args: { label: 'I agree to the terms', invalid: true, required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I agree to the terms/ })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toBeRequired()
    await expect(box).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('#product-feedback'))
    await expect(canvas.getByRole('checkbox', { name: '#product-feedback' })).not.toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '#product-feedback' })
    await expect(box).toBeDisabled()
    await expect(box).toBeChecked()
  },
}
