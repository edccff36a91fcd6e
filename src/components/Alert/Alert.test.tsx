import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Alert } from './Alert'

describe('Alert', () => {
  it('has no axe violations in any severity', async () => {
    const { container } = render(
      <>
        <Alert severity="error" title="Connection failed" onClose={() => {}}>
          Failed to validate tokens or fetch channels
        </Alert>
        <Alert severity="warning">Gmail is not yet connectable</Alert>
        <Alert severity="info">Auto-sync runs every hour</Alert>
        <Alert severity="success" title="Connected" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is an alert when it is an error and a status otherwise', () => {
    const { rerender } = render(<Alert severity="error">Login failed</Alert>)
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    for (const severity of ['warning', 'info', 'success'] as const) {
      rerender(<Alert severity={severity}>Saved</Alert>)
      expect(screen.getByRole('status')).toHaveTextContent('Saved')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    }
  })

  it('shows its title and message', () => {
    render(
      <Alert severity="error" title="Slack">
        Failed to connect Slack workspace
      </Alert>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('SlackFailed to connect Slack workspace')
  })

  it('has a close button labelled Close only when it can be closed', async () => {
    const onClose = vi.fn<() => void>()
    const { rerender } = render(<Alert>Info</Alert>)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    rerender(<Alert onClose={onClose}>Info</Alert>)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Alert ref={ref}>Info</Alert>)
    expect(ref.current).toBe(screen.getByRole('status'))
  })
})
