import type { AddressInfo } from 'node:net'
import { DEFAULT_RATE_LIMIT_SETTINGS } from '../api/rate-limits'
import type { CreatedApiKey } from '../api/schemas/api-keys'
import type { FeedbackIngestResponse, FeedbackItemInput } from '../api/schemas/feedback-api'
import { feedback } from '../server/db/schema'
import { registerAndLogin } from '../server/testing/accounts'
import { createTestApp } from '../server/testing/test-app'
import { generateMessages } from './feedback-generator'

/**
 * The feedback API's ingestion on the embedded database (in-memory PGlite): N items sent over HTTP in calls of 1,000,
 * one after another as a client would, each call authenticated by an API key, rate-limited, validated item by item
 * and stored exactly once. `npx tsx bench/feedback-api.ts [N]` (default 100,000; goal ≥ 5,000 items/s).
 *
 * Baseline, in the same database and run: the same rows stored by a plain multi-row INSERT of 1,000 rows (Drizzle),
 * with no HTTP, key, limit or validation. Then the first tenth is sent again: nothing is stored twice. The analysis
 * workers are off (HEADWAY_WORKERS=0), so that only ingestion is measured.
 */
const count = Number(process.argv[2] ?? 100_000)
const BATCH = 1000

const testApp = await createTestApp({ workers: false, rateLimits: DEFAULT_RATE_LIMIT_SETTINGS })
await testApp.app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
const db = testApp.database.db

const messages = generateMessages(count)
const items: FeedbackItemInput[] = messages.map((message, index) => ({
  external_id: `bench-${index}`,
  text: message.text,
  author_name: message.author?.name ?? null,
  author_email: `person${index % 400}@customer${index % 120}.example`,
  created_at: message.createdAt ?? null,
  source_label: 'Bench',
  url: `https://tickets.example/t/${index}`,
}))
const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, index) => items.slice(index * BATCH, (index + 1) * BATCH))

// Baseline: the same rows, stored directly into another company.
const baselineCompany = (await registerAndLogin(testApp.app)).user.company_id
let started = performance.now()
for (const batch of batches) {
  await db.insert(feedback).values(
    batch.map((item) => ({
      companyId: baselineCompany,
      source: 'api' as const,
      externalId: item.external_id,
      authorId: item.author_email,
      authorName: item.author_name,
      authorEmailDomain: item.author_email?.split('@')[1] ?? null,
      channelName: item.source_label,
      text: item.text,
      permalink: item.url,
      postedAt: new Date(item.created_at ?? Date.now()),
    })),
  )
}
const baselineSeconds = (performance.now() - started) / 1000

const admin = await registerAndLogin(testApp.app)
const created = await fetch(`${base}/api/v1/api-keys`, {
  method: 'POST',
  headers: { ...admin.headers, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench' }),
})
const { key } = (await created.json()) as CreatedApiKey
const send = async (batch: FeedbackItemInput[]): Promise<FeedbackIngestResponse> => {
  const response = await fetch(`${base}/api/v1/feedback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: batch }),
  })
  if (response.status !== 200) throw new Error(`The feedback API answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as FeedbackIngestResponse
}

let stored = 0
started = performance.now()
for (const batch of batches) stored += (await send(batch)).stored.length
const apiSeconds = (performance.now() - started) / 1000

const again = batches.slice(0, Math.max(1, Math.floor(batches.length / 10)))
let storedAgain = 0
let alreadyStored = 0
started = performance.now()
for (const batch of again) {
  const answer = await send(batch)
  storedAgain += answer.stored.length
  alreadyStored += answer.already_stored.length
}
const againSeconds = (performance.now() - started) / 1000

await testApp.close()
const perSecond = (done: number, seconds: number) => Math.round(done / seconds)
console.log(
  JSON.stringify({
    items: count,
    batch: BATCH,
    database: 'pglite',
    apiItemsPerSecond: perSecond(stored, apiSeconds),
    baselineInsertItemsPerSecond: perSecond(count, baselineSeconds),
    ratioToBaseline: Number((apiSeconds / baselineSeconds).toFixed(2)),
    goalItemsPerSecond: 5000,
    stored,
    resent: { items: alreadyStored + storedAgain, storedAgain, alreadyStored, itemsPerSecond: perSecond(alreadyStored, againSeconds) },
  }),
)
