import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { TextAreaField } from '../../src/components/TextField'

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: { label: 'Description', rows: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextAreaField>

export default meta
type Story = StoryObj<typeof meta>

/** Typing several lines. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' })
    await userEvent.type(textarea, 'Faster pages{Enter}on phones')
    await expect(textarea).toHaveValue('Faster pages\non phones')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/** Required, with a hint under it. */
export const RequiredWithHelper: Story = {
  args: { required: true, helperText: 'What the theme is about, in a sentence or two' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' })
    await expect(textarea).toBeRequired()
    await expect(textarea).toHaveAccessibleDescription('What the theme is about, in a sentence or two')
  },
}

/** Invalid: the error replaces the hint and describes the box. */
export const WithError: Story = {
  args: { errorText: 'A description is needed', defaultValue: ' ' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' })
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAccessibleDescription('A description is needed')
  },
}

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked while the theme is archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled()
  },
}
