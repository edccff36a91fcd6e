/**
 * `npx tsx bench/stream-latency.ts`: how soon does a customer's message become a ranked mention? The real app
 * (buildApp, listening, its jobs and analysis worker pool running; PGlite, or PostgreSQL when DATABASE_URL is set) is
 * connected to a loopback fake of Slack; then BENCH_MESSAGES (300) messages of Headway's labelled examples arrive as
 * signed Slack events, BENCH_RATE (10) a second, over real HTTP, as Slack's Events API delivers a busy channel.
 *
 * For each message the latencies are read off the database's own timestamps against the moment its event was sent:
 * stored (the feedback row: the baseline, what receiving costs), picked up for analysis (the pass that analysed it
 * stamps when it began), and, for a feature request, linked to its feature as a mention (the feature's score is
 * written in the same transaction). A mention is timed when it is first seen, by a reader polling every
 * POLL_MS while the messages arrive: a later pass that analyses the batch again (in canonical order, 5 s after its last
 * message) re-creates mentions with a later timestamp, but the message was on a ranked feature since the first one. The
 * mentions' own timestamps at the end are printed too. Prints p50/p95/max of each, the ratio of the mention p95 to the
 * stored p95, and the goal: mentions within 2 s p95.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { and, eq, inArray } from 'drizzle-orm'
import type { Integration } from '../api/schemas/slack'
import type { Db } from '../server/db/client'
import { feedback, mentions } from '../server/db/schema'
import { signBody } from '../server/integrations/slack/events'
import { startFakeSlack } from '../server/testing/fake-slack'
import { fixtureWorkspace, syncedFully, tsAt, waitForIntegration } from '../server/testing/slack-fixtures'
import { benchAccount, withLoadBench } from './http-load'

const messageCount = Number(process.env.BENCH_MESSAGES ?? 300)
const rate = Number(process.env.BENCH_RATE ?? 10)
const GOAL_P95_MS = 2000
const MAX_WAIT_MS = 5 * 60_000
const POLL_MS = 50
const TOKEN = 'xoxp-stream-bench'
const CHANNEL = 'CSTREAM'
const SIGNING_SECRET = randomBytes(16).toString('hex')

interface Example {
  text: string
  label: string
}
const examples = readFileSync(new URL('../server/ai/data/feedback-examples.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Example)

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The messages (by ts) of the list that have a mention now. */
async function mentionedNow(db: Db, companyId: string, tss: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ts: feedback.ts })
    .from(feedback)
    .innerJoin(mentions, eq(mentions.feedbackId, feedback.id))
    .where(and(eq(feedback.companyId, companyId), inArray(feedback.ts, tss)))
  return rows.flatMap((row) => (row.ts ? [row.ts] : []))
}

async function analysedCount(db: Db, companyId: string, tss: string[]): Promise<number> {
  const rows = await db
    .select({ analysedAt: feedback.analysedAt })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), inArray(feedback.ts, tss)))
  return rows.filter((row) => row.analysedAt !== null).length
}

const fakeSlack = await startFakeSlack([fixtureWorkspace({ tokens: [TOKEN], channels: [{ id: CHANNEL, name: 'feedback-live' }] })])
const env: Record<string, string> = {
  HEADWAY_SLACK_API_URL: fakeSlack.url,
  HEADWAY_SLACK_SIGNING_SECRET: SIGNING_SECRET,
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
}
try {
  await withLoadBench('stream-latency', env, async ({ app, database, appUrl }) => {
    const db = database.db
    const { user, accessToken } = await benchAccount(app)
    const account = { headers: { authorization: `Bearer ${accessToken}` } }
    const connected = await app.inject({
      method: 'POST',
      url: '/api/v1/slack/connect',
      headers: account.headers,
      payload: { user_token: TOKEN, selected_channels: [CHANNEL] },
    })
    if (connected.statusCode !== 200) throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`)
    await waitForIntegration(app, account as never, connected.json<Integration>().id, syncedFully, 60_000)

    const authors = ['UADA', 'UBOB', 'UCAROL']
    /** Posts the i-th example as a signed message event; answers its ts. */
    async function post(i: number): Promise<string> {
      const example = examples[i % examples.length] as Example
      const ts = tsAt(Date.now(), i)
      const body = JSON.stringify({
        type: 'event_callback',
        team_id: 'T0ACME',
        api_app_id: 'ABENCH',
        event_id: `EvStream${i}`,
        event_time: Math.floor(Date.now() / 1000),
        event: { type: 'message', channel: CHANNEL, channel_type: 'channel', ts, user: authors[i % authors.length], text: example.text },
      })
      const timestamp = String(Math.floor(Date.now() / 1000))
      const response = await fetch(`${appUrl}/api/v1/slack/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-slack-request-timestamp': timestamp,
          'x-slack-signature': `v0=${signBody(SIGNING_SECRET, timestamp, body)}`,
        },
        body,
      })
      if (response.status !== 200) throw new Error(`the event answered ${response.status}: ${await response.text()}`)
      await response.arrayBuffer()
      return ts
    }
    async function waitUntilAnalysed(tss: string[], since: number): Promise<void> {
      while ((await analysedCount(db, user.company_id, tss)) < tss.length) {
        if (Date.now() - since > MAX_WAIT_MS) throw new Error('The messages were not all analysed within 5 minutes.')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }

    // The first message after a start loads the models in the analysis threads: measured apart, not in the stream.
    const firstSent = Date.now()
    const first = await post(messageCount)
    await waitUntilAnalysed([first], firstSent)
    const coldMs = Date.now() - firstSent

    const sentAt = new Map<string, number>()
    // When each message's mention was first seen: polled while the messages arrive and are analysed.
    const firstSeen = new Map<string, number>()
    const stopWatching = new AbortController()
    const watcher = (async () => {
      while (!stopWatching.signal.aborted) {
        const tss = [...sentAt.keys()].filter((ts) => !firstSeen.has(ts))
        if (tss.length > 0) {
          const seen = await mentionedNow(db, user.company_id, tss)
          const now = Date.now()
          for (const ts of seen) firstSeen.set(ts, now)
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    })()
    const started = Date.now()
    for (let i = 0; i < messageCount; i++) {
      const due = started + (i * 1000) / rate
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
      const sent = Date.now()
      sentAt.set(await post(i), sent)
    }
    const sendSeconds = (Date.now() - started) / 1000
    const tss = [...sentAt.keys()]
    await waitUntilAnalysed(tss, started)
    stopWatching.abort()
    await watcher
    const rows = await db
      .select({ ts: feedback.ts, createdAt: feedback.createdAt, analysedAt: feedback.analysedAt, mentionedAt: mentions.createdAt })
      .from(feedback)
      .leftJoin(mentions, eq(mentions.feedbackId, feedback.id))
      .where(and(eq(feedback.companyId, user.company_id), inArray(feedback.ts, tss)))
    const since = (row: { ts: string | null }, at: Date | null) => (at ? at.getTime() - (sentAt.get(row.ts ?? '') as number) : undefined)
    const stored = rows.map((row) => since(row, row.createdAt)).filter((ms) => ms !== undefined)
    const analysed = rows.map((row) => since(row, row.analysedAt)).filter((ms) => ms !== undefined)
    const mentionedAtEnd = rows.map((row) => since(row, row.mentionedAt)).filter((ms) => ms !== undefined)
    const mentioned = [...firstSeen].map(([ts, at]) => at - (sentAt.get(ts) as number))

    const line = (label: string, samples: number[]) =>
      console.log(
        `${label.padEnd(36)} ${String(samples.length).padStart(8)} ${percentile(samples, 50).toFixed(0).padStart(8)} ` +
          `${percentile(samples, 95).toFixed(0).padStart(8)} ${Math.max(...samples).toFixed(0).padStart(8)}`,
      )
    console.log(`${messageCount} Slack events, ${rate}/s over ${sendSeconds.toFixed(1)} s (${database.kind}): milliseconds from the event sent to`)
    console.log(`${'step'.padEnd(36)} ${'messages'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`)
    line('stored (baseline)', stored)
    line('picked up for analysis', analysed)
    line('a mention of its feature (first seen)', mentioned)
    line('its mention as stored at the end', mentionedAtEnd)
    const p95 = percentile(mentioned, 95)
    console.log(`mention p95 / stored p95: ${(p95 / percentile(stored, 95)).toFixed(1)}x`)
    console.log(`goal: mentions within ${GOAL_P95_MS} ms p95: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (${p95.toFixed(0)} ms)`)
    console.log(`the first message after the start (models loading, not in the stream): analysed after ${coldMs} ms`)
  })
} finally {
  await fakeSlack.close()
}
