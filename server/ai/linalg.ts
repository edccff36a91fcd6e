/**
 * The little dense linear algebra the local provider needs: Gaussian random matrices from a seeded generator,
 * Gram–Schmidt orthonormalisation, a Jacobi eigen-solver for small symmetric matrices, and a randomized truncated SVD
 * of sparse rows (Halko, Martinsson & Tropp 2011) for latent semantic analysis. Matrices are row-major Float64Arrays.
 */
import { seededRandom } from './text'
import type { SparseVector } from './vectors'

export function gaussian(random: () => number): () => number {
  let spare: number | undefined
  return () => {
    if (spare !== undefined) {
      const value = spare
      spare = undefined
      return value
    }
    let u = 0
    while (u === 0) u = random()
    const v = random()
    const r = Math.sqrt(-2 * Math.log(u))
    spare = r * Math.sin(2 * Math.PI * v)
    return r * Math.cos(2 * Math.PI * v)
  }
}

/** Orthonormalises the columns of the rows × cols matrix `a` in place (modified Gram–Schmidt, twice). */
export function orthonormaliseColumns(a: Float64Array, rows: number, cols: number): void {
  for (let pass = 0; pass < 2; pass++) {
    for (let j = 0; j < cols; j++) {
      for (let p = 0; p < j; p++) {
        let dot = 0
        for (let i = 0; i < rows; i++) dot += (a[i * cols + j] as number) * (a[i * cols + p] as number)
        for (let i = 0; i < rows; i++) a[i * cols + j] = (a[i * cols + j] as number) - dot * (a[i * cols + p] as number)
      }
      let norm = 0
      for (let i = 0; i < rows; i++) norm += (a[i * cols + j] as number) ** 2
      norm = Math.sqrt(norm)
      for (let i = 0; i < rows; i++) a[i * cols + j] = norm > 1e-12 ? (a[i * cols + j] as number) / norm : 0
    }
  }
}

/** Eigen-decomposition of a small symmetric n × n matrix by cyclic Jacobi rotations. Eigenvalues descending; the
 * eigenvectors are the columns of `vectors`. */
export function symmetricEigen(matrix: Float64Array, n: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix)
  const v = new Float64Array(n * n)
  for (let i = 0; i < n; i++) v[i * n + i] = 1
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += (a[p * n + q] as number) ** 2
    if (off < 1e-22) break
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q] as number
        if (Math.abs(apq) < 1e-300) continue
        const app = a[p * n + p] as number
        const aqq = a[q * n + q] as number
        const theta = (aqq - app) / (2 * apq)
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
        const c = 1 / Math.sqrt(t * t + 1)
        const s = t * c
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p] as number
          const akq = a[k * n + q] as number
          a[k * n + p] = c * akp - s * akq
          a[k * n + q] = s * akp + c * akq
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k] as number
          const aqk = a[q * n + k] as number
          a[p * n + k] = c * apk - s * aqk
          a[q * n + k] = s * apk + c * aqk
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p] as number
          const vkq = v[k * n + q] as number
          v[k * n + p] = c * vkp - s * vkq
          v[k * n + q] = s * vkp + c * vkq
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (a[y * n + y] as number) - (a[x * n + x] as number) || x - y)
  const values = Float64Array.from(order, (i) => a[i * n + i] as number)
  const vectors = new Float64Array(n * n)
  order.forEach((from, to) => {
    for (let k = 0; k < n; k++) vectors[k * n + to] = v[k * n + from] as number
  })
  return { values, vectors }
}

export interface LsaOptions {
  /** Number of latent dimensions. */
  dimensions: number
  oversampling?: number
  powerIterations?: number
  seed?: number
}

/**
 * Latent semantic analysis: the rank-k randomized SVD X ≈ U Σ Vᵀ of the sparse rows X, returning each row's
 * coordinates U Σ (length k) — the document embeddings. Columns are compacted to the buckets that occur.
 */
export function lsa(rows: readonly SparseVector[], options: LsaOptions): Float32Array[] {
  const n = rows.length
  const columnOf = new Map<number, number>()
  for (const row of rows) for (const index of row.indices) if (!columnOf.has(index)) columnOf.set(index, columnOf.size)
  const m = columnOf.size
  const k = Math.max(1, Math.min(options.dimensions, n, m))
  const l = Math.min(k + (options.oversampling ?? 10), n, m)
  if (n === 0 || m === 0) return rows.map(() => new Float32Array(k))
  const compact = rows.map((row) => ({ columns: Int32Array.from(row.indices, (index) => columnOf.get(index) as number), values: row.values }))
  const normal = gaussian(seededRandom(options.seed ?? 42))
  // Y = X Ω (n × l), Ω Gaussian (m × l)
  const omega = new Float64Array(m * l)
  for (let i = 0; i < omega.length; i++) omega[i] = normal()
  let y = multiplyRows(compact, omega, n, l)
  orthonormaliseColumns(y, n, l)
  for (let iteration = 0; iteration < (options.powerIterations ?? 3); iteration++) {
    const z = multiplyTransposed(compact, y, m, l) // Xᵀ Y (m × l)
    orthonormaliseColumns(z, m, l)
    y = multiplyRows(compact, z, n, l)
    orthonormaliseColumns(y, n, l)
  }
  // B = Qᵀ X (l × m); B Bᵀ = W Λ Wᵀ; U = Q W; Σ = sqrt(Λ)
  const bt = multiplyTransposed(compact, y, m, l) // Xᵀ Q = Bᵀ (m × l)
  const gram = new Float64Array(l * l)
  for (let r = 0; r < m; r++) {
    for (let i = 0; i < l; i++) {
      const bi = bt[r * l + i] as number
      if (bi === 0) continue
      for (let j = i; j < l; j++) gram[i * l + j] = (gram[i * l + j] as number) + bi * (bt[r * l + j] as number)
    }
  }
  for (let i = 0; i < l; i++) for (let j = 0; j < i; j++) gram[i * l + j] = gram[j * l + i] as number
  const { values, vectors } = symmetricEigen(gram, l)
  const embeddings: Float32Array[] = []
  for (let r = 0; r < n; r++) {
    const embedding = new Float32Array(k)
    for (let c = 0; c < k; c++) {
      // (Q W)[r, c] × σ_c, and σ_c × w_c = B Bᵀ... : U Σ = Q W Σ
      let sum = 0
      for (let i = 0; i < l; i++) sum += (y[r * l + i] as number) * (vectors[i * l + c] as number)
      embedding[c] = sum * Math.sqrt(Math.max(0, values[c] as number))
    }
    embeddings.push(embedding)
  }
  return embeddings
}

/** X · M for compact sparse rows X (n × m) and dense M (m × l). */
function multiplyRows(rows: readonly { columns: Int32Array; values: Float32Array }[], matrix: Float64Array, n: number, l: number): Float64Array {
  const out = new Float64Array(n * l)
  for (let r = 0; r < n; r++) {
    const row = rows[r] as { columns: Int32Array; values: Float32Array }
    for (let e = 0; e < row.columns.length; e++) {
      const c = row.columns[e] as number
      const value = row.values[e] as number
      for (let j = 0; j < l; j++) out[r * l + j] = (out[r * l + j] as number) + value * (matrix[c * l + j] as number)
    }
  }
  return out
}

/** Xᵀ · M for compact sparse rows X (n × m) and dense M (n × l). */
function multiplyTransposed(rows: readonly { columns: Int32Array; values: Float32Array }[], matrix: Float64Array, m: number, l: number): Float64Array {
  const out = new Float64Array(m * l)
  rows.forEach((row, r) => {
    for (let e = 0; e < row.columns.length; e++) {
      const c = row.columns[e] as number
      const value = row.values[e] as number
      for (let j = 0; j < l; j++) out[c * l + j] = (out[c * l + j] as number) + value * (matrix[r * l + j] as number)
    }
  })
  return out
}
