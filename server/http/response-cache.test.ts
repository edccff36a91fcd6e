import { describe, expect, it } from 'vitest'
import { createBacklogVersions } from '../db/backlog-changes'
import type { NoticeListener } from '../db/client'
import { createResponseCache } from './response-cache'

/** Backlog versions on a fake notice channel that the test drives. */
async function watchedVersions() {
  let listener: NoticeListener | undefined
  const versions = createBacklogVersions({
    listen: async (_channel, next) => {
      listener = next
      next.listening()
      return async () => undefined
    },
  })
  await versions.start()
  return { versions, channel: () => listener! }
}

describe('response cache', () => {
  it('answers a stored body until the company changes, and only for that company', async () => {
    const { versions, channel } = await watchedVersions()
    const cache = createResponseCache(versions)
    cache.store('a', cache.version('a'), '/list', 'A1')
    cache.store('b', cache.version('b'), '/list', 'B1')
    expect(cache.lookup('a', '/list')).toBe('A1')
    expect(cache.lookup('a', '/list?page=2')).toBeUndefined()

    channel().notice('a')

    expect(cache.lookup('a', '/list')).toBeUndefined()
    expect(cache.lookup('b', '/list')).toBe('B1')
  })

  it('drops a body computed while the company changed', async () => {
    const { versions, channel } = await watchedVersions()
    const cache = createResponseCache(versions)
    const before = cache.version('a')
    versions.touch('a')
    cache.store('a', before, '/list', 'stale')
    expect(cache.lookup('a', '/list')).toBeUndefined()
    channel().notice('a')
    cache.store('a', cache.version('a'), '/list', 'fresh')
    expect(cache.lookup('a', '/list')).toBe('fresh')
  })

  it('caches nothing while notices may be missed, and nothing from before once they come back', async () => {
    const { versions, channel } = await watchedVersions()
    const cache = createResponseCache(versions)
    cache.store('a', cache.version('a'), '/list', 'A1')

    channel().lost()
    expect(cache.version('a')).toBeNull()
    expect(cache.lookup('a', '/list')).toBeUndefined()
    cache.store('a', cache.version('a'), '/list', 'during')
    channel().listening()

    expect(cache.lookup('a', '/list')).toBeUndefined()
  })

  it('caches nothing before it starts watching', () => {
    const cache = createResponseCache(createBacklogVersions({ listen: () => new Promise(() => undefined) }))
    cache.store('a', cache.version('a'), '/list', 'A1')
    expect(cache.lookup('a', '/list')).toBeUndefined()
  })

  it('starts over past its size', async () => {
    const { versions } = await watchedVersions()
    const cache = createResponseCache(versions, { maxBytes: 10 })
    cache.store('a', cache.version('a'), '/1', '123456')
    cache.store('b', cache.version('b'), '/1', '1234')
    expect(cache.lookup('a', '/1')).toBe('123456')
    cache.store('b', cache.version('b'), '/2', '12')
    expect(cache.lookup('a', '/1')).toBeUndefined()
    expect(cache.lookup('b', '/2')).toBe('12')
  })

  it('misses past its age on an unchanged backlog, for answers that move with the clock', async () => {
    const { versions } = await watchedVersions()
    let clock = 0
    const cache = createResponseCache(versions, { maxAgeMs: 1000, now: () => clock })
    cache.store('a', cache.version('a'), '/1', 'A1')
    clock = 999
    expect(cache.lookup('a', '/1')).toBe('A1')
    clock = 1000
    expect(cache.lookup('a', '/1')).toBeUndefined()
    cache.store('a', cache.version('a'), '/1', 'A2')
    expect(cache.lookup('a', '/1')).toBe('A2')
  })
})
