import { describe, expect, it, vi } from 'vitest'
import type { Tokens } from '../../api'
import { demoTokens } from '../../mocks'
import { serveMockApi } from '../../mocks/node'
import { createSessionClient, type SessionKeeper } from './session-client'

serveMockApi()

function keeper(initial: Tokens | null) {
  let tokens = initial
  const session = {
    tokens: () => tokens,
    tokensRefreshed: vi.fn<(next: Tokens) => void>((next) => {
      tokens = next
    }),
    expired: vi.fn<() => void>(),
  } satisfies SessionKeeper
  return { session, current: () => tokens }
}

const baseUrl = 'http://localhost'

describe('the session client', () => {
  it('carries the access token', async () => {
    const { session } = keeper(demoTokens)
    const client = createSessionClient({ baseUrl, session })
    expect((await client.me()).email).toBe('demo@headway.app')
    expect(session.expired).not.toHaveBeenCalled()
  })

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const { session, current } = keeper({ ...demoTokens, access_token: 'expired-access' })
    const client = createSessionClient({ baseUrl, session })
    const [first, second] = await Promise.all([client.me(), client.listSlackIntegrations()])
    expect(first.email).toBe('demo@headway.app')
    expect(second).toHaveLength(1)
    expect(session.tokensRefreshed).toHaveBeenCalledOnce()
    expect(current()?.refresh_token).not.toBe(demoTokens.refresh_token)
    expect(session.expired).not.toHaveBeenCalled()
  })

  it('expires the session when the refresh token is refused', async () => {
    const { session } = keeper({ ...demoTokens, access_token: 'expired-access', refresh_token: 'spent' })
    const client = createSessionClient({ baseUrl, session })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    expect(session.expired).toHaveBeenCalledOnce()
  })

  it('expires the session when there is no refresh token', async () => {
    const { session } = keeper({ access_token: 'expired-access', refresh_token: '', token_type: 'bearer' })
    const client = createSessionClient({ baseUrl, session })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    expect(session.expired).toHaveBeenCalledOnce()
  })

  it('treats a wrong password as a failed login, not an expired session', async () => {
    const { session } = keeper(null)
    const client = createSessionClient({ baseUrl, session })
    await expect(client.login({ username: 'demo@headway.app', password: 'nope' })).rejects.toMatchObject({ status: 401 })
    expect(session.expired).not.toHaveBeenCalled()
  })
})
