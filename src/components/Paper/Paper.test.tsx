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

  // The variants only change the look, which the Paper stories' screenshots check.
  it('renders its children on one surface and passes other props to it', () => {
    const { container } = render(
      <Paper variant="elevated" padding="none" aria-label="Workspace">
        Content
      </Paper>,
    )
    expect(container.children).toHaveLength(1)
    expect(screen.getByText('Content')).toBe(container.firstElementChild)
    expect(screen.getByText('Content')).toHaveAttribute('aria-label', 'Workspace')
  })

  it('renders as its child with asChild, e.g. a section landmark', () => {
    const { container } = render(
      <Paper asChild>
        <section aria-label="Connected Data Sources">Sources</section>
      </Paper>,
    )
    // The child itself is the surface: no wrapper around it.
    expect(container.firstElementChild).toBe(screen.getByRole('region', { name: 'Connected Data Sources' }))
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Paper ref={ref}>Content</Paper>)
    expect(ref.current).toBe(screen.getByText('Content'))
  })
})
