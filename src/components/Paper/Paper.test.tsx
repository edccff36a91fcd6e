import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Paper } from './Paper'

describe('Paper', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Paper>Outlined</Paper>
        <Paper variant="elevated" padding="lg">
          Elevated
        </Paper>
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('renders its children on the surface with the variant classes', () => {
    render(
      <Paper variant="elevated" padding="none">
        Content
      </Paper>,
    )
    expect(screen.getByText('Content')).toHaveClass('paper', 'paper--variant_elevated', 'paper--padding_none')
  })

  it('renders as its child with asChild, e.g. a section landmark', () => {
    render(
      <Paper asChild>
        <section aria-label="Connected Data Sources">Sources</section>
      </Paper>,
    )
    expect(screen.getByRole('region', { name: 'Connected Data Sources' })).toHaveClass('paper')
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Paper ref={ref}>Content</Paper>)
    expect(ref.current).toBe(screen.getByText('Content'))
  })
})
