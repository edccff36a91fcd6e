import { opposite } from '../request-terms'
import { dot, isSparse, topBuckets, type TextVector } from '../vectors'

/** A text compared in matching: the opposed terms it names (request-terms.ts directionOf); its vector once embedded. */
export interface MatchDocument {
  /** Its place among the run's documents: candidates that share as many buckets are taken in this order. */
  position: number
  text: string
  direction: string
  vector?: TextVector
}

/** What the index finds documents of: `rank` orders the features, and ties go to the earlier one. */
export interface RankedFeature {
  rank: number
}

interface Found<F> {
  feature: F
  similarity: number
}

interface Posting<F> {
  document: MatchDocument
  vector: TextVector
  feature: F
}

const INDEX_BUCKETS = 24
const QUERY_BUCKETS = 24
const MAX_CANDIDATES = 48

/**
 * Nearest-feature search over the documents of every feature; a feature's similarity is that of its closest
 * document. Sparse vectors use an inverted index over each document's highest-weighted buckets (its rarest terms
 * and character n-grams): the documents sharing most of the query's top buckets are the candidates, compared by exact
 * cosine (dot products of unit vectors). Dense vectors are compared with every document. Two documents naming opposed
 * terms (request-terms.ts opposite) are never of one feature, however similar.
 */
export class FeatureIndex<F extends RankedFeature> {
  private readonly postings = new Map<number, Posting<F>[]>()
  private readonly dense: Posting<F>[] = []

  /** Indexes a document of the feature; one without a vector is never found. */
  add(document: MatchDocument, feature: F): void {
    const { vector } = document
    if (!vector) return
    const posting = { document, vector, feature }
    if (!isSparse(vector)) {
      this.dense.push(posting)
      return
    }
    for (const bucket of topBuckets(vector, INDEX_BUCKETS)) {
      const list = this.postings.get(bucket)
      if (list) list.push(posting)
      else this.postings.set(bucket, [posting])
    }
  }

  /**
   * The closest feature to the document that is compatible and not `refused` (given each feature's similarity); a
   * refused feature leaves the choice to the next closest.
   */
  best(
    document: MatchDocument,
    refused?: (feature: F, similarity: number) => boolean,
  ): Found<F> | undefined {
    const query = document.vector
    if (!query) return undefined
    let candidates: Iterable<Posting<F>> = this.dense
    if (isSparse(query)) {
      // Documents sharing the most of the query's rarest buckets; exact cosine for the best MAX_CANDIDATES of them.
      const overlap = new Map<Posting<F>, number>()
      for (const bucket of topBuckets(query, QUERY_BUCKETS)) {
        for (const other of this.postings.get(bucket) ?? []) overlap.set(other, (overlap.get(other) ?? 0) + 1)
      }
      const ranked = [...overlap.entries()]
      if (ranked.length > MAX_CANDIDATES) {
        ranked.sort(([a, sharedA], [b, sharedB]) => sharedB - sharedA || a.document.position - b.document.position)
      }
      candidates = [...this.dense, ...ranked.slice(0, MAX_CANDIDATES).map(([other]) => other)]
    }
    // Each feature's similarity is its closest document's; ties go to the earlier feature, so the visiting order does
    // not matter.
    const closest = new Map<F, number>()
    for (const other of candidates) {
      if (other.document === document || opposite(document.direction, other.document.direction)) continue
      const similarity = dot(query, other.vector)
      if (similarity > (closest.get(other.feature) ?? Number.NEGATIVE_INFINITY)) closest.set(other.feature, similarity)
    }
    let best: Found<F> | undefined
    for (const [feature, similarity] of closest) {
      if (best && behind({ feature, similarity }, best)) continue
      if (refused?.(feature, similarity)) continue
      best = { feature, similarity }
    }
    return best
  }
}

/** Whether a found feature goes after another: less similar, or as similar and a later feature. */
function behind(found: Found<RankedFeature>, other: Found<RankedFeature>): boolean {
  if (found.similarity === other.similarity) return found.feature.rank > other.feature.rank
  return found.similarity < other.similarity
}
