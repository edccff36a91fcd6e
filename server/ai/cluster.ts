/**
 * Clustering for themes: spherical k-means (cosine) with k-means++ seeding and seeded restarts, average-linkage
 * agglomerative clustering with a similarity threshold (when the number of groups is not known), and names for
 * clusters from their most distinctive terms. Deterministic for the same input.
 */
import { gaussian, lsa, orthonormaliseColumns, symmetricEigen } from './linalg'
import { seededRandom } from './text'
import { dot, dotDense, isSparse, normalised, type TextVector } from './vectors'

export interface KMeansOptions {
  seed?: number
  /** Independent k-means++ starts; the one with the best objective wins. */
  restarts?: number
  maxIterations?: number
}

export interface Clustering {
  /** Cluster number of every input, numbered by first appearance (0, 1, 2... in input order). */
  assignments: Int32Array
  clusters: number
}

/** Unit-length copies of `vectors` (zero vectors stay zero). */
export function unitRows(vectors: readonly Float32Array[]): Float32Array[] {
  return vectors.map((vector) => {
    const norm = Math.sqrt(dotDense(vector, vector))
    return norm > 0 ? vector.map((value) => value / norm) : vector.slice()
  })
}

/** Spherical k-means on unit vectors: maximises the summed cosine of every point to its cluster's mean direction. */
export function kMeans(vectors: readonly Float32Array[], k: number, options: KMeansOptions = {}): Clustering {
  const n = vectors.length
  if (n === 0) return { assignments: new Int32Array(0), clusters: 0 }
  const clusters = Math.max(1, Math.min(k, n))
  const random = seededRandom(options.seed ?? 1)
  let best: { assignments: Int32Array; objective: number } | undefined
  for (let restart = 0; restart < (options.restarts ?? 5); restart++) {
    const result = lloyd(vectors, seedCentroids(vectors, clusters, random), options.maxIterations ?? 100)
    if (!best || result.objective > best.objective + 1e-9) best = result
  }
  return renumber((best as { assignments: Int32Array }).assignments)
}

/** k-means++: the first centre uniformly, every next one with probability ∝ squared distance to the nearest centre. */
function seedCentroids(vectors: readonly Float32Array[], k: number, random: () => number): Float32Array[] {
  const n = vectors.length
  const centroids: Float32Array[] = [(vectors[Math.floor(random() * n)] as Float32Array).slice()]
  const distance = new Float64Array(n).fill(Number.POSITIVE_INFINITY)
  while (centroids.length < k) {
    const last = centroids[centroids.length - 1] as Float32Array
    let total = 0
    for (let i = 0; i < n; i++) {
      const d = Math.max(0, 2 - 2 * dotDense(vectors[i] as Float32Array, last))
      if (d < (distance[i] as number)) distance[i] = d
      total += distance[i] as number
    }
    let target = random() * total
    let chosen = n - 1
    for (let i = 0; i < n; i++) {
      target -= distance[i] as number
      if (target <= 0) {
        chosen = i
        break
      }
    }
    centroids.push((vectors[chosen] as Float32Array).slice())
  }
  return centroids
}

function lloyd(vectors: readonly Float32Array[], initial: Float32Array[], maxIterations: number) {
  const n = vectors.length
  const k = initial.length
  const dim = vectors[0]?.length ?? 0
  let centroids = initial
  const assignments = new Int32Array(n).fill(-1)
  let objective = 0
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let changed = 0
    objective = 0
    for (let i = 0; i < n; i++) {
      let bestCluster = 0
      let bestSimilarity = Number.NEGATIVE_INFINITY
      for (let c = 0; c < k; c++) {
        const similarity = dotDense(vectors[i] as Float32Array, centroids[c] as Float32Array)
        if (similarity > bestSimilarity) {
          bestSimilarity = similarity
          bestCluster = c
        }
      }
      objective += bestSimilarity
      if (assignments[i] !== bestCluster) {
        assignments[i] = bestCluster
        changed++
      }
    }
    if (changed === 0 && iteration > 0) break
    const sums = Array.from({ length: k }, () => new Float64Array(dim))
    const counts = new Int32Array(k)
    for (let i = 0; i < n; i++) {
      const c = assignments[i] as number
      counts[c] = (counts[c] as number) + 1
      const sum = sums[c] as Float64Array
      const vector = vectors[i] as Float32Array
      for (let d = 0; d < dim; d++) sum[d] = (sum[d] as number) + (vector[d] as number)
    }
    centroids = sums.map((sum, c) => {
      if (counts[c] === 0) return centroids[c] as Float32Array // an empty cluster keeps its centre
      let norm = 0
      for (let d = 0; d < dim; d++) norm += (sum[d] as number) ** 2
      norm = Math.sqrt(norm) || 1
      return Float32Array.from(sum, (value) => value / norm)
    })
  }
  return { assignments, objective }
}

/** Renumbers clusters by first appearance so equal partitions give equal arrays. */
export function renumber(assignments: ArrayLike<number>): Clustering {
  const mapping = new Map<number, number>()
  const result = new Int32Array(assignments.length)
  for (let i = 0; i < assignments.length; i++) {
    const cluster = assignments[i] as number
    if (!mapping.has(cluster)) mapping.set(cluster, mapping.size)
    result[i] = mapping.get(cluster) as number
  }
  return { assignments: result, clusters: mapping.size }
}

/**
 * Average-linkage agglomerative clustering: repeatedly merges the two clusters with the highest mean pairwise
 * similarity while it is at least `threshold` (or until `k` clusters remain when k is given). `similarity(i, j)` is
 * any symmetric similarity (cosine of sparse or dense vectors). O(n²) memory and time per merge scan with a per-row
 * best-neighbour cache: meant for the hundreds or few thousands of features of a workspace.
 */
export function agglomerative(
  n: number,
  similarity: (i: number, j: number) => number,
  options: { threshold?: number; k?: number },
): Clustering {
  if (n === 0) return { assignments: new Int32Array(0), clusters: 0 }
  const matrix = new Float64Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const s = similarity(i, j)
      matrix[i * n + j] = s
      matrix[j * n + i] = s
    }
  }
  const size = new Int32Array(n).fill(1)
  const active = new Uint8Array(n).fill(1)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  // best[i]: the active j > i... any j ≠ i with the highest similarity to i, and that similarity
  const bestJ = new Int32Array(n).fill(-1)
  const bestS = new Float64Array(n).fill(Number.NEGATIVE_INFINITY)
  const refresh = (i: number) => {
    let j0 = -1
    let s0 = Number.NEGATIVE_INFINITY
    for (let j = 0; j < n; j++) {
      if (j === i || !active[j]) continue
      const s = matrix[i * n + j] as number
      if (s > s0) {
        s0 = s
        j0 = j
      }
    }
    bestJ[i] = j0
    bestS[i] = s0
  }
  for (let i = 0; i < n; i++) refresh(i)
  let clusters = n
  const threshold = options.threshold ?? Number.NEGATIVE_INFINITY
  const target = Math.max(1, options.k ?? 1)
  while (clusters > target) {
    let a = -1
    let best = Number.NEGATIVE_INFINITY
    for (let i = 0; i < n; i++) {
      if (active[i] && (bestS[i] as number) > best) {
        best = bestS[i] as number
        a = i
      }
    }
    if (a < 0 || best < threshold) break
    const b = bestJ[a] as number
    const keep = Math.min(a, b)
    const drop = Math.max(a, b)
    const sk = size[keep] as number
    const sd = size[drop] as number
    active[drop] = 0
    parent[drop] = keep
    size[keep] = sk + sd
    for (let k = 0; k < n; k++) {
      if (!active[k] || k === keep) continue
      const merged = ((matrix[keep * n + k] as number) * sk + (matrix[drop * n + k] as number) * sd) / (sk + sd)
      matrix[keep * n + k] = merged
      matrix[k * n + keep] = merged
    }
    clusters--
    for (let i = 0; i < n; i++) {
      if (!active[i]) continue
      if (i === keep || bestJ[i] === keep || bestJ[i] === drop) refresh(i)
      else if ((matrix[i * n + keep] as number) > (bestS[i] as number)) {
        bestS[i] = matrix[i * n + keep] as number
        bestJ[i] = keep
      }
    }
  }
  const root = (i: number): number => {
    let r = i
    while (parent[r] !== r) r = parent[r] as number
    return r
  }
  return renumber(Array.from({ length: n }, (_, i) => root(i)))
}

export interface ClusterVectorsOptions {
  /** Number of clusters; unset = as many as the similarity threshold gives (average linkage). */
  k?: number
  /** For k unset: clusters merge while their average cosine similarity is at least this. */
  threshold?: number
  seed?: number
  /** Latent dimensions for sparse vectors when there are too few of them for spectral clustering. Default 100. */
  dimensions?: number
}

/** Above this many points without a k, agglomerative clustering is too costly: k-means with k = √(n/2) instead. */
export const MAX_AGGLOMERATIVE_POINTS = 3000

/**
 * Clusters text vectors (sparse hashed tf-idf or dense embeddings). With k: sparse vectors go to spectral clustering
 * (see spectralEmbedding) when there are more than 3k of them, else to LSA (randomized SVD to `dimensions`, rows
 * normalised); then spherical k-means (k-means++ seeding, 5 seeded restarts). Dense vectors go to spherical k-means
 * directly.
 * Without k: average-linkage agglomerative clustering on cosine similarity down to `threshold`.
 */
export function clusterVectors(vectors: readonly TextVector[], options: ClusterVectorsOptions): Clustering {
  const n = vectors.length
  if (n === 0) return { assignments: new Int32Array(0), clusters: 0 }
  const unit = vectors.map((vector) => normalised(vector))
  if (options.k === undefined && n <= MAX_AGGLOMERATIVE_POINTS) {
    return agglomerative(n, (i, j) => dot(unit[i] as TextVector, unit[j] as TextVector), { threshold: options.threshold ?? 0.25 })
  }
  const k = options.k ?? Math.max(1, Math.round(Math.sqrt(n / 2)))
  const seed = options.seed ?? 1
  const sparse = unit.filter(isSparse)
  if (sparse.length !== n) {
    return kMeans(unitRows(unit.map((vector) => (isSparse(vector) ? new Float32Array(0) : vector))), k, { seed, restarts: 5 })
  }
  // The neighbour graph comes from the full sparse vectors: LSA first would blur the rare terms that tell close
  // groups apart (Banking77: NMI 0.726 against 0.708 with the graph built on 100 LSA dimensions).
  const points = n > 3 * k ? spectralEmbedding(sparse, k, { seed }) : unitRows(lsa(sparse, { dimensions: options.dimensions ?? 100, seed }))
  return kMeans(points, k, { seed, restarts: 5 })
}

/**
 * Spectral embedding (Ng, Jordan & Weiss 2001) of unit vectors (sparse or dense): a symmetric k-nearest-neighbour graph
 * weighted by cosine, normalised as D^-1/2 W D^-1/2; its top `k` eigenvectors by block power iteration on (I + A) / 2
 * with a final Rayleigh–Ritz step; rows normalised. Points of one dense region of the graph end up close together even
 * when the region is not round, which k-means alone misses.
 */
export function spectralEmbedding(
  points: readonly TextVector[],
  k: number,
  options: { neighbours?: number; iterations?: number; seed?: number } = {},
): Float32Array[] {
  const n = points.length
  const neighbours = Math.min(options.neighbours ?? 10, n - 1)
  const adjacency: Map<number, number>[] = Array.from({ length: n }, () => new Map())
  const similarities = new Float64Array(n)
  const order = Array.from({ length: n }, (_, j) => j)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) similarities[j] = j === i ? Number.NEGATIVE_INFINITY : dot(points[i] as TextVector, points[j] as TextVector)
    order.sort((a, b) => (similarities[b] as number) - (similarities[a] as number) || a - b)
    for (let r = 0; r < neighbours; r++) {
      const j = order[r] as number
      const weight = similarities[j] as number
      if (!(weight > 0)) break
      adjacency[i]?.set(j, Math.max(adjacency[i]?.get(j) ?? 0, weight))
      adjacency[j]?.set(i, Math.max(adjacency[j]?.get(i) ?? 0, weight))
    }
  }
  const degree = adjacency.map((row) => {
    let total = 0
    for (const weight of row.values()) total += weight
    return total || 1
  })
  const l = Math.min(n, k + 15)
  const multiply = (y: Float64Array): Float64Array => {
    const z = new Float64Array(n * l)
    for (let i = 0; i < n; i++) {
      for (const [j, weight] of adjacency[i] as Map<number, number>) {
        const f = weight / Math.sqrt((degree[i] as number) * (degree[j] as number))
        for (let c = 0; c < l; c++) z[i * l + c] = (z[i * l + c] as number) + f * (y[j * l + c] as number)
      }
    }
    return z
  }
  const normal = gaussian(seededRandom(options.seed ?? 1))
  let y: Float64Array = Float64Array.from({ length: n * l }, () => normal())
  orthonormaliseColumns(y, n, l)
  for (let iteration = 0; iteration < (options.iterations ?? 30); iteration++) {
    const z = multiply(y)
    for (let x = 0; x < z.length; x++) z[x] = ((z[x] as number) + (y[x] as number)) / 2
    y = z
    orthonormaliseColumns(y, n, l)
  }
  // Rayleigh–Ritz: eigenvectors of Yᵀ A Y rotate Y onto the leading eigenvectors.
  const ay = multiply(y)
  const h = new Float64Array(l * l)
  for (let a = 0; a < l; a++) {
    for (let b = a; b < l; b++) {
      let total = 0
      for (let i = 0; i < n; i++) total += (y[i * l + a] as number) * (ay[i * l + b] as number)
      h[a * l + b] = total
      h[b * l + a] = total
    }
  }
  const { vectors } = symmetricEigen(h, l)
  const rows = Array.from({ length: n }, (_, i) => {
    const row = new Float32Array(k)
    for (let c = 0; c < k; c++) {
      let total = 0
      for (let a = 0; a < l; a++) total += (y[i * l + a] as number) * (vectors[a * l + c] as number)
      row[c] = total
    }
    return row
  })
  return unitRows(rows)
}
