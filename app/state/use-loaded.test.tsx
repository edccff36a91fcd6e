import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { useLoaded } from './use-loaded'

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useLoaded', () => {
  it('loads, then shows the answer', async () => {
    const load = () => Promise.resolve(['a'])
    const { result } = renderHook(() => useLoaded(load, 'Failed.'))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    expect(result.current.data).toEqual(['a'])
  })

  it('keeps the server’s sentence when the load fails, else the fallback', async () => {
    const refused = () => Promise.reject(new ApiError(502, 'GitHub refused the token.'))
    const { result } = renderHook(() => useLoaded(refused, 'Failed.'))
    await waitFor(() => expect(result.current.error).toBe('GitHub refused the token.'))
    const crashed = () => Promise.reject(new Error('boom'))
    const { result: other } = renderHook(() => useLoaded(crashed, 'Failed.'))
    await waitFor(() => expect(other.current.status).toBe('failed'))
    expect(other.current.error).toBe('Failed.')
  })

  it('drops an answer that arrives after a newer load started (another feature was opened)', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const { result, rerender } = renderHook(({ load }) => useLoaded(load, 'Failed.'), {
      initialProps: { load: () => first.promise },
    })
    rerender({ load: () => second.promise })
    await act(async () => second.resolve('second feature'))
    await act(async () => first.resolve('first feature'))
    expect(result.current.data).toBe('second feature')
  })

  it('loads again on reload, and takes an action’s answer without a call', async () => {
    let calls = 0
    const load = () => Promise.resolve(++calls)
    const { result } = renderHook(() => useLoaded(load, 'Failed.'))
    await waitFor(() => expect(result.current.data).toBe(1))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.data).toBe(2))
    act(() => result.current.set(10))
    expect(result.current.data).toBe(10)
    expect(calls).toBe(2)
  })
})
