import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ProgressBar } from './ProgressBar'

describe('ProgressBar', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ProgressBar label="Integration Progress" value={2} max={3} />
        <ProgressBar label="Upload" value={40} showLabel={false} showValueText={false} size="sm" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a progressbar named by its label with its value as text', () => {
    render(<ProgressBar label="Integration Progress" value={2} max={3} />)
    const bar = screen.getByRole('progressbar', { name: 'Integration Progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '2')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '3')
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3')
    expect(screen.getByText('2 of 3')).toBeVisible()
    expect(screen.getByText('Integration Progress')).toBeVisible()
  })

  it('formats its value text', () => {
    render(
      <ProgressBar
        label="Integration Progress"
        value={1}
        max={2}
        formatValue={(value, max) => `${value} of ${max} sources connected`}
      />,
    )
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 2 sources connected')
  })

  it('keeps its value between 0 and max', () => {
    const { rerender } = render(<ProgressBar label="Sync" value={5} max={3} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
    rerender(<ProgressBar label="Sync" value={-1} max={3} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  })

  it('keeps its accessible name when the label is hidden', () => {
    render(<ProgressBar label="Sync" value={1} max={4} showLabel={false} showValueText={false} />)
    expect(screen.getByRole('progressbar', { name: 'Sync' })).toHaveAttribute('aria-valuetext', '1 of 4')
    expect(screen.queryByText('1 of 4')).not.toBeInTheDocument()
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(<ProgressBar ref={ref} label="Sync" value={1} />)
    expect(ref.current).toContainElement(screen.getByRole('progressbar'))
  })
})
