import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { SwatchGroup } from './SwatchGroup'

const options = [
  { value: 'blue', label: 'Blue (default)' },
  { value: 'pink', label: 'Pink' },
  { value: 'green', label: 'Green' },
] as const

describe('SwatchGroup', () => {
  it('has no axe violations', async () => {
    const { container } = render(<SwatchGroup label="Colour" options={options} defaultValue="blue" />)
    await expectNoAxeViolations(container)
  })

  it('is a radio group named by its label, each swatch a radio named by its colour', () => {
    render(<SwatchGroup label="Colour" options={options} defaultValue="pink" />)
    const group = screen.getByRole('radiogroup', { name: 'Colour' })
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Blue (default)',
      'Pink',
      'Green',
    ])
    expect(within(group).getByRole('radio', { name: 'Pink' })).toBeChecked()
  })

  it('reports the swatch chosen by a click and by the arrow keys', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string) => void>()
    render(<SwatchGroup label="Colour" options={options} defaultValue="blue" onValueChange={onValueChange} />)
    await user.click(screen.getByRole('radio', { name: 'Pink' }))
    expect(onValueChange).toHaveBeenLastCalledWith('pink')
    await user.keyboard('{ArrowRight}')
    expect(onValueChange).toHaveBeenLastCalledWith('green')
  })
})
