/**
 * `npx tsx bench/gmail-backfill.ts`: the first sync (backfill) of a Gmail mailbox of BENCH_EMAILS (5,000) customer
 * emails in 2 followed labels (one in ten carries both labels; one email in fifty more is a newsletter, fetched and
 * skipped), served by the fake Google to the real app (buildApp, its job queue and the real Gmail sync with the official
 * @googleapis/gmail client), measured from Connect (the OAuth exchange and label choice through the HTTP API) until the
 * mailbox is idle with every customer email stored, into PGlite (a fresh data dir on disk) and into PostgreSQL (a
 * fresh database on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_SKIP_POSTGRES=1
 * skips it).
 *
 * Every answer of the fake Google waits BENCH_LATENCY_MS (40 ms): about what a round trip to a Google API costs from
 * a typical server (TLS connection kept alive, Google's front end, Gmail's backend). On loopback with no latency the
 * fetch would cost nothing and the figure would only measure the database; with it, how many messages.get calls are
 * in flight at once is what sets the pace.
 *
 * Figures: emails stored per second, wall seconds and the peak RSS of the process, and the Gmail quota the sync used,
 * next to baselines measured in the same run: (1) the same fetch with the same client and latency, one messages.get
 * at a time and nothing stored (a naive sequential sync), and (2) storing the same rows without Google, a page at a
 * time with the store's insertEmails (database side alone). Each figure is measured in a fresh child process
 * (`--phase <name>`), so each peak RSS belongs to one measurement; the fake Google and its mailbox live in that
 * process too and are part of the figure.
 *
 * The goal comes from Gmail's quota, not from the sequential baseline: Gmail allows 15,000 quota units per user per
 * minute (250 a second on average; developers.google.com/gmail/api/reference/quota), messages.get and messages.list
 * cost 5 units each, so a mailbox can be read at about 250 / 5.05 ≈ 49 emails a second (one list call per 100 ids)
 * however many calls are in flight. "10x the sequential baseline" (20-25 emails/s at 40 ms) would be over 200
 * emails/s, four times what Google allows. So the goal is: at least 80% of the quota's ceiling (40 emails stored per second),
 * without using more than 250 units a second over the run. A sync faster than that is not a better sync: Gmail would
 * answer 429 userRateLimitExceeded once the minute's 15,000 units are spent, and the sync would wait (Retry-After, or
 * 30 s). So the sync paces its calls (QUOTA_UNITS_PER_SECOND, 225 units a second: 45 emails, 10% of the quota left for
 * the app's other calls) and keeps GET_CONCURRENCY calls in flight to hide the latency: how many calls are in flight
 * alone cannot hold a rate, as the calls a second it allows depend on the latency. The bench prints whether the sync
 * keeps to the quota.
 */
import { fileURLToPath } from 'node:url'
import type { Database } from '../server/db/client'
import { companies, gmailMailboxes } from '../server/db/schema'
import { insertEmails } from '../server/domain/feedback/repository'
import { buildApp } from '../server/http/build-app'
import { type EmailRow, isCustomerEmail, toEmailRow } from '../server/integrations/gmail/emails'
import { gmailClient, googleOAuthClient, type GoogleSettings } from '../server/integrations/gmail/google'
import { DEFAULT_PAGE_SIZE, GET_CONCURRENCY, QUOTA_UNITS_PER_SECOND as SYNC_PACE } from '../server/integrations/gmail/sync'
import { registerAndLogin } from '../server/testing/accounts'
import { asGmailMessage, startFakeGoogle } from '../server/testing/fake-google'
import { connectMailbox, fixtureLabels, GOOGLE_CLIENT, mailboxSynced, waitForMailbox } from '../server/testing/gmail-fixtures'
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
import {
  customerEmails,
  FOLLOWED,
  googleEnv,
  MAILBOX,
  newsletters,
  QUOTA_UNITS_PER_MINUTE,
  QUOTA_UNITS_PER_SECOND,
  quotaMeter,
  UNITS,
} from './gmail-shared'

const TOTAL = Number(process.env.BENCH_EMAILS ?? 5000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 40)
/** Emails a second the quota allows: one messages.get each, plus a messages.list per page of ids. */
const QUOTA_EMAILS_PER_SECOND = QUOTA_UNITS_PER_SECOND / (UNITS['messages.get'] + UNITS['messages.list'] / DEFAULT_PAGE_SIZE)
const GOAL = Math.round(0.8 * QUOTA_EMAILS_PER_SECOND)
const script = fileURLToPath(import.meta.url)

// --- the mailbox: TOTAL customer emails from 200 people at 20 companies, one every 5 minutes over the last weeks;
// 6 in 10 under Label_1, 3 in 10 under Label_2, 1 in 10 under both; and a newsletter (List-Unsubscribe) per 50
const now = Date.now()
const customerMail = customerEmails(TOTAL, now)
const letters = newsletters(Math.floor(TOTAL / 50), now)
// Every process of the run makes the same mailbox; only the child phases that talk to Google serve it.
const fake = await startFakeGoogle(
  [{ emailAddress: MAILBOX, labels: fixtureLabels, emails: [...customerMail, ...letters] }],
  { ...GOOGLE_CLIENT, latencyMs: LATENCY_MS },
)
const googleSettings: GoogleSettings = {
  ...GOOGLE_CLIENT,
  authUrl: fake.authUrl,
  tokenUrl: fake.tokenUrl,
  gmailApiUrl: fake.url,
}
const labelName = (id: string) => fixtureLabels.find((label) => label.id === id)?.name ?? id

// --- baseline 1: the same client and latency, one messages.get at a time, nothing stored
async function fetchSequentially(): Promise<number> {
  const { tokens } = await (await googleOAuthClient(googleSettings)).getToken(fake.issueCode(MAILBOX))
  const client = await gmailClient(googleSettings, tokens.refresh_token ?? '', tokens.access_token ?? undefined)
  const seen = new Set<string>()
  let customers = 0
  for (const labelId of FOLLOWED) {
    let pageToken: string | undefined
    do {
      const page = await client.users.messages.list({
        userId: 'me',
        labelIds: [labelId],
        q: 'after:0',
        maxResults: DEFAULT_PAGE_SIZE,
        ...(pageToken && { pageToken }),
      })
      for (const { id } of page.data.messages ?? []) {
        if (!id || seen.has(id)) continue
        seen.add(id)
        const { data } = await client.users.messages.get({ userId: 'me', id, format: 'full' })
        if (isCustomerEmail(data, MAILBOX) && toEmailRow(data, { id: labelId, name: labelName(labelId) })) customers++
      }
      pageToken = page.data.nextPageToken || undefined
    } while (pageToken)
  }
  return customers
}

/** The rows the sync would store (each email once, under the first followed label it carries), made without Google. */
function rowsWithoutGoogle(): EmailRow[] {
  return [...customerMail, ...letters].flatMap((email) => {
    const message = asGmailMessage(email, MAILBOX)
    const labelId = FOLLOWED.find((id) => email.labelIds.includes(id)) ?? 'Label_1'
    const row = isCustomerEmail(message, MAILBOX) ? toEmailRow(message, { id: labelId, name: labelName(labelId) }) : undefined
    return row ? [row] : []
  })
}

// --- baseline 2: the same rows stored without Google, a page (DEFAULT_PAGE_SIZE rows) a transaction, as the sync does
async function rawInsert(database: Database, rows: EmailRow[]): Promise<number> {
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Raw Insert Co', nameKey: 'raw insert co', size: '1-10' })
    .returning({ id: companies.id })
  const [mailbox] = await database.db
    .insert(gmailMailboxes)
    .values({ companyId: company?.id ?? '', emailAddress: MAILBOX, status: 'connected' })
    .returning({ id: gmailMailboxes.id })
  let stored = 0
  for (let start = 0; start < rows.length; start += DEFAULT_PAGE_SIZE) {
    stored += await database.db.transaction((tx) =>
      insertEmails(tx, company?.id ?? '', mailbox?.id ?? '', rows.slice(start, start + DEFAULT_PAGE_SIZE)),
    )
  }
  return stored
}

/**
 * The real thing: boot the app and register (not timed), then connect the mailbox with its 2 labels through the API
 * and wait until it is synced (timed, with the quota it used).
 */
async function backfill(target: Target, database: Database) {
  const app = buildApp({ config: target.config, database, logger: false, jobs: { pollIntervalMs: 500 } })
  await app.ready()
  await app.jobs.start() // a server starts them once it listens; this app answers inject
  try {
    const account = await registerAndLogin(app)
    const meter = quotaMeter(fake)
    const result = await measure(async () => {
      const { id } = await connectMailbox(app, fake, account, MAILBOX, FOLLOWED)
      const synced = await waitForMailbox(
        app,
        account,
        id,
        (mailbox) => {
          if (mailbox.sync.state === 'error') throw new Error(`sync failed: ${mailbox.sync.error}`)
          return mailboxSynced(mailbox) && mailbox.sync.messages_stored >= TOTAL
        },
        60 * 60_000,
      )
      return synced.sync.messages_stored
    })
    return { result, quota: meter.stop() }
  } finally {
    await app.close()
  }
}

type Phase = 'fetch' | `${TargetKind}:${'backfill' | 'insert'}`

/** One measurement in this process (a child of the run): prints its result as the last line. */
async function runPhase(phase: Phase): Promise<void> {
  if (phase === 'fetch') {
    const meter = quotaMeter(fake)
    const result = await measure(fetchSequentially)
    reportPhase(result, meter.stop())
    return
  }
  const [kind, what] = phase.split(':') as [TargetKind, 'backfill' | 'insert']
  const target = await openTarget(kind, 'gmail', googleEnv(fake))
  try {
    const database = await target.open()
    await database.migrate()
    if (what === 'backfill') {
      const { result, quota } = await backfill(target, database)
      reportPhase(result, quota)
    } else {
      const rows = rowsWithoutGoogle()
      reportPhase(await measure(() => rawInsert(database, rows)))
    }
  } finally {
    await target.drop()
  }
}

const phase = phaseArgument()
if (phase) {
  await runPhase(phase as Phase)
  await fake.close()
  process.exit(0)
}

const quotaUse = (units: number, seconds: number) => units / seconds
console.log(
  `Gmail backfill: ${fmt(TOTAL)} customer emails (+${fmt(letters.length)} newsletters, skipped) in 2 labels from the ` +
    `fake Google at ${LATENCY_MS} ms a call; pages of ${DEFAULT_PAGE_SIZE} ids, ${GET_CONCURRENCY} messages.get in flight, ` +
    `paced to ${SYNC_PACE} quota units/s; ` +
    'each figure measured in a fresh process (peak RSS = that process\'s, fake Google and its mailbox included)',
)
console.log(
  `  Gmail's quota: ${fmt(QUOTA_UNITS_PER_MINUTE)} units per user per minute (${fmt(QUOTA_UNITS_PER_SECOND)}/s), ` +
    `5 per messages.get and per messages.list: at most ~${QUOTA_EMAILS_PER_SECOND.toFixed(0)} emails/s per mailbox`,
)
await fake.close()
const fetched = await inChild(script, 'fetch')
if (fetched.count !== TOTAL) throw new Error(`The sequential fetch found ${fetched.count} customer emails, expected ${TOTAL}.`)
const fetchRate = rate(fetched.count, fetched.seconds)
console.log(
  `  baseline, sequential fetch (1 messages.get at a time), nothing stored: ${fmt(fetchRate)} emails/s ` +
    `(${fetched.seconds.toFixed(1)} s, peak RSS ${mb(fetched.peakRss)}, ` +
    `${fmt(quotaUse(fetched.extra?.units ?? 0, fetched.seconds))} quota units/s)`,
)

let allMet = true
for (const [kind, label] of targetKinds()) {
  const full = await inChild(script, `${kind}:backfill`)
  const raw = await inChild(script, `${kind}:insert`)
  if (full.count !== TOTAL) throw new Error(`The backfill stored ${full.count} emails, expected ${TOTAL}.`)
  if (raw.count !== TOTAL) throw new Error(`The raw insert stored ${raw.count} emails, expected ${TOTAL}.`)
  const fullRate = rate(full.count, full.seconds)
  const rawRate = rate(raw.count, raw.seconds)
  const unitsPerSecond = quotaUse(full.extra?.units ?? 0, full.seconds)
  const fastEnough = fullRate >= GOAL
  const withinQuota = unitsPerSecond <= QUOTA_UNITS_PER_SECOND
  allMet &&= fastEnough && withinQuota
  console.log(`\n${label}`)
  console.log(
    `  full backfill (connect → idle):                 ${fmt(fullRate)} emails/s (${full.seconds.toFixed(1)} s, ` +
      `peak RSS ${mb(full.peakRss)}, ${fmt(rate(full.extra?.gets ?? 0, full.seconds))} messages.get/s)`,
  )
  console.log(
    `  Gmail quota used: ${fmt(unitsPerSecond)} units/s over the run, ${fmt(full.extra?.busiestMinute ?? 0)} units ` +
      `in its busiest minute (Gmail allows ${fmt(QUOTA_UNITS_PER_SECOND)}/s, ${fmt(QUOTA_UNITS_PER_MINUTE)} a minute)`,
  )
  const busiest = full.extra?.busiestMinute ?? 0
  const overQuota =
    busiest > QUOTA_UNITS_PER_MINUTE
      ? 'Gmail would have answered 429 userRateLimitExceeded once the minute was spent'
      : "a backfill longer than this one would spend the minute's units and get 429 userRateLimitExceeded"
  console.log(
    `  goal >= ${fmt(GOAL)} emails/s (~80% of the quota's ceiling): ${fastEnough ? 'met' : 'NOT met'}; within Gmail's quota: ` +
      (withinQuota
        ? 'yes'
        : `NO, ${(unitsPerSecond / QUOTA_UNITS_PER_SECOND).toFixed(1)}x its rate (${overQuota})`),
  )
  console.log(
    `  baseline, insertEmails a page at a time, no Google: ${fmt(rawRate)} emails/s (${raw.seconds.toFixed(1)} s, ` +
      `peak RSS ${mb(raw.peakRss)})`,
  )
  console.log(
    `  ratios: backfill / sequential fetch ${ratio(fullRate / fetchRate)}, backfill / insert only ${ratio(fullRate / rawRate)}`,
  )
}
process.exit(allMet ? 0 : 1)
