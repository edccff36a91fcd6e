import { describe, expect, it } from 'vitest'
import { dotDense, dotSparse, normalised, withDenseBlock, type SparseVector } from './vectors'

const sparse = (entries: [number, number][]): SparseVector =>
  normalised({ indices: Int32Array.from(entries, ([index]) => index), values: Float32Array.from(entries, ([, value]) => value) })
const dense = (values: number[]) => normalised(Float32Array.from(values))

describe('withDenseBlock', () => {
  it('gives unit vectors whose dot product weighs the dense cosine by denseWeight and the sparse one by the rest', () => {
    const [s1, s2] = [sparse([[3, 1], [7, 2]]), sparse([[3, 2], [9, 1]])]
    const [d1, d2] = [dense([1, 0, 1]), dense([0, 1, 1])]
    const a = withDenseBlock(s1, d1, 16, 0.6)
    const b = withDenseBlock(s2, d2, 16, 0.6)
    expect(Array.from(a.indices)).toEqual([3, 7, 16, 17, 18])
    expect(dotSparse(a, a)).toBeCloseTo(1, 6)
    expect(dotSparse(a, b)).toBeCloseTo(0.4 * dotSparse(s1, s2) + 0.6 * dotDense(d1, d2), 6)
  })
})
