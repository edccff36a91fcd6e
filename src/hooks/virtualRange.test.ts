import { describe, expect, it } from 'vitest'
import { scrollTopToReveal, virtualRange } from './virtualRange'

describe('virtualRange', () => {
  it('covers the visible rows plus the overscan on each side', () => {
    expect(virtualRange(0, 400, 56, 10_000, 5)).toEqual({ start: 0, end: 13 })
    expect(virtualRange(5600, 400, 56, 10_000, 5)).toEqual({ start: 95, end: 113 })
  })

  it('stays inside the list', () => {
    expect(virtualRange(0, 400, 56, 3, 5)).toEqual({ start: 0, end: 3 })
    expect(virtualRange(560_000, 400, 56, 10_000, 5)).toEqual({ start: 9995, end: 10_000 })
    // A stale scroll position after the list shrank.
    expect(virtualRange(5600, 400, 56, 4, 5)).toEqual({ start: 4, end: 4 })
  })

  it('renders nothing for an empty list', () => {
    expect(virtualRange(0, 400, 56, 0, 5)).toEqual({ start: 0, end: 0 })
  })
})

describe('scrollTopToReveal', () => {
  it('keeps the position when the row is in view', () => {
    expect(scrollTopToReveal(2, 0, 400, 56)).toBe(0)
  })

  it('scrolls up to a row above and down to a row below', () => {
    expect(scrollTopToReveal(3, 560, 400, 56)).toBe(168)
    expect(scrollTopToReveal(10, 0, 400, 56)).toBe(216)
  })
})
