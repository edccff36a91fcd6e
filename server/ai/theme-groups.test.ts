import { describe, expect, it } from 'vitest'
import { groupIntoThemes } from './theme-groups'

/** Features 0–3 close together, 4–5 close together, 6 alone; similarity 0.9 inside a block, 0.1 across. */
const BLOCKS = [0, 0, 0, 0, 1, 1, 2]
const similarity = (i: number, j: number) => (BLOCKS[i] === BLOCKS[j] ? 0.9 : 0.1)
const options = { clusterThreshold: 0.5, areaThreshold: 0.6, minSize: 3 }

describe('grouping features into themes', () => {
  it('makes no theme of fewer than the minimum number of features', () => {
    const noAreas = BLOCKS.map(() => [])
    expect(groupIntoThemes(BLOCKS.length, similarity, noAreas, options)).toEqual([{ members: [0, 1, 2, 3], area: null }])
  })

  it('names a cluster after the area most of its features are clearly close to, and merges clusters of one area', () => {
    // Two areas: features 0–5 are close to area 1 (4 and 5 a little less), feature 6 to area 0.
    const affinity = [
      [0.2, 0.8],
      [0.2, 0.7],
      [0.3, 0.9],
      [0.7, 0.6],
      [0.1, 0.65],
      [0.1, 0.62],
      [0.9, 0.1],
    ]
    // Block 1 (features 4, 5) is too small alone but is area 1 too: it joins block 0. Feature 6 alone makes no theme.
    expect(groupIntoThemes(BLOCKS.length, similarity, affinity, options)).toEqual([{ members: [0, 1, 2, 3, 4, 5], area: 1 }])
  })

  it('leaves a cluster unnamed when its features are not clearly close to one area', () => {
    const affinity = [
      [0.7, 0.2],
      [0.2, 0.7],
      [0.7, 0.2],
      [0.2, 0.7],
      [0, 0],
      [0, 0],
      [0, 0],
    ]
    expect(groupIntoThemes(BLOCKS.length, similarity, affinity, options)).toEqual([{ members: [0, 1, 2, 3], area: null }])
  })
})
