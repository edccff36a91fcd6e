import { createRef } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { createAppToaster, TOAST_DURATION, Toaster } from './Toaster'

afterEach(() => {
  vi.useRealTimers()
})

/** Moves fake time (and Ark's requestAnimationFrame timers) on, letting React render. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function push(pushToast: () => void) {
  act(pushToast)
  await advance(0)
}

describe('Toaster', () => {
  it('has no axe violations with toasts of every type', async () => {
    const toaster = createAppToaster()
    const { container } = render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.push({ type: 'error', title: 'Connection failed', description: 'Failed to connect Slack workspace' })
      toaster.push({ type: 'success', title: 'Slack workspace connected' })
      toaster.push({ type: 'info', title: 'Sync started' })
    })
    await screen.findByText('Connection failed')
    await expectNoAxeViolations(container)
  })

  it('announces a pushed toast in a polite live region', async () => {
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    const region = screen.getByRole('region', { name: /^Notifications/ })
    expect(region).toHaveAttribute('aria-live', 'polite')
    act(() => {
      toaster.push({ type: 'error', title: 'Connection failed', description: 'Failed to validate tokens or fetch channels' })
    })
    const toast = await screen.findByRole('status', { name: 'Connection failed' })
    expect(toast).toHaveAccessibleDescription('Failed to validate tokens or fetch channels')
    expect(region).toContainElement(toast)
    expect(toast).toHaveAttribute('data-type', 'error')
    expect(toast).toHaveAttribute('data-placement', 'bottom-end')
  })

  it('hides a toast with its close button, labelled Close', async () => {
    // Ark removes a hidden toast on a requestAnimationFrame timer; jsdom's frames and clock disagree, so both are faked.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    const user = userEvent.setup()
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    await push(() => toaster.push({ title: 'Saved' }))
    const toast = screen.getByRole('status', { name: 'Saved' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await advance(500)
    expect(toast).not.toBeInTheDocument()
  })

  it('hides a focused toast with Escape', async () => {
    // Ark removes a hidden toast on a requestAnimationFrame timer; jsdom's frames and clock disagree, so both are faked.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    const user = userEvent.setup()
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    await push(() => toaster.push({ title: 'Saved' }))
    const toast = screen.getByRole('status', { name: 'Saved' })
    act(() => toast.focus())
    await user.keyboard('{Escape}')
    await advance(500)
    expect(toast).not.toBeInTheDocument()
  })

  it('hides itself after 6 seconds by default', async () => {
    vi.useFakeTimers()
    expect(TOAST_DURATION).toBe(6000)
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.push({ type: 'error', title: 'Connection failed' })
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5500)
    })
    expect(screen.getByRole('status', { name: 'Connection failed' })).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(screen.queryByRole('status', { name: 'Connection failed' })).not.toBeInTheDocument()
  })

  it('pauses the countdown while focus is in the toasts', async () => {
    vi.useFakeTimers()
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.push({ title: 'Connection failed' })
    })
    await advance(0)
    const toast = screen.getByRole('status', { name: 'Connection failed' })
    act(() => toast.focus())
    await advance(10_000)
    expect(toast).toBeInTheDocument()
    expect(toast).toHaveAttribute('data-paused')
  })

  it('runs the action of a toast and hides it', async () => {
    const onClick = vi.fn<() => void>()
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.push({ title: 'Theme deleted', action: { label: 'Undo', onClick } })
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('forwards its ref to the region', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Toaster ref={ref} toaster={createAppToaster()} />)
    expect(ref.current).toBe(screen.getByRole('region'))
  })
})
