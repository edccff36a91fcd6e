/**
 * `npx tsx bench/hostile-text.ts`: every function that reads untrusted text (server/testing/text-handlers.ts) on each
 * hostile input aimed at it (server/testing/hostile-text.ts), at 100 KB and 1 MB, next to a linear baseline timed on
 * the same inputs in the same run (one pass over every character; server/testing/linear-time.ts).
 *
 * Prints per function and input: CPU ms at 100 KB and at 1 MB, the growth (1 MB / 100 KB: about 10 when linear, 100
 * when quadratic), the growth relative to the baseline's (about 1 when linear) and the 1 MB time in multiples of the
 * baseline's. A function over budget at 100 KB is reported as such and not run at 1 MB.
 * BENCH_ONLY=normalise,htmlToText limits the functions.
 */
import { KB, hostileText } from '../server/testing/hostile-text'
import { SMALL_BUDGET_MS, measureLinearity, nonLinearity } from '../server/testing/linear-time'
import { TEXT_HANDLERS } from '../server/testing/text-handlers'

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const handlers = TEXT_HANDLERS.filter((handler) => !only || only.includes(handler.name))
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0).padStart(8)

console.log(`${'function'.padEnd(24)} ${'input'.padEnd(28)} ${'100 KB ms'.padStart(9)} ${'1 MB ms'.padStart(8)} growth relative  ×baseline`)
let failures = 0
let cases = 0
let worst = { relativeGrowth: 0, label: '' }
for (const handler of handlers) {
  for (const attack of handler.attacks) {
    cases++
    const label = `${handler.name.padEnd(24)} ${attack.name.padEnd(28)}`
    try {
      const measure = measureLinearity(handler.run, hostileText(attack, 100 * KB), hostileText(attack, 1024 * KB))
      const problem = nonLinearity(measure)
      if (problem) failures++
      if (measure.relativeGrowth > worst.relativeGrowth) worst = { relativeGrowth: measure.relativeGrowth, label: `${handler.name} on ${attack.name}` }
      console.log(
        `${label} ${ms(measure.smallMs).padStart(9)} ${ms(measure.largeMs)} ${measure.growth.toFixed(1).padStart(6)} ` +
          `${measure.relativeGrowth.toFixed(2).padStart(8)} ${(measure.largeMs / measure.baselineLargeMs).toFixed(0).padStart(10)}${problem ? '  NOT LINEAR' : ''}`,
      )
    } catch (error) {
      failures++
      console.log(`${label} over the ${SMALL_BUDGET_MS} ms budget at 100 KB: ${(error as Error).message}`)
    }
  }
}
console.log(`\n${cases - failures} of ${cases} linear; worst relative growth ${worst.relativeGrowth.toFixed(2)} (${worst.label})`)
