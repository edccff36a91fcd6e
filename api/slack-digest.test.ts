import { describe, expect, it } from 'vitest'
import { digestPeriod } from './slack-digest'

describe('digestPeriod', () => {
  it('names the UTC day of a daily digest and the Monday of a weekly one', () => {
    expect(digestPeriod('daily', new Date('2026-11-27T23:59:59Z'))).toBe('daily:2026-11-27')
    expect(digestPeriod('daily', new Date('2026-11-28T00:00:00Z'))).toBe('daily:2026-11-28')
    // Friday 27 November 2026 is in the week of Monday the 23rd; Sunday the 29th too; Monday the 30th starts the next.
    expect(digestPeriod('weekly', new Date('2026-11-27T12:00:00Z'))).toBe('weekly:2026-11-23')
    expect(digestPeriod('weekly', new Date('2026-11-29T23:00:00Z'))).toBe('weekly:2026-11-23')
    expect(digestPeriod('weekly', new Date('2026-11-30T00:00:00Z'))).toBe('weekly:2026-11-30')
    expect(digestPeriod('weekly', new Date('2026-11-23T00:00:00Z'))).toBe('weekly:2026-11-23')
  })
})
