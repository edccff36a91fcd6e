/**
 * Learning from the team (issue 17, point 5): corrections are simulated on 10% of a held-out labelled set, the items
 * the model gets wrong among a random tenth (seed 1), and the company's layer (server/ai/company-layer.ts) is measured
 * on the other 90%, before and after.
 *
 * - Requests: each corrected message is an example (is / is not a feature request) and the rest is classified by the
 *   shipped model, then by the company's layer over it (what decideFeatures does): feature-request P / R / F1.
 * - Repeats: one workspace per product of the grouped messages (request-groups.jsonl). A first pass analyses the
 *   tenth; the team moves each of its wrongly placed messages to the feature of its request (unlinked from where it
 *   was, linked there, or made a feature of its own when there is none), as the corrections routes record it; a later
 *   pass analyses the rest against those features. Pairwise P / R / F1 over the rest, with and without the corrections.
 */
import { REQUEST_NEIGHBOUR, RequestExamples, type CompanyExamples } from '../../server/ai/company-layer'
import { loadClassifier } from '../../server/ai/model-files'
import { normalise } from '../../server/ai/normalise'
import { analyseFeedback, type ExistingState, type FeatureRef } from '../../server/ai/pipeline'
import { seededRandom, shuffled } from '../../server/ai/text'
import type { ExistingFeature } from '../../server/ai/types'
import { loadCustomerMessages, loadHoldoutMessages, loadRequestGroups, type RequestGroupMessage } from './ai-data'
import { countPairs, EveryMessageAsks } from './eval-grouping'
import { binaryScores, type BinaryScores } from './metrics'

const SHARE = 0.1
const SEED = 1

type SummaryRow = [metric: string, measured: string, goal: string, baseline: string]

/** A fixed random tenth of `count` items (their indices), the rest in order. */
function tenth(count: number, seed = SEED): { corrected: Set<number>; rest: number[] } {
  const order = shuffled(
    Array.from({ length: count }, (_, i) => i),
    seededRandom(seed),
  )
  const corrected = new Set(order.slice(0, Math.round(count * SHARE)))
  return { corrected, rest: order.filter((i) => !corrected.has(i)).sort((a, b) => a - b) }
}

export interface RequestLearning {
  before: BinaryScores
  after: BinaryScores
  corrections: number
  rest: number
}

/** Feature-request detection on the rest of `rows`, before and after the team's corrections of a tenth. */
export function requestLearning(rows: readonly { text: string; label: string }[], { threshold = REQUEST_NEIGHBOUR, seed = SEED } = {}): RequestLearning {
  const classifier = loadClassifier()
  const texts = rows.map((row) => normalise(row.text))
  const model = texts.map((text) => classifier.classifyNormalised(text))
  const isRequest = (label: string) => label === 'feature_request'
  const { corrected, rest } = tenth(rows.length, seed)
  const examples: CompanyExamples['requests'] = [...corrected]
    .sort((a, b) => a - b)
    .filter((i) => isRequest((model[i] as { label: string }).label) !== isRequest((rows[i] as { label: string }).label))
    .map((i) => ({ text: texts[i] as string, request: isRequest((rows[i] as { label: string }).label) }))
  const team = new RequestExamples(examples, classifier)
  const gold = rest.map((i) => (rows[i] as { label: string }).label)
  const before = rest.map((i) => (model[i] as { label: string }).label)
  const after = rest.map((i) => team.follow(texts[i] as string, model[i]!, threshold).label)
  return {
    before: binaryScores(gold, before, 'feature_request'),
    after: binaryScores(gold, after, 'feature_request'),
    corrections: examples.length,
    rest: rest.length,
  }
}

interface PairCounts {
  truePositives: number
  predicted: number
  gold: number
}

/**
 * One product's messages: a first pass over all of them; the team reviews a tenth and moves each wrongly placed one to
 * the feature holding most of its request's messages (or makes it a feature of its own when there is none). A later
 * pass analyses the rest again against the features of the reviewed tenth (their titles and those messages' quotes,
 * corrected or not) and, after, the examples the moves recorded.
 */
async function productLearning(rows: readonly RequestGroupMessage[], correct: boolean): Promise<PairCounts & { corrections: number }> {
  const provider = new EveryMessageAsks()
  const { corrected, rest } = tenth(rows.length)
  const key = (ref: FeatureRef) => (ref.kind === 'existing' ? ref.id : ref.key)
  const firstPass = await analyseFeedback(
    rows.map((row) => ({ id: row.id, text: row.text })),
    { features: [], themes: [] },
    provider,
  )
  const created = new Map(firstPass.featuresToCreate.map((feature) => [feature.key, feature]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const featureOf = new Map(firstPass.mentions.map((mention) => [mention.itemId, key(mention.feature)]))
  const quoteOf = new Map(firstPass.mentions.map((mention) => [mention.itemId, mention.quote]))
  const membersOf = new Map<string, RequestGroupMessage[]>()
  for (const [itemId, feature] of featureOf) membersOf.set(feature, [...(membersOf.get(feature) ?? []), byId.get(itemId) as RequestGroupMessage])
  const countIn = (feature: string, group: string) => (membersOf.get(feature) ?? []).filter((member) => member.group === group).length
  const majority = (feature: string) => {
    const counts = new Map<string, number>()
    for (const member of membersOf.get(feature) ?? []) counts.set(member.group, (counts.get(member.group) ?? 0) + 1)
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
  }
  // The feature of a request: the one holding most of its messages, among those mostly about it.
  const homeOf = (group: string) => {
    let home: string | undefined
    for (const feature of membersOf.keys()) {
      if (majority(feature) === group && (!home || countIn(feature, group) > countIn(home, group))) home = feature
    }
    return home
  }

  // What the later pass knows: the reviewed tenth's features and quotes, and the team's moves.
  const reviewed = [...corrected].sort((a, b) => a - b).map((i) => rows[i] as RequestGroupMessage)
  const quotes = new Map<string, string[]>()
  const titles = new Map<string, { title: string; description: string }>()
  const examples: CompanyExamples['features'][number][] = []
  const describe = (feature: string) => {
    const made = created.get(feature)
    if (made) titles.set(feature, { title: made.title, description: made.description })
  }
  for (const row of reviewed) {
    const from = featureOf.get(row.id)
    const quote = quoteOf.get(row.id)
    if (from === undefined || quote === undefined) continue
    const home = homeOf(row.group)
    let to = from
    if (correct && home !== from) {
      to = home ?? `team:${row.id}`
      if (!home) titles.set(to, { title: quote, description: quote })
      examples.push({ text: quote, featureId: from, same: false }, { text: quote, featureId: to, same: true })
      describe(from)
    }
    describe(to)
    quotes.set(to, [...(quotes.get(to) ?? []), quote])
  }
  const existing: ExistingState = {
    features: [...titles.entries()].map(([id, { title, description }]): ExistingFeature => ({ id, title, description, mentionTexts: quotes.get(id) ?? [] })),
    themes: [],
    examples: { requests: [], features: examples, themes: [] },
  }
  const later = rest.map((i) => rows[i] as RequestGroupMessage)
  const laterPass = await analyseFeedback(
    later.map((row) => ({ id: row.id, text: row.text })),
    existing,
    provider,
  )
  const laterFeature = new Map(laterPass.mentions.map((mention) => [mention.itemId, key(mention.feature)]))
  return { ...countPairs(later, laterFeature), corrections: examples.length / 2 }
}

export interface GroupingLearning {
  before: { precision: number; recall: number; f1: number }
  after: { precision: number; recall: number; f1: number }
  corrections: number
  rest: number
}

/** Same-request grouping of the rest of each product's messages, before and after the team's corrections of a tenth. */
export async function groupingLearning(messages: readonly RequestGroupMessage[]): Promise<GroupingLearning> {
  const products = [...new Set(messages.map((message) => message.product))].sort()
  const totals = { before: { truePositives: 0, predicted: 0, gold: 0 }, after: { truePositives: 0, predicted: 0, gold: 0 } }
  let corrections = 0
  let rest = 0
  for (const product of products) {
    const rows = shuffled(
      messages.filter((message) => message.product === product),
      seededRandom(SEED),
    )
    rest += rows.length - Math.round(rows.length * SHARE)
    for (const side of ['before', 'after'] as const) {
      const counts = await productLearning(rows, side === 'after')
      totals[side].truePositives += counts.truePositives
      totals[side].predicted += counts.predicted
      totals[side].gold += counts.gold
      if (side === 'after') corrections += counts.corrections
    }
  }
  const scores = ({ truePositives, predicted, gold }: PairCounts) => {
    const precision = predicted > 0 ? truePositives / predicted : 0
    const recall = gold > 0 ? truePositives / gold : 0
    return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0 }
  }
  return { before: scores(totals.before), after: scores(totals.after), corrections, rest }
}

/** Section 6 of `npm run eval`. */
export async function reportLearning(report: (line?: string) => void, summary: SummaryRow[]): Promise<void> {
  const fmt = (value: number) => value.toFixed(3)
  const prf = (scores: { precision: number; recall: number; f1: number }) => `P ${fmt(scores.precision)}  R ${fmt(scores.recall)}  F1 ${fmt(scores.f1)}`
  report()
  report(`6.  Learning from the team: corrections on a random ${100 * SHARE}% (seed ${SEED}) of a held-out set, the items the model gets wrong`)
  report('    there; scored on the other 90% before and after (the company layer, server/ai/company-layer.ts)')
  const customer = loadCustomerMessages().filter((row) => row.heldOut)
  const sets = [
    { name: 'holdout-messages.jsonl', rows: loadHoldoutMessages() },
    { name: 'customer messages, held-out part', rows: customer },
    { name: '  of them written one by one (not composed)', rows: customer.filter((row) => !row.template) },
  ]
  for (const { name, rows } of sets) {
    const learned = requestLearning(rows)
    report(`    requests, ${name} (${learned.corrections} corrections, ${learned.rest} scored)`)
    report(`      before  feature ${prf(learned.before)}`)
    report(`      after   feature ${prf(learned.after)}`)
    if (name.startsWith('customer')) {
      summary.push(['Learning: request F1 on the other 90%', `${fmt(learned.before.f1)} → ${fmt(learned.after.f1)}`, 'higher after', 'customer messages, held out'])
    }
  }
  const groups = loadRequestGroups()
  for (const split of ['heldout', 'tune'] as const) {
    const learned = await groupingLearning(groups.filter((message) => message.split === split))
    report(`    repeats, grouped messages, ${split === 'heldout' ? 'held-out part' : 'tuning part'} (${learned.corrections} messages moved, ${learned.rest} scored)`)
    report(`      before  pairwise ${prf(learned.before)}`)
    report(`      after   pairwise ${prf(learned.after)}`)
    if (split === 'heldout') {
      summary.push(['Learning: grouping F1 on the other 90%', `${fmt(learned.before.f1)} → ${fmt(learned.after.f1)}`, 'higher after', 'grouped messages, held out'])
    }
  }
}
