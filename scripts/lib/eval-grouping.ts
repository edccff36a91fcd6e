/**
 * Same-request grouping (issue 17, point 4): Headway's messages grouped by the request they make
 * (server/ai/data/request-groups.jsonl) go through the pipeline's matching, one workspace per product, every message
 * taken as a feature request (the classifier is measured elsewhere: this is matching alone). Pairs of messages of one
 * product are scored: put in the same feature and asking for the same thing (true positive), put together but asking
 * for different things (false positive), asking for the same thing but kept apart (false negative).
 */
import { analyseFeedback, type PipelineOptions } from '../../server/ai/pipeline'
import { LocalProvider } from '../../server/ai/providers/local'
import { seededRandom, shuffled } from '../../server/ai/text'
import type { Classification } from '../../server/ai/types'
import { loadHeadwayExamples, loadRequestGroups, type RequestGroupMessage } from './ai-data'

export interface PairScores {
  precision: number
  recall: number
  f1: number
  /** Features made, against the gold number of requests. */
  features: number
  groups: number
}

/** The local provider with every message classified as a feature request, so that only matching is measured. */
export class EveryMessageAsks extends LocalProvider {
  override async classify(inputs: readonly { text: string }[]): Promise<Classification[]> {
    return inputs.map(() => ({ label: 'feature_request', confidence: 1 }) as Classification)
  }
}

/**
 * The pairs of messages in one gold group (gold), in one feature (predicted, by `featureOf` message id), and in both
 * (truePositives).
 */
export function countPairs(rows: readonly RequestGroupMessage[], featureOf: ReadonlyMap<string, string>) {
  const counts = { truePositives: 0, predicted: 0, gold: 0 }
  for (let a = 0; a < rows.length; a++) {
    for (let b = a + 1; b < rows.length; b++) {
      const first = rows[a] as RequestGroupMessage
      const second = rows[b] as RequestGroupMessage
      const same = first.group === second.group
      const together = featureOf.has(first.id) && featureOf.get(first.id) === featureOf.get(second.id)
      if (same) counts.gold++
      if (together) counts.predicted++
      if (same && together) counts.truePositives++
    }
  }
  return counts
}

/** Pairwise precision, recall and F1 of the pipeline's features against the gold groups, summed over products. */
export async function scoreGrouping(messages: readonly RequestGroupMessage[], options: PipelineOptions = {}): Promise<PairScores> {
  const provider = new EveryMessageAsks()
  let truePositives = 0
  let predictedPairs = 0
  let goldPairs = 0
  let features = 0
  const products = [...new Set(messages.map((message) => message.product))].sort()
  for (const product of products) {
    // Requests arrive in no particular order: a fixed shuffle, so a group's messages are not side by side.
    const rows = shuffled(
      messages.filter((message) => message.product === product),
      seededRandom(1),
    )
    const result = await analyseFeedback(
      rows.map((row) => ({ id: row.id, text: row.text })),
      { features: [], themes: [] },
      provider,
      options,
    )
    const featureOf = new Map(result.mentions.map((mention) => [mention.itemId, JSON.stringify(mention.feature)]))
    features += new Set(featureOf.values()).size + rows.filter((row) => !featureOf.has(row.id)).length
    const pairs = countPairs(rows, featureOf)
    goldPairs += pairs.gold
    predictedPairs += pairs.predicted
    truePositives += pairs.truePositives
  }
  const precision = predictedPairs > 0 ? truePositives / predictedPairs : 0
  const recall = goldPairs > 0 ? truePositives / goldPairs : 0
  return {
    precision,
    recall,
    f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
    features,
    groups: new Set(messages.map((message) => message.group)).size,
  }
}

export async function groupingScoresBySplit(options: PipelineOptions = {}): Promise<Record<'tune' | 'heldout', PairScores>> {
  const messages = loadRequestGroups()
  return {
    tune: await scoreGrouping(
      messages.filter((message) => message.split === 'tune'),
      options,
    ),
    heldout: await scoreGrouping(
      messages.filter((message) => message.split === 'heldout'),
      options,
    ),
  }
}

/** The matcher before request terms (commit 0764e73: hashed tf-idf of "rule title. request", threshold 0.42), measured
 * by this module on that commit's pipeline; and section 3's Hadoop figures on that commit. */
const BEFORE_COMMIT = '0764e73'
const BEFORE: Record<'tune' | 'heldout', Pick<PairScores, 'precision' | 'recall' | 'f1' | 'features'>> = {
  tune: { precision: 0.87, recall: 0.198, f1: 0.322, features: 241 },
  heldout: { precision: 1, recall: 0.086, f1: 0.158, features: 161 },
}
const BEFORE_HADOOP = { recall1: 0.468, recall10: 0.802, mrr: 0.578 }
const BEFORE_DEMO = { precision: 1, recall: 0.136, f1: 0.239, features: 106 }

/** The demo workspace's feature requests (feedback-examples.jsonl) grouped by their hand-written feature titles: one
 * product, written before this set and apart from it; it decided one choice (dropping the six-fold opposed terms, README). */
function demoRequests(): RequestGroupMessage[] {
  return loadHeadwayExamples().flatMap((row, i) =>
    row.label === 'feature_request' && row.title
      ? [{ id: `demo-${i}`, product: 'demo', source_kind: 'demo', split: 'heldout' as const, group: row.title, text: row.text }]
      : [],
  )
}

type SummaryRow = [metric: string, measured: string, goal: string, baseline: string]

/** Section 3b of `npm run eval`: same-request grouping on both parts, next to the matcher before. */
export async function reportGrouping(report: (line?: string) => void, summary: SummaryRow[]): Promise<void> {
  const messages = loadRequestGroups()
  const scores = await groupingScoresBySplit()
  const fmt = (value: number) => value.toFixed(3)
  const line = (measured: Pick<PairScores, 'precision' | 'recall' | 'f1' | 'features'>) =>
    `pairwise P ${fmt(measured.precision)}  R ${fmt(measured.recall)}  F1 ${fmt(measured.f1)}  (${measured.features} features)`
  report()
  report(
    `3b. Same-request grouping, Headway's grouped messages (${messages.length} messages, ${new Set(messages.map((m) => m.group)).size} requests, ` +
      `${new Set(messages.map((m) => m.product)).size} products; one workspace per product; every message taken as a request)`,
  )
  for (const split of ['heldout', 'tune'] as const) {
    const part = messages.filter((message) => message.split === split)
    const name = split === 'heldout' ? 'held out (never tuned on)' : 'tuning part (threshold chosen on it)'
    report(`    ${name.padEnd(37)} ${String(part.length).padStart(3)} messages, ${String(scores[split].groups).padStart(3)} requests`)
    report(`      request terms (now)                 ${line(scores[split])}`)
    report(`      before (commit ${BEFORE_COMMIT}, recorded)   ${line(BEFORE[split])}`)
  }
  const demo = demoRequests()
  const demoScores = await scoreGrouping(demo)
  report(`    demo workspace's requests by their titles ${String(demo.length).padStart(3)} messages, ${String(demoScores.groups).padStart(3)} requests (one analytics product)`)
  report(`      request terms (now)                 ${line(demoScores)}`)
  report(`      before (commit ${BEFORE_COMMIT}, recorded)   ${line(BEFORE_DEMO)}`)
  report(
    `    Hadoop duplicates before (commit ${BEFORE_COMMIT}, recorded): Recall@1 ${fmt(BEFORE_HADOOP.recall1)}  Recall@10 ${fmt(BEFORE_HADOOP.recall10)}  ` +
      `MRR ${fmt(BEFORE_HADOOP.mrr)} (now: section 3).`,
  )
  report('    Public grouped app reviews (goal pairwise F1 >= 0.50 at precision >= 0.60) are not here.')
  const heldout = scores.heldout
  summary.push([
    'Same-request grouping P / R / F1 (held out)',
    `${fmt(heldout.precision)} / ${fmt(heldout.recall)} / ${fmt(heldout.f1)}`,
    'F1 >= 0.50',
    `before ${fmt(BEFORE.heldout.precision)} / ${fmt(BEFORE.heldout.recall)} / ${fmt(BEFORE.heldout.f1)}`,
  ])
}
