import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Spinner />
        <Spinner size="lg" label="Loading channels" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a status named Loading by default', () => {
    render(<Spinner />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/)
  })

  it('reads its label', () => {
    render(<Spinner label="Loading channels" />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading channels$/)
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLSpanElement>()
    render(<Spinner ref={ref} />)
    expect(ref.current).toBe(screen.getByRole('status'))
  })
})
