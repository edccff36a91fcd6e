import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit'

function clock(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then says how many seconds to wait', () => {
    const time = clock()
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, now: time.now })
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0])
    time.advance(15_500)
    expect(limiter.hit('a')).toBe(45)
    expect(limiter.blockedFor('a')).toBe(45)
    expect(limiter.hit('b')).toBe(0)
    time.advance(44_500)
    expect(limiter.blockedFor('a')).toBe(0)
    expect(limiter.hit('a')).toBe(0)
  })

  it('counts nothing on blockedFor, and forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 })
    expect(limiter.blockedFor('k')).toBe(0)
    limiter.hit('k')
    expect(limiter.blockedFor('k')).toBe(1)
    limiter.reset('k')
    expect(limiter.blockedFor('k')).toBe(0)
  })

  it('stays bounded when flooded with distinct keys', () => {
    const time = clock()
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, now: time.now, maxKeys: 3 })
    for (const key of ['a', 'b', 'c']) limiter.hit(key)
    time.advance(1000)
    limiter.hit('d') // sweeps the expired windows
    expect(limiter.blockedFor('d')).toBe(1)
    for (const key of ['e', 'f', 'g']) limiter.hit(key) // full of live windows: starts over
    expect(limiter.blockedFor('d')).toBe(0)
  })
})
