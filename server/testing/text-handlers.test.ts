import { describe, expect, it } from 'vitest'
import { KB, hostileText } from './hostile-text'
import { measureLinearity, nonLinearity } from './linear-time'
import { TEXT_HANDLERS } from './text-handlers'

/** A quadratic function fails on the small input's budget within seconds; a linear one takes well under a second. */
const TIMEOUT_MS = 120_000

describe.each(TEXT_HANDLERS)('$name on hostile text', ({ run, attacks }) => {
  it.each(attacks)('takes linear time on $name (100 KB and 1 MB)', (attack) => {
    const measure = measureLinearity(run, hostileText(attack, 100 * KB), hostileText(attack, 1024 * KB))
    expect(nonLinearity(measure)).toBeUndefined()
  }, TIMEOUT_MS)
})
