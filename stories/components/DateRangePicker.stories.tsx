import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { css } from '@styled-system/css'
import { DateRangePicker, type DateRange, type DateRangePickerProps } from '../../src/components/DateRangePicker'
import { PortalFrame } from '../portal-frame'

/** Tall enough for the open calendar, and the place it mounts (PortalFrame), so it shows in the screenshot. */
const frame = css({ position: 'relative', minH: '[460px]', maxW: '[420px]', p: '2', transform: 'translateZ(0)' })

/** The picker with its own state, as a screen holds it; `onChange` still reports each change. */
function ControlledPicker({ value: initial, onChange, ...props }: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange | null>(initial)
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Components/DateRangePicker',
  component: ControlledPicker,
  decorators: [
    (Story) => (
      <PortalFrame className={frame}>
        <Story />
      </PortalFrame>
    ),
  ],
  args: {
    label: 'Mentioned between',
    helperText: 'Features with a mention on these days.',
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof ControlledPicker>

export default meta
type Story = StoryObj<typeof meta>

const november = { start: '2026-11-02', end: '2026-11-15' }

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mentioned between')).toBeVisible()
    await expect(canvas.getByText('Features with a mention on these days.')).toBeVisible()
    // Two date inputs, each a group of spin buttons (month, day, year) named by the label.
    await expect(canvas.getAllByRole('spinbutton', { name: /^month, Start Date, Mentioned between/i })).toHaveLength(1)
    await expect(canvas.getAllByRole('spinbutton', { name: /^month, End Date, Mentioned between/i })).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument()
  },
}

/** A chosen range shows both dates and a button that clears them. */
export const Chosen: Story = {
  args: { value: november },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^month, Start Date/i })).toHaveTextContent('11')
    await expect(canvas.getByRole('spinbutton', { name: /^day, Start Date/i })).toHaveTextContent('2')
    await expect(canvas.getByRole('spinbutton', { name: /^day, End Date/i })).toHaveTextContent('15')
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toBeVisible()
  },
}

/** Typed with the keyboard, segment by segment: the range is reported once both dates are complete. */
export const TypedWithTheKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^month, Start Date/i }))
    await userEvent.keyboard('11012026')
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('11102026')
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-10' }))
  },
}

/** Picked in the calendar: the first day starts the range, the second ends it, and the calendar closes. */
export const PickedInTheCalendar: Story = {
  args: { value: november },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }))
    const calendar = await canvas.findByRole('dialog', { name: 'Mentioned between' })
    await expect(within(calendar).getByRole('heading', { name: 'November 2026' })).toBeVisible()
    await userEvent.click(within(calendar).getByRole('button', { name: /November 9, 2026/ }))
    await userEvent.click(within(calendar).getByRole('button', { name: /November 20, 2026/ }))
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-11-20' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** The calendar open on the chosen range, as a person sees it before picking (the screenshot shows it). */
export const CalendarOpen: Story = {
  args: { value: november },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }))
    const calendar = await canvas.findByRole('dialog', { name: 'Mentioned between' })
    await expect(within(calendar).getByRole('grid')).toBeVisible()
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeEnabled()
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true))
  },
}

/** Clear dates empties both inputs and reports no range. */
export const Cleared: Story = {
  args: { value: november },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }))
    await expect(args.onChange).toHaveBeenCalledWith(null)
    await expect(canvas.getByRole('spinbutton', { name: /^day, Start Date/i })).toHaveTextContent('dd')
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument()
  },
}

export const Disabled: Story = {
  args: { value: november, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument()
  },
}
