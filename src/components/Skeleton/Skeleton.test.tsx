import { createRef } from 'react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton variant="rect" />
        <Skeleton variant="circle" size="sm" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton lines={2} />
        <Skeleton variant="circle" />
      </>,
    )
    const roots = Array.from(container.children)
    expect(roots).toHaveLength(2)
    for (const root of roots) expect(root).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws one bar per text line', () => {
    const { container } = render(<Skeleton lines={3} />)
    expect(container.firstElementChild?.children).toHaveLength(3)
  })

  it('draws a single shape for rect and circle', () => {
    const { container } = render(<Skeleton variant="circle" size="lg" lines={4} />)
    expect(container.children).toHaveLength(1)
    expect(container.firstElementChild?.children).toHaveLength(0)
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>()
    const { container } = render(<Skeleton ref={ref} />)
    expect(ref.current).toBe(container.firstElementChild)
  })
})
