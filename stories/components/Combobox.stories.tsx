import { useState } from 'react'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { Combobox, type ComboboxItem, type ComboboxProps } from '../../src/components/Combobox'
import { typeKeys } from '../screens/choose-option'

const features: ComboboxItem[] = [
  { value: 'f1', label: 'CSV export of any table' },
  { value: 'f2', label: 'Scheduled PDF reports' },
  { value: 'f3', label: 'SAML single sign-on' },
  { value: 'f4', label: 'Dark mode for dashboards' },
  { value: 'f5', label: 'Slack alerts for new churn risks' },
]

/** The caller filters the options as the text changes, as the app does with a server search. */
function SearchableCombobox(props: ComboboxProps) {
  const [text, setText] = useState('')
  const items = props.items.filter((item) => item.label.toLowerCase().includes(text.trim().toLowerCase()))
  return (
    <Combobox
      {...props}
      items={items}
      onInputValueChange={(next) => {
        setText(next)
        props.onInputValueChange?.(next)
      }}
      status={items.length === 0 ? `No features match “${text.trim()}”.` : undefined}
    />
  )
}

/** The list renders in place, absolutely positioned: leave room under the box so the screenshot holds it. */
const withRoomForTheList: Decorator = (Story) => (
  <Box minH="[320px]">
    <Story />
  </Box>
)

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  render: (args) => <SearchableCombobox {...args} />,
  args: {
    label: 'Move to',
    placeholder: 'Search features',
    items: features,
    onValueChange: fn(),
    onInputValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Combobox>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Move to' })
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveAttribute('placeholder', 'Search features')
  },
}

/** A click opens the whole list; the focus stays in the box, so typing goes on narrowing it. */
export const Open: Story = {
  decorators: [withRoomForTheList],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Move to' })
    await userEvent.click(input)
    await canvas.findByRole('listbox', { name: 'Move to' })
    await expect(canvas.getAllByRole('option')).toHaveLength(features.length)
    await expect(input).toHaveFocus()
  },
}

/** Typing narrows the list, the first match is highlighted, and Enter chooses it and writes its title in the box. */
export const ChosenFromKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Move to' })
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await typeKeys(userEvent, 'report')
    await expect(args.onInputValueChange).toHaveBeenLastCalledWith('report')
    const listbox = await canvas.findByRole('listbox', { name: 'Move to' })
    await waitFor(() => expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Scheduled PDF reports']))
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Scheduled PDF reports' }).id),
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('f2')
    await waitFor(() => expect(listbox).not.toBeInTheDocument())
    await expect(input).toHaveValue('Scheduled PDF reports')
    // Writing the chosen title into the box is not a search.
    await expect(args.onInputValueChange).toHaveBeenLastCalledWith('report')
  },
}

/** Nothing matches: no empty popup, and the status line says why. */
export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Move to' }))
    await typeKeys(userEvent, 'kanban')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No features match “kanban”.'))
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
  },
}

export const ClosedWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Move to' })
    await userEvent.click(input)
    await canvas.findByRole('listbox', { name: 'Move to' })
    // Ark listens for Escape from the frame after the list opens; a person is never quicker than that.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(input).toHaveFocus())
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Move to' })).toBeDisabled()
  },
}
