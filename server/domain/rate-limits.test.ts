import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../db/client'
import { createTestApp, type TestApp } from '../testing/test-app'
import { createRateCounters, secondsOverLimit } from './rate-limits'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const HOUR_MS = 60 * 60 * 1000

describe('the shared rate counters', () => {
  it('count every one of many hits that arrive together, once each', async () => {
    const counters = createRateCounters(testApp.database.db)
    const counts = await Promise.all(Array.from({ length: 40 }, () => counters.hit('together', HOUR_MS)))
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
    for (const { ttlMs } of counts) {
      expect(ttlMs).toBeGreaterThan(HOUR_MS - 60_000)
      expect(ttlMs).toBeLessThanOrEqual(HOUR_MS)
    }
    expect(await counters.peek('together')).toMatchObject({ hits: 40 })
  })

  it('keep the window of the first hit, then start a new one once it has ended', async () => {
    const counters = createRateCounters(testApp.database.db)
    // An hour's window: the three hits fall in it however slow the machine is.
    const first = await counters.hit('long', HOUR_MS)
    expect((await counters.hit('long', HOUR_MS)).hits).toBe(2)
    const third = await counters.hit('long', HOUR_MS)
    expect(third.hits).toBe(3)
    expect(third.ttlMs).toBeLessThanOrEqual(first.ttlMs)
    expect(secondsOverLimit(third, 2)).toBe(Math.ceil(third.ttlMs / 1000))
    expect(secondsOverLimit(third, 3)).toBe(0)
    // A window that has ended starts again at the next hit.
    await counters.hit('short', 300)
    await vi.waitFor(async () => expect(await counters.peek('short')).toEqual({ hits: 0, ttlMs: 0 }), { timeout: 5000, interval: 50 })
    expect((await counters.hit('short', 300)).hits).toBe(1)
  })

  it('forget a key on reset, and no other', async () => {
    const counters = createRateCounters(testApp.database.db)
    await counters.hit('forgotten', HOUR_MS)
    await counters.hit('kept', HOUR_MS)
    await counters.reset('forgotten')
    expect(await counters.peek('forgotten')).toEqual({ hits: 0, ttlMs: 0 })
    expect((await counters.peek('kept')).hits).toBe(1)
  })

  it('store digests of the keys, and sweep finished windows only', async () => {
    const counters = createRateCounters(testApp.database.db)
    await counters.hit('person@example.com 192.0.2.1', 1)
    const stored = await queryRows<{ key: string }>(testApp.database.db, sql`select key from rate_limits`)
    expect(stored.some(({ key }) => key.includes('example.com') || key.includes('192.0.2.1'))).toBe(false)
    const finished = () =>
      queryRows<{ count: number }>(testApp.database.db, sql`select count(*)::integer as count from rate_limits where expires_at <= now()`)
    await vi.waitFor(async () => expect((await finished())[0]?.count).toBeGreaterThan(0), { timeout: 5000, interval: 20 })
    await counters.hit('open', HOUR_MS)
    // The periodic sweep deletes the finished windows, not the open ones.
    await counters.sweep()
    expect((await finished())[0]?.count).toBe(0)
    expect((await counters.peek('open')).hits).toBe(1)
  })
})
