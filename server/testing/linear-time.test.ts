import { describe, expect, it } from 'vitest'
import { measureLinearity, nonLinearity } from './linear-time'

const KB = 1024

/** Scans the rest of the text from every 64th character: quadratic. */
function quadratic(text: string): number {
  let found = 0
  for (let i = 0; i < text.length; i += 64) for (let j = i + 1; j < text.length; j++) if (text.charCodeAt(j) === 0) found++
  return found
}

describe('the linearity check', () => {
  it('flags a quadratic function and passes a linear one', () => {
    const small = 'a'.repeat(20 * KB)
    const large = 'a'.repeat(200 * KB)
    expect(nonLinearity(measureLinearity(quadratic, small, large))).toMatch(/more than 5× linear growth and 4× the baseline's growth/)
    expect(nonLinearity(measureLinearity((text) => text.toUpperCase(), small, large))).toBeUndefined()
  }, 60_000)
})
