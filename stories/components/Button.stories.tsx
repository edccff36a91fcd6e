import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Button } from '../../src/components/Button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = {
  args: { palette: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="2">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent)
    await expect(names).toEqual(['Small', 'Medium', 'Large'])
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Busy: presses are ignored, but the button stays focusable so a keyboard user keeps their place. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(button).toHaveFocus()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const FullWidth: Story = {
  args: { fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}
