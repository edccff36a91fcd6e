import { describe, expect, it } from 'vitest'
import { agglomerative, clusterVectors, kMeans, renumber, unitRows } from './cluster'
import { LocalEmbedder } from './embed'
import { lsa, symmetricEigen } from './linalg'
import { dotDense } from './vectors'

const TEXTS = [
  'Export dashboards to PDF',
  'PDF export of dashboards',
  'Export the dashboard as a PDF file',
  'Dark mode for the app',
  'A dark theme please',
  'Dark mode on mobile',
  'SSO with Okta',
  'Okta single sign-on (SSO)',
  'SAML SSO via Okta',
]
const GROUPS = [0, 0, 0, 1, 1, 1, 2, 2, 2]

describe('clustering', () => {
  const embedder = new LocalEmbedder().fit(TEXTS)
  const vectors = TEXTS.map((text) => embedder.vector(text))

  it('finds the three obvious groups with a threshold and with k = 3', () => {
    const byThreshold = clusterVectors(vectors, { threshold: 0.15 })
    expect(Array.from(byThreshold.assignments)).toEqual(GROUPS)
    const byK = clusterVectors(vectors, { k: 3, seed: 1 })
    expect(Array.from(byK.assignments)).toEqual(GROUPS)
  })

  it('finds the groups through the neighbour graph when there are more than 3k texts', () => {
    const more = [...TEXTS, 'Dashboards exported as PDF', 'Please add a dark mode', 'Log in with Okta SSO']
    const moreEmbedder = new LocalEmbedder().fit(more)
    const { assignments } = clusterVectors(more.map((text) => moreEmbedder.vector(text)), { k: 3, seed: 1 })
    expect(Array.from(assignments)).toEqual([...GROUPS, 0, 1, 2])
  })

  it('is deterministic: same input, same clusters (numbered by first appearance)', () => {
    const runs = Array.from({ length: 3 }, () => Array.from(clusterVectors(vectors, { k: 3, seed: 5 }).assignments))
    expect(runs[1]).toEqual(runs[0])
    expect(runs[2]).toEqual(runs[0])
    expect(Array.from(renumber([7, 7, 2, 9, 2]).assignments)).toEqual([0, 0, 1, 2, 1])
  })

  it('k-means and agglomerative agree on well separated points', () => {
    const points = unitRows([
      Float32Array.from([1, 0.1, 0]), Float32Array.from([0.9, 0.2, 0]), Float32Array.from([0, 1, 0.1]),
      Float32Array.from([0.1, 0.9, 0]), Float32Array.from([0, 0, 1]), Float32Array.from([0.1, 0, 0.9]),
    ])
    expect(Array.from(kMeans(points, 3, { seed: 2 }).assignments)).toEqual([0, 0, 1, 1, 2, 2])
    const agg = agglomerative(points.length, (i, j) => dotDense(points[i] as Float32Array, points[j] as Float32Array), { k: 3 })
    expect(Array.from(agg.assignments)).toEqual([0, 0, 1, 1, 2, 2])
  })
})

describe('linear algebra', () => {
  it('Jacobi eigen-decomposition recovers a known spectrum', () => {
    const { values } = symmetricEigen(Float64Array.from([4, 1, 0, 1, 3, 0, 0, 0, 1]), 3)
    expect(values[0]).toBeCloseTo((7 + Math.sqrt(5)) / 2, 8)
    expect(values[1]).toBeCloseTo((7 - Math.sqrt(5)) / 2, 8)
    expect(values[2]).toBeCloseTo(1, 8)
  })

  it('LSA keeps documents on the same topic close', () => {
    const embedder = new LocalEmbedder().fit(TEXTS)
    const latent = unitRows(lsa(TEXTS.map((text) => embedder.vector(text)), { dimensions: 3, seed: 1 }))
    expect(dotDense(latent[0] as Float32Array, latent[1] as Float32Array)).toBeGreaterThan(dotDense(latent[0] as Float32Array, latent[3] as Float32Array))
  })
})
