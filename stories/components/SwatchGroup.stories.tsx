import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { SwatchGroup } from '../../src/components/SwatchGroup'
import { themeColorLabels, themeColors } from '../../src/theme/theme-colors'

const meta = {
  title: 'Components/SwatchGroup',
  component: SwatchGroup,
  args: {
    label: 'Colour',
    options: themeColors.map((color) => ({ value: color, label: themeColorLabels[color] })),
    defaultValue: 'blue',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SwatchGroup>

export default meta
type Story = StoryObj<typeof meta>

/** Every swatch colour, each a radio named by its colour; blue is chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Colour' })
    await expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Blue',
      'Pink',
      'Green',
      'Orange',
      'Purple',
      'Teal',
      'Red',
    ])
    await expect(within(group).getByRole('radio', { name: 'Blue' })).toBeChecked()
  },
}

/** A click chooses a swatch, and the arrow keys move on from it. */
export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByTitle('Teal'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('teal')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Red' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Red' })).toHaveFocus()
  },
}
