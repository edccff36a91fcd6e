import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { PasswordField } from '../../src/components/PasswordField'

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    defaultValue: 'headway-demo',
    helperText: 'Must be at least 8 characters',
    onVisibilityChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeEnabled()
  },
}

export const Shown: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text')
    await expect(args.onVisibilityChange).toHaveBeenCalledWith(true)
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument()
  },
}

export const ToggledFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await userEvent.tab()
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text')
  },
}

export const WithError: Story = {
  args: { label: 'Confirm password', helperText: undefined, errorText: 'Passwords do not match', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password', { selector: 'input' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Passwords do not match')
  },
}

export const Required: Story = {
  args: { required: true, defaultValue: undefined, autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Password/, { selector: 'input' })
    await expect(input).toBeRequired()
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled()
  },
}
