/** Evaluation metrics: precision/recall/F1, normalised mutual information, adjusted Rand index. */

export interface BinaryScores {
  precision: number
  recall: number
  f1: number
  support: number
}

/** Precision, recall and F1 of `positive` among predictions vs gold. */
export function binaryScores(gold: readonly string[], predicted: readonly string[], positive: string): BinaryScores {
  let tp = 0
  let fp = 0
  let fn = 0
  gold.forEach((label, i) => {
    const p = predicted[i] === positive
    const g = label === positive
    if (p && g) tp++
    else if (p) fp++
    else if (g) fn++
  })
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0
  return { precision, recall, f1, support: tp + fn }
}

export function macroF1(gold: readonly string[], predicted: readonly string[], labels: readonly string[]): number {
  return labels.reduce((sum, label) => sum + binaryScores(gold, predicted, label).f1, 0) / labels.length
}

function contingency(a: readonly (string | number)[], b: readonly (string | number)[]) {
  const table = new Map<string, number>()
  const rows = new Map<string | number, number>()
  const cols = new Map<string | number, number>()
  a.forEach((x, i) => {
    const y = b[i] as string | number
    const key = `${x}\u0000${y}`
    table.set(key, (table.get(key) ?? 0) + 1)
    rows.set(x, (rows.get(x) ?? 0) + 1)
    cols.set(y, (cols.get(y) ?? 0) + 1)
  })
  return { table, rows, cols, n: a.length }
}

/** Normalised mutual information with the arithmetic-mean normalisation (scikit-learn's default). */
export function nmi(gold: readonly (string | number)[], predicted: readonly (string | number)[]): number {
  const { table, rows, cols, n } = contingency(gold, predicted)
  const entropy = (counts: Map<string | number, number>) =>
    -[...counts.values()].reduce((sum, c) => sum + (c / n) * Math.log(c / n), 0)
  let mutual = 0
  for (const [key, count] of table) {
    const [x, y] = key.split('\u0000') as [string, string]
    const rx = rows.get(typeof gold[0] === 'number' ? Number(x) : x) as number
    const cy = cols.get(typeof predicted[0] === 'number' ? Number(y) : y) as number
    mutual += (count / n) * Math.log((n * count) / (rx * cy))
  }
  const h = (entropy(rows) + entropy(cols)) / 2
  return h > 0 ? mutual / h : 1
}

/** Adjusted Rand index (Hubert & Arabie). */
export function ari(gold: readonly (string | number)[], predicted: readonly (string | number)[]): number {
  const { table, rows, cols, n } = contingency(gold, predicted)
  const pairs = (x: number) => (x * (x - 1)) / 2
  const index = [...table.values()].reduce((sum, c) => sum + pairs(c), 0)
  const sumRows = [...rows.values()].reduce((sum, c) => sum + pairs(c), 0)
  const sumCols = [...cols.values()].reduce((sum, c) => sum + pairs(c), 0)
  const expected = (sumRows * sumCols) / pairs(n)
  const max = (sumRows + sumCols) / 2
  return max === expected ? 1 : (index - expected) / (max - expected)
}

/**
 * ROUGE tokens as the reference implementation (Google's rouge-score) makes them without stemming: lower case, every
 * run of characters other than letters and digits is a separator.
 */
export function rougeTokens(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

function fScore(overlap: number, candidateLength: number, referenceLength: number): number {
  if (overlap === 0) return 0
  const precision = overlap / candidateLength
  const recall = overlap / referenceLength
  return (2 * precision * recall) / (precision + recall)
}

/** ROUGE-1 F1: unigrams shared by candidate and reference (each counted at most as often as in both). */
export function rouge1(candidate: string, reference: string): number {
  const a = rougeTokens(candidate)
  const b = rougeTokens(reference)
  const counts = new Map<string, number>()
  for (const word of b) counts.set(word, (counts.get(word) ?? 0) + 1)
  let overlap = 0
  for (const word of a) {
    const left = counts.get(word) ?? 0
    if (left > 0) {
      overlap++
      counts.set(word, left - 1)
    }
  }
  return fScore(overlap, a.length, b.length)
}

/** ROUGE-L F1: the longest common subsequence of the two token sequences. */
export function rougeL(candidate: string, reference: string): number {
  const a = rougeTokens(candidate)
  const b = rougeTokens(reference)
  let previous = new Array<number>(b.length + 1).fill(0)
  for (const word of a) {
    const row = new Array<number>(b.length + 1).fill(0)
    for (let j = 1; j <= b.length; j++) row[j] = word === b[j - 1] ? (previous[j - 1] as number) + 1 : Math.max(previous[j] as number, row[j - 1] as number)
    previous = row
  }
  return fScore(previous[b.length] as number, a.length, b.length)
}
