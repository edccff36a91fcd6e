import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SegmentGroup } from '../../src/components/SegmentGroup'

const meta = {
  title: 'Components/SegmentGroup',
  component: SegmentGroup,
  args: {
    label: 'Priority',
    options: [
      { value: 'high', label: 'High' },
      { value: 'medium', label: 'Medium' },
      { value: 'low', label: 'Low' },
    ],
    defaultValue: 'medium',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentGroup>

export default meta
type Story = StoryObj<typeof meta>

/** Three segments, the middle one chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Priority' })
    await expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'High',
      'Medium',
      'Low',
    ])
    await expect(within(group).getByRole('radio', { name: 'Medium' })).toBeChecked()
  },
}

/** A click chooses a segment; the arrow keys move the choice. */
export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('High'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('high')
    await userEvent.keyboard('{ArrowRight}')
    // The arrow key moves the choice through the group's state machine: checked once it has run, not at once.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked())
    await expect(args.onValueChange).toHaveBeenLastCalledWith('medium')
  },
}

/** Disabled: every segment is, and a click changes nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked()
  },
}
