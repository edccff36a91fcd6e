import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { Star } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Chip, type ChipTone } from './Chip'

const tones: ChipTone[] = ['neutral', 'primary', 'info', 'success', 'warning', 'danger', 'accent']

describe('Chip', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {tones.map((tone) => (
          <Chip key={tone} tone={tone}>
            {tone}
          </Chip>
        ))}
        <Chip tone="primary" size="sm" icon={<Star />}>
          Acme Inc
        </Chip>
      </div>,
    )
    await expectNoAxeViolations(container)
  })

  it('shows its children in the colour of its tone', () => {
    render(
      <>
        <Chip tone="success">Connected</Chip>
        <Chip>Draft</Chip>
      </>,
    )
    expect(screen.getByText('Connected').className).toMatch(/chip--tone_success/)
    expect(screen.getByText('Draft').className).toMatch(/chip--tone_neutral/)
  })

  it('hides its icon from assistive technology', () => {
    render(<Chip icon={<Star data-testid="icon" />}>Starred</Chip>)
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Starred')).toHaveTextContent(/^Starred$/)
  })

  it('forwards its ref to the span', () => {
    const ref = createRef<HTMLSpanElement>()
    render(<Chip ref={ref}>Beta</Chip>)
    expect(ref.current).toBe(screen.getByText('Beta'))
  })
})
