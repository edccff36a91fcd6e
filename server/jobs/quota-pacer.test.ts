import { describe, expect, it } from 'vitest'
import { createQuotaPacer } from './quota-pacer'

describe('createQuotaPacer', () => {
  it('starts calls no faster than the quota allows, in the order they asked', async () => {
    const waits: number[] = []
    const spend = createQuotaPacer(250, async (ms) => {
      waits.push(ms)
    })
    const signal = new AbortController().signal
    // 5 units at 250 a second: one call every 20 ms.
    await Promise.all([spend(5, signal), spend(5, signal), spend(5, signal), spend(10, signal), spend(5, signal)])
    expect(waits).toHaveLength(4)
    const expected = [20, 40, 60, 100]
    waits.forEach((wait, index) => expect(wait).toBeCloseTo(expected[index] ?? 0, -1))
  })

  it('does not hold a call back when the quota has had time to refill', async () => {
    const waits: number[] = []
    const spend = createQuotaPacer(1000, async (ms) => {
      waits.push(ms)
    })
    const signal = new AbortController().signal
    await spend(5, signal)
    await new Promise((resolve) => setTimeout(resolve, 10))
    await spend(5, signal)
    expect(waits).toEqual([])
  })
})
