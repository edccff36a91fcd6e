import type { Meta, StoryObj } from '@storybook/react-vite'
import { Mail } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { TextField } from '../../src/components/TextField'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' })
    await userEvent.click(input)
    await userEvent.keyboard('Ada')
    await expect(input).toHaveValue('Ada')
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}

export const WithPlaceholder: Story = {
  args: { label: 'User Token', placeholder: 'xoxp-...' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User Token' })
    await expect(input).toHaveAttribute('placeholder', 'xoxp-...')
    await expect(input).toHaveValue('')
  },
}

export const WithHelper: Story = {
  args: { label: 'Company name', helperText: 'If your company already exists, you will join it automatically' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'If your company already exists, you will join it automatically',
    )
  },
}

export const WithError: Story = {
  args: { label: 'Company name', defaultValue: '', errorText: 'Company name is required.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Company name/ })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Company name is required.')
  },
}

export const Focused: Story = {
  args: { label: 'First name', defaultValue: 'Ada' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus()
  },
}

export const Required: Story = {
  args: { label: 'Last name', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { label: 'Job title', defaultValue: 'Product Manager', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Job title' })).toBeDisabled()
  },
}

export const Email: Story = {
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'you@company.com',
    helperText: 'Use your company email address',
    autoComplete: 'email',
    startAdornment: <Mail size={18} aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
  },
}

/** A plain password input; PasswordField adds the show/hide button. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'headway-demo', helperText: 'Must be at least 8 characters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password')
  },
}
