/**
 * Loaders for the labelled public data in /work/shared/data (see its README and LICENSE_NOTE.md files) and for the
 * examples written for Headway in server/ai/data/. Used by scripts/train-ai.ts and scripts/eval-ai.ts only: nothing
 * here ships, and no text from these files is written into a model.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalise } from '../../server/ai/normalise'
import { hashString } from '../../server/ai/text'
import type { TrainingExample } from '../../server/ai/train'
import type { FeedbackLabel } from '../../server/ai/types'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const dataRoot = process.env.HEADWAY_AI_DATA_DIR ?? '/work/shared/data'

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes. Returns rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** CSV rows as objects keyed by the header. */
export function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  if (!header) return []
  return rows
    .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}

export function dataFile(...parts: string[]): string {
  return path.join(dataRoot, ...parts)
}

export function hasData(folder: string): boolean {
  return existsSync(path.join(dataRoot, folder))
}

export interface LabelledText {
  text: string
  label: FeedbackLabel
  /** The dataset's own label, before mapping to Headway's five. */
  raw: string
  source: 'nlbse24' | 'tizard' | 'headway' | 'urr'
}

/** NLBSE'24 issues (train split): title + body; bug → bug, feature → feature_request, question → question.
 * No licence: use for training hashed models and for evaluation only; never write its text anywhere. */
export function loadNlbse(): (LabelledText & { repo: string })[] {
  const map: Record<string, FeedbackLabel> = { bug: 'bug', feature: 'feature_request', question: 'question' }
  return readCsv(dataFile('nlbse24-issue-report-classification', 'issues_train.csv')).map((row) => ({
    text: `${row.title ?? ''}\n${row.body ?? ''}`,
    label: map[row.label ?? ''] ?? 'other',
    raw: row.label ?? '',
    source: 'nlbse24' as const,
    repo: row.repo ?? '',
  }))
}

/** Tizard et al. 2019 forum sentences; the 49 raw annotator labels normalised (case, spaces, typos) to five. */
export function normaliseTizardLabel(raw: string): FeedbackLabel | 'ambiguous' {
  const label = raw.toLowerCase().replace(/\s+/g, ' ').trim()
  if (label === 'feature request') return 'feature_request'
  if (label === 'agreeing with the request' || label === 'motivation fr') return 'ambiguous'
  if (['apparent bug', 'unsatisfactory behaviour', 'bug confirmation', 'agreeing with the problem'].includes(label)) {
    return 'bug'
  }
  if (
    ['question on application', 'help seeking', 'help seeker', 'information seeking', 'requesting more information'].includes(
      label,
    )
  ) {
    return 'question'
  }
  if (label === 'praise application') return 'praise'
  return 'other'
}

export function loadTizard(): LabelledText[] {
  return readCsv(dataFile('tizard2019-forum-sentences', 'labelled_sentences.csv')).map((row) => {
    const label = normaliseTizardLabel(row.label ?? '')
    return {
      text: row.sentence ?? '',
      label: label === 'ambiguous' ? 'other' : label,
      raw: label === 'ambiguous' ? 'ambiguous' : (row.label ?? ''),
      source: 'tizard' as const,
    }
  })
}

type HeadwayExample = LabelledText & { title?: string }

function readHeadwayFile(name: string): HeadwayExample[] {
  return readFileSync(path.join(repoRoot, 'server/ai/data', name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const record = JSON.parse(line) as { text: string; label: FeedbackLabel; title?: string }
      return { text: record.text, label: record.label, raw: record.label, source: 'headway' as const, title: record.title }
    })
}

/** Headway's own examples (server/ai/data/feedback-examples.jsonl): the demo workspace's feedback, labelled. */
export function loadHeadwayExamples(): HeadwayExample[] {
  return readHeadwayFile('feedback-examples.jsonl')
}

/** Training-only examples written for Headway (server/ai/data/training-examples.jsonl): many products and ways of
 * asking, relayed requests and churn threats included. Not part of the demo. */
export function loadTrainingExamples(): HeadwayExample[] {
  return readHeadwayFile('training-examples.jsonl')
}

export interface CustomerMessage {
  text: string
  label: FeedbackLabel
  /** app_review, slack, support_email, support_ticket, sales_note, nps or community_post. */
  source_kind: string
  /** The kind of product it is about ("banking app", "developer tools"...). */
  product: string
  /** For rows combined from templates (composed-*.jsonl): the template's id. */
  template?: string
  /** In the fixed held-out part: never trained on, scored by `npm run eval`. */
  heldOut: boolean
}

/** Customer messages written for Headway (server/ai/data/customer-messages/*.jsonl: app reviews, Slack threads, support
 * emails and tickets, sales notes, NPS comments, community posts about many products). A fifth is held out, chosen by
 * a hash of the template for composed rows (so held-out rows come from templates never trained on) and of the text
 * for the others. */
export function loadCustomerMessages(): CustomerMessage[] {
  const folder = path.join(repoRoot, 'server/ai/data/customer-messages')
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) =>
      readFileSync(path.join(folder, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          const row = JSON.parse(line) as Omit<CustomerMessage, 'heldOut'>
          return { ...row, heldOut: hashString(row.template ?? row.text, 17) % 5 === 0 }
        }),
    )
}

/** Weight of the examples written for Headway (the product's own kind of input) against the public ones. */
const HEADWAY_WEIGHT = 2

/** Headway's own examples as the classifier trains on them, normalised: the two example files and the training part
 * of the customer messages. */
export function headwayTrainingExamples(): TrainingExample[] {
  const weighted = (rows: readonly { text: string; label: FeedbackLabel }[], source: string): TrainingExample[] =>
    rows.map((row) => ({ text: normalise(row.text), label: row.label, weight: HEADWAY_WEIGHT, source }))
  return [
    ...weighted(loadHeadwayExamples(), 'headway-examples'),
    ...weighted(loadTrainingExamples(), 'headway-training-examples'),
    ...weighted(
      loadCustomerMessages().filter((row) => !row.heldOut),
      'headway-customer-messages',
    ),
  ]
}

export interface TitleExample {
  text: string
  /** The title a product manager would give the feature it asks for. */
  title: string
  /** Where a message of title-examples.jsonl would come from; the demo's messages come from every channel. */
  source?: 'app_review' | 'slack' | 'email' | 'sales_note' | 'support_ticket'
  /**
   * 'dev': looked at while the title rules were written; 'test': only measured; 'demo': the demo workspace's feature
   * requests (feedback-examples.jsonl) with their hand-written names, looked at too.
   */
  split: 'dev' | 'test' | 'demo'
}

/**
 * Feature requests with reference titles, for `npm run eval`: those written for Headway's titles
 * (server/ai/data/title-examples.jsonl, dev and test) and the demo's (feedback-examples.jsonl, demo).
 */
export function loadTitleExamples(): TitleExample[] {
  const written = readFileSync(path.join(repoRoot, 'server/ai/data/title-examples.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TitleExample)
  const demo = loadHeadwayExamples().flatMap((row): TitleExample[] => (row.label === 'feature_request' && row.title ? [{ text: row.text, title: row.title, split: 'demo' }] : []))
  return [...written, ...demo]
}

/** Held-out messages written for Headway separately from the training examples (server/ai/data/holdout-messages.jsonl):
 * read by `npm run eval` only, never trained on. */
export function loadHoldoutMessages(): HeadwayExample[] {
  return readHeadwayFile('holdout-messages.jsonl')
}

/** Banking77 queries with their intent. */
export function loadBanking77(split: 'train' | 'test'): { text: string; label: string }[] {
  return readCsv(dataFile('banking77', `${split}.csv`)).map((row) => ({ text: row.text ?? '', label: row.category ?? '' }))
}

/** Ciurumelea et al. 2017 app reviews with their first gold topic (class1). */
export function loadUrr(): { text: string; label: string }[] {
  return readCsv(dataFile('urr-ciurumelea2017', 'golden_set.utf8.csv'))
    .map((row) => ({ text: row.reviewText ?? '', label: row.class1 ?? '' }))
    .filter((row) => row.label !== '' && row.text !== '')
}

export interface BugReport {
  id: string
  summary: string
  description: string
}

/** GitBugs Hadoop: every report, and the known duplicate pairs (issue id → its duplicates' ids). */
export function loadHadoop(): { reports: BugReport[]; duplicates: Map<string, string[]> } {
  const reports = readCsv(dataFile('gitbugs-hadoop', 'hadoop_bugs.csv')).map((row) => ({
    id: row['Issue id'] ?? '',
    summary: row.Summary ?? '',
    description: row.Description ?? '',
  }))
  const duplicates = new Map<string, string[]>()
  for (const row of readCsv(dataFile('gitbugs-hadoop', 'hadoop_bugs-combined.csv'))) {
    const id = (row['Issue id'] ?? '').trim()
    const others = (row['Duplicate id'] ?? '')
      .split(/[,\s]+/)
      .map((value) => value.trim())
      .filter(Boolean)
    if (!id || others.length === 0) continue
    duplicates.set(id, [...new Set([...(duplicates.get(id) ?? []), ...others])])
  }
  return { reports, duplicates }
}

/** k folds stratified by label, assigned by a seeded shuffle. Returns the fold number of every item. */
export function stratifiedFolds(labels: readonly string[], k: number, random: () => number): number[] {
  const folds = new Array<number>(labels.length).fill(0)
  const byLabel = new Map<string, number[]>()
  labels.forEach((label, i) => byLabel.set(label, [...(byLabel.get(label) ?? []), i]))
  for (const label of [...byLabel.keys()].sort()) {
    const indices = byLabel.get(label) ?? []
    for (let i = indices.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[indices[i], indices[j]] = [indices[j] as number, indices[i] as number]
    }
    indices.forEach((index, position) => {
      folds[index] = position % k
    })
  }
  return folds
}

export interface RequestGroupMessage {
  id: string
  /** The product (a workspace of its own: messages of different products are never compared). */
  product: string
  source_kind: string
  /** 'tune': the threshold was chosen on it; 'heldout': only measured. */
  split: 'tune' | 'heldout'
  /** The request it makes: messages with the same group ask for the same thing. */
  group: string
  text: string
}

/** Customer messages written for Headway grouped by the request they make (server/ai/data/request-groups.jsonl). */
export function loadRequestGroups(): RequestGroupMessage[] {
  return readFileSync(path.join(repoRoot, 'server/ai/data/request-groups.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RequestGroupMessage)
}
