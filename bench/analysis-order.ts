/**
 * `npx tsx bench/analysis-order.ts`: what analysing in the canonical order costs (server/domain/features/analysis.ts,
 * nextBatch). BENCH_MESSAGES (3,000) generated messages are analysed on an in-memory PGlite with one analysis thread,
 * as they arrive in three ways:
 * - all at once (the baseline: no message waits for an earlier one, nothing is analysed twice; the work of the
 *   previous incremental analysis);
 * - live, 20 at a time in their order, each arrival analysed at once (on its own; its batch again once full, and the
 *   last one once quiet);
 * - a backfill of 5 channels, 500 at a time, newest first in each channel in turn, one batch analysed between
 *   arrivals (earlier messages arrive after later ones were analysed: those are analysed again).
 * Figures: messages per second (stored and analysed to the end), items analysed per message, and whether the features
 * and their mentions equal the baseline's. A first, unmeasured run loads the models and fills their caches.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { createAnalysisWorkers } from '../server/ai/workers/pool'
import { type Db, openDatabase } from '../server/db/client'
import { companies, features, feedback, mentions } from '../server/db/schema'
import { analyseWaitingFeedback, CONSOLIDATE_AFTER_MS } from '../server/domain/features/analysis'
import { fmt, ratio } from './backfill-shared'
import { generateMessages } from './feedback-generator'

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 3_000)
const CHANNELS = 5
const messages = generateMessages(TOTAL, 3).map((message, index) => ({
  text: message.text,
  postedAt: new Date(message.createdAt ?? 0),
  channelId: `C${index % CHANNELS}`,
  ts: String(index).padStart(7, '0'),
}))
type Message = (typeof messages)[number]

const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true })
await database.migrate()
const db = database.db
const workers = createAnalysisWorkers({
  threads: 1,
  ai: { aiProvider: 'local', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined },
})

/** Each feature's title with its messages, sorted. */
async function grouping(companyId: string): Promise<string> {
  const rows = await db
    .select({ featureId: features.id, title: features.title, channel: feedback.channelId, ts: feedback.ts })
    .from(mentions)
    .innerJoin(features, eq(features.id, mentions.featureId))
    .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
    .where(and(eq(mentions.companyId, companyId), isNull(mentions.unlinkedAt), isNull(features.mergedIntoId)))
  const byFeature = new Map<string, string[]>()
  for (const row of rows) byFeature.set(row.featureId, [...(byFeature.get(row.featureId) ?? []), `${row.channel}:${row.ts}`])
  return [...byFeature.entries()]
    .map(([id, linked]) => `${rows.find((row) => row.featureId === id)?.title}: ${linked.sort().join(' ')}`)
    .sort()
    .join('\n')
}

interface Result {
  perSecond: number
  analysedPerMessage: number
  grouping: string
}

/** Stores `arrivals` one after the other, analysing `passes` batches after each (Infinity: until none waits). */
async function run(name: string, arrivals: Message[][], passes: number): Promise<Result> {
  const [company] = await db.insert(companies).values({ name, nameKey: name, size: '1-10' }).returning({ id: companies.id })
  const companyId = company!.id
  let analysed = 0
  const pass = async (now = new Date()) => {
    const outcome = await analyseWaitingFeedback(db as Db, companyId, workers, { now })
    analysed += outcome.analysed + outcome.reanalysed
    return outcome.more
  }
  const started = performance.now()
  for (const arrival of arrivals) {
    await db.insert(feedback).values(arrival.map((message) => ({ companyId, source: 'manual' as const, ...message })))
    for (let done = 0; done < passes && (await pass()); done++);
  }
  while (await pass());
  // The last batch, if analysed a piece at a time, analysed again as a whole (as the due check asks once it is quiet).
  while (await pass(new Date(Date.now() + CONSOLIDATE_AFTER_MS)));
  const seconds = (performance.now() - started) / 1000
  return { perSecond: TOTAL / seconds, analysedPerMessage: analysed / TOTAL, grouping: await grouping(companyId) }
}

const chunks = (list: Message[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size))
const byChannelNewestFirst = Array.from({ length: CHANNELS }, (_, channel) =>
  messages.filter((message) => message.channelId === `C${channel}`).sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime()),
).flat()

console.log(`Analysis in the canonical order: ${fmt(TOTAL)} generated messages, in-memory PGlite, one analysis thread`)
// A first run loads the models and fills the sentence encoder's cache of texts (feature titles recur): not measured.
const cold = await run('cold', [messages], Number.POSITIVE_INFINITY)
console.log(`  first run (models loading, caches filling; not compared): ${fmt(cold.perSecond)} messages/s`)
const baseline = await run('all-at-once', [messages], Number.POSITIVE_INFINITY)
const describe = (label: string, result: Result) =>
  `  ${label} ${fmt(result.perSecond)} messages/s, ${result.analysedPerMessage.toFixed(2)} analyses per message, ` +
  `${ratio(result.perSecond / baseline.perSecond)}x the baseline; same features and mentions: ${result.grouping === baseline.grouping ? 'yes' : 'NO'}`
console.log(describe('baseline, all at once:                ', baseline))
const sorted = [...messages].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime() || a.channelId.localeCompare(b.channelId) || a.ts.localeCompare(b.ts))
console.log(describe('live, 20 at a time, each analysed:    ', await run('live', chunks(sorted, 20), Number.POSITIVE_INFINITY)))
console.log(describe('backfill, 500 at a time, newest first:', await run('backfill', chunks(byChannelNewestFirst, 500), 1)))
await workers.close()
await database.close()
