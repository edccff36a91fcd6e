import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { Star } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Chip, chipStatusTable, getChipStatusStyle, type ChipStatus } from './Chip'

const everyStatus = Object.values(chipStatusTable).flatMap((family) => Object.keys(family)) as ChipStatus[]

describe('Chip', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {everyStatus.map((status) => (
          <Chip key={status} status={status} />
        ))}
        <Chip tone="primary" size="sm" icon={<Star />}>
          Acme Inc
        </Chip>
      </div>,
    )
    await expectNoAxeViolations(container)
  })

  it('shows the label of its status from the table', () => {
    render(
      <>
        <Chip status="in-progress" />
        <Chip status="not-available" />
        <Chip status="connected" />
      </>,
    )
    expect(screen.getByText('In Progress')).toBeInTheDocument()
    expect(screen.getByText('Not Available')).toBeInTheDocument()
    expect(screen.getByText('Connected')).toHaveAttribute('data-status', 'connected')
  })

  it('maps each family to the tones of the brief', () => {
    expect(getChipStatusStyle('connected').tone).toBe('success')
    expect(getChipStatusStyle('disconnected').tone).toBe('neutral')
    expect(getChipStatusStyle('pending').tone).toBe('warning')
    expect(getChipStatusStyle('high').tone).toBe('danger')
    expect(getChipStatusStyle('medium').tone).toBe('warning')
    expect(getChipStatusStyle('completed').tone).toBe('success')
    expect(getChipStatusStyle('archived').tone).toBe('neutral')
  })

  it('gives every status a tone and a label, and no two families share a status', () => {
    expect(new Set(everyStatus).size).toBe(everyStatus.length)
    for (const status of everyStatus) {
      expect(getChipStatusStyle(status).label).not.toBe('')
    }
  })

  it('prefers its children over the status label', () => {
    render(<Chip status="pending">Syncing</Chip>)
    expect(screen.getByText('Syncing')).toBeInTheDocument()
    expect(screen.queryByText('Pending')).not.toBeInTheDocument()
  })

  it('hides its icon from assistive technology', () => {
    render(<Chip icon={<Star data-testid="icon" />}>Starred</Chip>)
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Starred')).toHaveTextContent(/^Starred$/)
  })

  it('forwards its ref to the span', () => {
    const ref = createRef<HTMLSpanElement>()
    render(<Chip ref={ref} status="beta" />)
    expect(ref.current).toBe(screen.getByText('Beta'))
  })
})
