/**
 * `npx tsx bench/gmail-incremental.ts`: a later sync of a Gmail mailbox, after its backfill. Two mailboxes alike are
 * connected to the real app (buildApp, its job queue, the real sync and the official @googleapis/gmail client) and
 * backfilled (not timed): BENCH_EMAILS (2,000) customer emails in 2 followed labels, a newsletter per 50, and 20 older
 * customer emails under no followed label. Then the same changes reach both: 50 new customer emails, 50 new
 * newsletters, and a followed label put on the 20 older emails. Timed from Sync now (through the HTTP API) until the
 * mailbox is idle again (polled every 100 ms), with the quota units and messages.get calls it used:
 * - the history sync: users.history.list from the history id the last sync stored;
 * - the baseline, the date listing the sync did before (and still does when Gmail no longer keeps the history, which
 *   the fake is told to forget for this mailbox): each label listed from an hour before its newest email.
 * Then a second sync with nothing new, both ways: the date listing fetches again the newsletters of the last hour.
 * Every answer of the fake Google waits BENCH_LATENCY_MS (40 ms). PGlite on a fresh data dir, then PostgreSQL (a
 * fresh database on BENCH_DATABASE_URL; BENCH_SKIP_POSTGRES=1 skips it).
 */
import type { GmailMailbox } from '../api/schemas/gmail'
import { buildApp } from '../server/http/build-app'
import { registerAndLogin } from '../server/testing/accounts'
import { type FakeEmail, type FakeGoogle, startFakeGoogle } from '../server/testing/fake-google'
import {
  connectMailbox,
  fixtureLabels,
  GOOGLE_CLIENT,
  mailboxSynced,
  syncMailboxNow,
  waitForMailbox,
} from '../server/testing/gmail-fixtures'
import { fmt, measure, openTarget, ratio, type TargetKind, targetKinds } from './backfill-shared'
import { customerEmails, FOLLOWED, googleEnv, newsletters, quotaMeter } from './gmail-shared'

const TOTAL = Number(process.env.BENCH_EMAILS ?? 2000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 40)
const NEW_CUSTOMERS = 50
const NEW_NEWSLETTERS = 50
const LABELLED_LATER = 20
const HISTORY_MAILBOX = 'history@bench-mailbox.test'
const BASELINE_MAILBOX = 'baseline@bench-mailbox.test'
const DAY_MS = 86_400_000
const TIMEOUT_MS = 10 * 60_000

/** The backfilled mailbox: customer emails and newsletters under the followed labels, and older mail under none. */
function mailboxEmails(now: number): FakeEmail[] {
  const unfollowed = customerEmails(LABELLED_LATER, now, { prefix: 'old', offsetMs: 30 * DAY_MS }).map((email) => ({
    ...email,
    labelIds: ['INBOX'],
  }))
  return [...customerEmails(TOTAL, now), ...newsletters(Math.floor(TOTAL / 50), now), ...unfollowed]
}

/** The changes both mailboxes get after their backfill, in the last minutes. */
function changes(fake: FakeGoogle, emailAddress: string, now: number) {
  for (const email of customerEmails(NEW_CUSTOMERS, now, { prefix: 'new', offsetMs: 0, spacingMs: 6_000 })) {
    fake.addEmail(emailAddress, email)
  }
  for (const email of newsletters(NEW_NEWSLETTERS, now, { prefix: 'news', offsetMs: 0, spacingMs: 30_000 })) {
    fake.addEmail(emailAddress, email)
  }
  for (let index = 0; index < LABELLED_LATER; index++) {
    fake.addLabel(emailAddress, `old${String(index).padStart(7, '0')}`, FOLLOWED[index % 2] ?? 'Label_1')
  }
}

interface SyncFigures {
  seconds: number
  stored: number
  units: number
  gets: number
}

async function measureTarget(kind: TargetKind, label: string) {
  const now = Date.now()
  const fake = await startFakeGoogle(
    [HISTORY_MAILBOX, BASELINE_MAILBOX].map((emailAddress) => ({ emailAddress, labels: fixtureLabels, emails: mailboxEmails(now) })),
    { ...GOOGLE_CLIENT, latencyMs: LATENCY_MS },
  )
  const target = await openTarget(kind, 'gmail-incremental', googleEnv(fake))
  try {
    const database = await target.open()
    await database.migrate()
    const app = buildApp({ config: target.config, database, logger: false, jobs: { pollIntervalMs: 500 } })
    await app.ready()
    await app.jobs.start() // a server starts them once it listens; this app answers inject
    try {
      const account = await registerAndLogin(app)
      const failedOn = (mailbox: GmailMailbox) => {
        if (mailbox.sync.state === 'error') throw new Error(`sync failed: ${mailbox.sync.error}`)
        return mailboxSynced(mailbox)
      }
      const { id: historyId } = await connectMailbox(app, fake, account, HISTORY_MAILBOX, FOLLOWED)
      const { id: baselineId } = await connectMailbox(app, fake, account, BASELINE_MAILBOX, FOLLOWED)
      const backfilled = await measure(async () => {
        await waitForMailbox(app, account, historyId, failedOn, TIMEOUT_MS)
        return (await waitForMailbox(app, account, baselineId, failedOn, TIMEOUT_MS)).sync.messages_stored
      })
      const storedBefore = backfilled.value
      console.log(`\n${label}`)
      console.log(`  (backfill of both mailboxes, not compared: ${backfilled.seconds.toFixed(1)} s, ${fmt(storedBefore)} emails each)`)

      const later = Date.now()
      changes(fake, HISTORY_MAILBOX, later)
      changes(fake, BASELINE_MAILBOX, later)
      const sync = async (id: string): Promise<SyncFigures> => {
        const meter = quotaMeter(fake)
        const { seconds, value } = await measure(async () => {
          const response = await syncMailboxNow(app, account, id)
          if (response.statusCode !== 202) throw new Error(`Sync now answered ${response.statusCode}: ${response.body}`)
          return (await waitForMailbox(app, account, id, failedOn, TIMEOUT_MS)).sync.messages_stored
        })
        const { units, gets } = meter.stop()
        return { seconds, stored: value - storedBefore, units, gets }
      }

      const history = await sync(historyId)
      fake.expireHistory(BASELINE_MAILBOX)
      const baseline = await sync(baselineId)
      const expected = NEW_CUSTOMERS + LABELLED_LATER
      print('history sync (users.history.list)', history, expected)
      print('baseline, date listing (history expired)', baseline, expected)
      printRatios(history, baseline)

      console.log('  then a sync with nothing new:')
      const idleHistory = await sync(historyId)
      fake.expireHistory(BASELINE_MAILBOX)
      const idleBaseline = await sync(baselineId)
      print('history sync', { ...idleHistory, stored: idleHistory.stored - history.stored }, 0)
      print('baseline, date listing', { ...idleBaseline, stored: idleBaseline.stored - baseline.stored }, 0)
      printRatios(idleHistory, idleBaseline)
    } finally {
      await app.close()
    }
  } finally {
    await target.drop()
    await fake.close()
  }
}

function print(name: string, figures: SyncFigures, expected: number) {
  const missed = expected - figures.stored
  console.log(
    `  ${`${name}:`.padEnd(44)} ${figures.seconds.toFixed(2)} s, ${fmt(figures.units)} quota units, ` +
      `${fmt(figures.gets)} messages.get, ${fmt(figures.stored)} of ${fmt(expected)} new emails stored` +
      (missed > 0 ? ` (${fmt(missed)} missed)` : ''),
  )
}

function printRatios(history: SyncFigures, baseline: SyncFigures) {
  console.log(
    `  ratios history / date listing: time ${ratio(history.seconds / baseline.seconds)}, ` +
      `quota units ${ratio(history.units / baseline.units)}, messages.get ${ratio(history.gets / Math.max(1, baseline.gets))}`,
  )
}

console.log(
  `Gmail later sync: after a backfill of ${fmt(TOTAL)} customer emails (+${fmt(Math.floor(TOTAL / 50))} newsletters) ` +
    `in 2 labels, ${NEW_CUSTOMERS} new customer emails, ${NEW_NEWSLETTERS} new newsletters and a followed label put on ` +
    `${LABELLED_LATER} older emails; fake Google at ${LATENCY_MS} ms a call`,
)
for (const [kind, label] of targetKinds()) await measureTarget(kind, label)
process.exit(0)
