import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Portal, PortalContainerProvider } from './Portal'

describe('Portal', () => {
  it('mounts its children at the end of the body by default', () => {
    const { container } = render(
      <Portal>
        <p>Layer</p>
      </Portal>,
    )
    expect(container).not.toContainElement(screen.getByText('Layer'))
    expect(screen.getByText('Layer').parentElement).toBe(document.body)
  })

  it('mounts its children into the element of the nearest provider', () => {
    const frame = document.createElement('div')
    document.body.append(frame)
    render(
      <PortalContainerProvider container={frame}>
        <Portal>
          <p>Layer</p>
        </Portal>
      </PortalContainerProvider>,
    )
    expect(screen.getByText('Layer').parentElement).toBe(frame)
    frame.remove()
  })
})
