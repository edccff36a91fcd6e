import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RouteError, RouteErrorBoundary } from './RouteErrorBoundary'

function Throws({ error }: { error: unknown }): never {
  throw error
}

describe('RouteErrorBoundary', () => {
  it('shows the status and text of a route error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <RouteErrorBoundary resetKey="/app/features/42">
        <Throws error={new RouteError(404, 'Feature not found')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('404 Feature not found')
  })

  it('shows the message and stack of any other error, and clears it when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Throws error={new Error('Chunk failed to load')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Chunk failed to load')
    expect(screen.getByLabelText('Stack trace')).toHaveTextContent('Chunk failed to load')
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Recovered</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Recovered')).toBeVisible()
  })
})
