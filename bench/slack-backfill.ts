/**
 * `npx tsx bench/slack-backfill.ts`: a full Slack backfill of BENCH_MESSAGES (100,000) messages across 5 channels,
 * served by the fake Slack (no rate limits) to the real app (buildApp, its job queue and sync, the real
 * @slack/web-api client), into PGlite (a fresh data dir on disk) and into PostgreSQL (a fresh database on
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_SKIP_POSTGRES=1 skips it).
 * Figures: messages stored per second (goal >= 5,000) and the peak RSS of the process, next to baselines measured in
 * the same run: fetching every page without storing anything (Slack side alone), and inserting the same rows without
 * Slack, with the store's batch INSERT and with a Drizzle multi-row VALUES list (database side alone). Each figure is
 * measured in a fresh child process (`--phase <name>`), so each peak RSS belongs to one measurement; the fake Slack
 * and its messages live in that process too and are part of the figure.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { LogLevel, WebClient } from '@slack/web-api'
import { sql } from 'drizzle-orm'
import type { Integration } from '../api/schemas/slack'
import { type Database, queryRows } from '../server/db/client'
import { companies } from '../server/db/schema'
import { insertSlackMessages, insertSlackMessagesWithValues } from '../server/domain/feedback/repository'
import { buildApp } from '../server/http/build-app'
import { isCustomerText, type MessageRow, type SlackMessage, toMessageRow } from '../server/integrations/slack/messages'
import { DEFAULT_PAGE_SIZE } from '../server/integrations/slack/sync'
import { registerAndLogin } from '../server/testing/accounts'
import { type FakeMessage, type FakeUser, startFakeSlack } from '../server/testing/fake-slack'
import {
  fmt,
  inChild,
  mb,
  measure,
  openTarget,
  phaseArgument,
  rate,
  ratio,
  reportPhase,
  type Target,
  type TargetKind,
  targetKinds,
} from './backfill-shared'

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 100_000)
const CHANNELS = 5
const GOAL = 5000
const TOKEN = 'xoxp-bench'
const script = fileURLToPath(import.meta.url)

// --- the workspace: 5 channels, 50 people at 10 companies, one message a minute per channel over the last weeks
const users: FakeUser[] = Array.from({ length: 50 }, (_, index) => ({
  id: `U${String(index).padStart(4, '0')}`,
  name: `person${index}`,
  real_name: `Person ${index}`,
  title: index % 3 === 0 ? 'Product Manager' : 'Engineer',
  email: `person${index}@customer-${index % 10}.com`,
}))
const perChannel = Math.ceil(TOTAL / CHANNELS)
const now = Date.now()
const channels = Array.from({ length: CHANNELS }, (_channel, channelIndex) => ({
  id: `CBENCH${channelIndex}`,
  name: `feedback-${channelIndex}`,
  messages: Array.from({ length: Math.min(perChannel, TOTAL - channelIndex * perChannel) }, (_, index): FakeMessage => ({
    ts: `${Math.floor((now - 60_000 - index * 30_000) / 1000)}.${String(channelIndex * perChannel + index).padStart(6, '0')}`,
    user: users[index % users.length]?.id,
    text: `Customer request ${index} in channel ${channelIndex}: it would help if reports could be exported and shared by link.`,
  })),
}))
// Every process of the run makes the same workspace; only the child phases that talk to Slack serve it.
const fake = await startFakeSlack([
  { teamId: 'T0BENCH', teamName: 'Bench Inc', domain: 'bench', tokens: [TOKEN], channels, users },
])

// --- baseline 1: every page fetched with the same client settings, nothing stored
async function fetchOnly(): Promise<number> {
  const client = new WebClient(TOKEN, { slackApiUrl: fake.url, retryConfig: { retries: 0 }, logLevel: LogLevel.ERROR })
  let seen = 0
  for (const channel of channels) {
    let cursor: string | undefined
    do {
      const page = await client.conversations.history({
        channel: channel.id,
        limit: DEFAULT_PAGE_SIZE,
        oldest: '0',
        ...(cursor && { cursor }),
      })
      seen += page.messages?.length ?? 0
      cursor = page.response_metadata?.next_cursor || undefined
    } while (cursor)
  }
  return seen
}

/** The rows the sync would store, made without Slack (for the raw INSERT baseline). */
function rowsWithoutSlack(): MessageRow[] {
  const byId = new Map(users.map((user) => [user.id, user]))
  return channels.flatMap((channel) =>
    channel.messages.filter((message) => isCustomerText(message as SlackMessage)).map((message) => {
      const user = message.user ? byId.get(message.user) : undefined
      return toMessageRow(
        message as SlackMessage & { ts: string; text: string },
        channel,
        user && { id: user.id, name: user.real_name ?? user.name, title: user.title ?? null, email: user.email ?? null, isBot: false },
        'bench',
      )
    }),
  )
}

// --- databases (backfill-shared.ts): the fake Slack's URL, and every message in the backfill window
const slackSettings = { HEADWAY_SLACK_API_URL: fake.url, HEADWAY_SLACK_BACKFILL_DAYS: '3650' }

/**
 * Every row inserted without Slack, 1,000 rows a statement, in a company of its own: with the store's insert (one JSON
 * parameter a statement) or with a Drizzle multi-row VALUES list.
 */
async function rawInsert(database: Database, rows: MessageRow[], insert = insertSlackMessages): Promise<number> {
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Raw Insert Co', nameKey: `raw insert ${randomBytes(4).toString('hex')}`, size: '1-10' })
    .returning({ id: companies.id })
  const integrationId = await queryRows<{ id: string }>(
    database.db,
    sql`insert into slack_integrations (company_id, team_id, team_name, source, status)
        values (${company?.id}, 'raw', 'Raw', 'export', 'connected') returning id`,
  )
  let stored = 0
  for (let start = 0; start < rows.length; start += 1000) {
    stored += await database.db.transaction((tx) =>
      insert(tx, company?.id ?? '', integrationId[0]?.id ?? '', rows.slice(start, start + 1000)),
    )
  }
  return stored
}

/** The real thing: register, connect the 5 channels, wait for the backfill to finish. */
async function backfill(target: Target, database: Database): Promise<number> {
  const app = buildApp({ config: target.config, database, logger: false, jobs: { pollIntervalMs: 500 } })
  await app.ready()
  await app.jobs.start() // a server starts them once it listens; this app answers inject
  try {
    const { headers } = await registerAndLogin(app)
    const connected = await app.inject({
      method: 'POST',
      url: '/api/v1/slack/connect',
      headers,
      payload: { user_token: TOKEN, selected_channels: channels.map((channel) => channel.id) },
    })
    if (connected.statusCode !== 200) throw new Error(`connect: ${connected.body}`)
    const { id } = connected.json<Integration>()
    for (;;) {
      const list = await app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers })
      const integration = list.json<Integration[]>().find((candidate) => candidate.id === id)
      if (integration?.sync.state === 'idle' && integration.sync.channels_done === CHANNELS) return integration.sync.messages_stored
      if (integration?.sync.state === 'error') throw new Error(`sync failed: ${integration.sync.error}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await app.close()
  }
}

type Phase = 'fetch' | `${TargetKind}:${'backfill' | 'insert' | 'values' | 'idle'}`

/** One measurement in this process (a child of the run): prints its result as the last line. */
async function runPhase(phase: Phase): Promise<void> {
  let result: { seconds: number; value: number }
  if (phase === 'fetch') {
    result = await measure(fetchOnly)
  } else {
    const [kind, what] = phase.split(':') as [TargetKind, 'backfill' | 'insert' | 'values' | 'idle']
    const target = await openTarget(kind, 'slack', slackSettings)
    try {
      const database = await target.open()
      await database.migrate()
      const rows = what === 'backfill' ? [] : rowsWithoutSlack()
      result = await measure(async () => {
        if (what === 'idle') return 0
        if (what === 'backfill') return backfill(target, database)
        return rawInsert(database, rows, what === 'insert' ? insertSlackMessages : insertSlackMessagesWithValues)
      })
    } finally {
      await target.drop()
    }
  }
  reportPhase(result)
}

const phase = phaseArgument()
if (phase) {
  await runPhase(phase as Phase)
  await fake.close()
  process.exit(0)
}

console.log(
  `Slack backfill: ${fmt(TOTAL)} messages in ${CHANNELS} channels from the fake Slack (no rate limits), ` +
    `pages of ${DEFAULT_PAGE_SIZE}; each figure measured in a fresh process (peak RSS = that process's, ` +
    'fake Slack and its messages included)',
)
await fake.close()
const fetched = await inChild(script, 'fetch')
const fetchRate = rate(fetched.count, fetched.seconds)
console.log(
  `  baseline, fetch every page without storing: ${fmt(fetchRate)} messages/s ` +
    `(${fetched.seconds.toFixed(1)} s, peak RSS ${mb(fetched.peakRss)})`,
)

let allMet = true
for (const [kind, label] of targetKinds()) {
  const full = await inChild(script, `${kind}:backfill`)
  const raw = await inChild(script, `${kind}:insert`)
  const values = await inChild(script, `${kind}:values`)
  const idle = await inChild(script, `${kind}:idle`)
  if (full.count !== TOTAL) throw new Error(`The backfill stored ${full.count} messages, expected ${TOTAL}.`)
  const fullRate = rate(full.count, full.seconds)
  const rawRate = rate(raw.count, raw.seconds)
  allMet &&= fullRate >= GOAL
  console.log(`\n${label}`)
  console.log(
    `  full backfill (connect → idle):                 ${fmt(fullRate)} messages/s (${full.seconds.toFixed(1)} s, ` +
      `peak RSS ${mb(full.peakRss)})   goal >= ${fmt(GOAL)}/s: ${fullRate >= GOAL ? 'met' : 'NOT met'}`,
  )
  console.log(
    `  baseline, the store's batch INSERT, no Slack:    ${fmt(rawRate)} messages/s (${raw.seconds.toFixed(1)} s, ` +
      `peak RSS ${mb(raw.peakRss)})`,
  )
  console.log(
    `  baseline, multi-row VALUES (Drizzle), no Slack: ${fmt(rate(values.count, values.seconds))} messages/s ` +
      `(${values.seconds.toFixed(1)} s, peak RSS ${mb(values.peakRss)})`,
  )
  console.log(`  baseline, database opened and migrated, nothing else: peak RSS ${mb(idle.peakRss)}`)
  console.log(
    `  ratios: backfill / batch INSERT ${ratio(fullRate / rawRate)}, backfill / fetch only ${ratio(fullRate / fetchRate)}`,
  )
}
process.exit(allMet ? 0 : 1)
