import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { Select, type SelectItem } from '../../src/components/Select'

const companySizes: SelectItem[] = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1000 employees' },
  { value: '1000+', label: '1000+ employees' },
]

/** The list renders in place, absolutely positioned: leave room under the select so the screenshot holds it. */
const withRoomForTheList: Decorator = (Story) => (
  <Box minH="[340px]">
    <Story />
  </Box>
)

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Company size',
    placeholder: 'Select company size',
    items: companySizes,
    name: 'company_size',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company size' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveTextContent('Select company size')
  },
}

export const WithValue: Story = {
  args: { defaultValue: '11-50', helperText: 'How many people work at your company' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company size' })
    await expect(trigger).toHaveTextContent('11-50 employees')
    await expect(trigger).toHaveAccessibleDescription('How many people work at your company')
  },
}

export const Open: Story = {
  args: { defaultValue: '51-200' },
  decorators: [withRoomForTheList],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company size' }))
    const listbox = await canvas.findByRole('listbox', { name: 'Company size' })
    await expect(canvas.getAllByRole('option')).toHaveLength(5)
    await expect(canvas.getByRole('option', { name: '51-200 employees' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(listbox).toHaveFocus())
  },
}

/** Keyboard: ArrowDown opens, typing "2" jumps to "201-1000 employees", Enter chooses and closes. */
export const ChosenFromKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company size' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = await canvas.findByRole('listbox', { name: 'Company size' })
    // Ark moves focus into the list on the next frame; keys go there once it has it.
    await waitFor(() => expect(listbox).toHaveFocus())
    await userEvent.keyboard('2')
    await waitFor(() =>
      expect(listbox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: '201-1000 employees' }).id),
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('201-1000')
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('201-1000 employees')
    // Ark gives the focus back to the trigger once the closed list is gone, which can be a frame later.
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const ClosedWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company size' })
    await userEvent.click(trigger)
    const listbox = await canvas.findByRole('listbox', { name: 'Company size' })
    await waitFor(() => expect(listbox).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const WithError: Story = {
  args: { required: true, errorText: 'Please select your company size.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Company size/ })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAccessibleDescription('Please select your company size.')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toBeDisabled()
  },
}

export const WithDisabledOption: Story = {
  args: {
    label: 'Status',
    placeholder: 'Select status',
    items: [
      { value: 'active', label: 'Active' },
      { value: 'planning', label: 'Planning' },
      { value: 'archived', label: 'Archived', disabled: true },
    ],
  },
  decorators: [withRoomForTheList],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }))
    await expect(await canvas.findByRole('option', { name: 'Archived' })).toHaveAttribute('aria-disabled', 'true')
  },
}
