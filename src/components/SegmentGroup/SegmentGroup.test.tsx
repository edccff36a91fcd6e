import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { SegmentGroup } from './SegmentGroup'

const options = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const

describe('SegmentGroup', () => {
  it('has no axe violations', async () => {
    const { container } = render(<SegmentGroup label="Priority" options={options} defaultValue="medium" />)
    await expectNoAxeViolations(container)
  })

  it('is a radio group named by its label, with one radio per segment', () => {
    render(<SegmentGroup label="Priority" options={options} defaultValue="low" />)
    const group = screen.getByRole('radiogroup', { name: 'Priority' })
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['High', 'Medium', 'Low'])
    expect(within(group).getByRole('radio', { name: 'Low' })).toBeChecked()
  })

  it('reports the segment chosen by a click and by the arrow keys', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string) => void>()
    render(<SegmentGroup label="Priority" options={options} defaultValue="medium" onValueChange={onValueChange} />)
    await user.click(screen.getByRole('radio', { name: 'High' }))
    expect(onValueChange).toHaveBeenLastCalledWith('high')
    await user.keyboard('{ArrowRight}')
    expect(onValueChange).toHaveBeenLastCalledWith('medium')
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus()
  })

  it('changes nothing while disabled', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string) => void>()
    render(<SegmentGroup label="Priority" options={options} defaultValue="medium" onValueChange={onValueChange} disabled />)
    await user.click(screen.getByText('High'))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked()
  })
})
