import { describe, expect, it } from 'vitest'
import { calibrateTemperature, deserialiseLinear, margins, serialiseLinear, softmax, trainLinear } from './linear'
import type { SparseVector } from './vectors'

const vector = (pairs: [number, number][]): SparseVector => ({
  indices: Int32Array.from(pairs.map(([i]) => i)),
  values: Float32Array.from(pairs.map(([, v]) => v)),
})

describe('one-vs-rest linear SVM', () => {
  const examples = [
    vector([[0, 1], [5, 0.2]]), vector([[0, 0.9], [6, 0.3]]), vector([[1, 1], [5, 0.1]]),
    vector([[1, 0.8], [7, 0.4]]), vector([[2, 1]]), vector([[2, 0.7], [6, 0.2]]),
  ]
  const labels = [0, 0, 1, 1, 2, 2]
  const classes = ['a', 'b', 'c']

  it('separates separable data and survives int8 serialisation', () => {
    const model = trainLinear(examples, labels, classes, 8, { c: 10 })
    const predict = (m: typeof model, x: SparseVector) => {
      const s = margins(m, x)
      return s.indexOf(Math.max(...s))
    }
    examples.forEach((x, i) => expect(predict(model, x)).toBe(labels[i]))
    const restored = deserialiseLinear(JSON.parse(JSON.stringify(serialiseLinear(model))))
    examples.forEach((x, i) => expect(predict(restored, x)).toBe(labels[i]))
  })

  it('is deterministic for the same seed', () => {
    const a = trainLinear(examples, labels, classes, 8, { seed: 3 })
    const b = trainLinear(examples, labels, classes, 8, { seed: 3 })
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights))
  })

  it('softmax sums to one; calibration lowers the temperature for confident, correct margins', () => {
    const p = softmax(Float64Array.from([2, 1, 0]), 1)
    expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 10)
    const heldOut = Array.from({ length: 50 }, (_, i) => ({ scores: Float64Array.from([1, -1, -1]), label: i < 49 ? 0 : 1 }))
    expect(calibrateTemperature(heldOut)).toBeLessThan(1)
  })
})
