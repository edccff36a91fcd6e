/**
 * What the Gmail benchmarks (gmail-backfill, gmail-incremental) share: the bench mailbox (customer emails from 200
 * people at 20 companies in 2 followed labels, and newsletters), what each call to the fake Google costs in Gmail's
 * quota, a meter of the quota the calls used, and the settings that point a server at the fake Google.
 */
import { GMAIL_CALL_UNITS } from '../server/integrations/gmail/quota'
import type { FakeEmail, FakeGoogle, FakeGoogleEndpoint } from '../server/testing/fake-google'
import { GOOGLE_CLIENT } from '../server/testing/gmail-fixtures'

export const MAILBOX = 'feedback@bench-mailbox.test'
export const FOLLOWED = ['Label_1', 'Label_2']
/** Gmail's per-user quota: 15,000 units a minute. */
export const QUOTA_UNITS_PER_MINUTE = 15_000
export const QUOTA_UNITS_PER_SECOND = QUOTA_UNITS_PER_MINUTE / 60
export const UNITS: Record<FakeGoogleEndpoint, number> = {
  token: 0,
  profile: GMAIL_CALL_UNITS.getProfile,
  'labels.list': GMAIL_CALL_UNITS.labelsList,
  'labels.get': GMAIL_CALL_UNITS.labelsGet,
  'messages.list': GMAIL_CALL_UNITS.messagesList,
  'messages.get': GMAIL_CALL_UNITS.messagesGet,
  'history.list': GMAIL_CALL_UNITS.historyList,
}

const MINUTE_MS = 60_000

/**
 * `count` customer emails received `spacingMs` apart before `now` (less `offsetMs`), 6 in 10 under Label_1, 3 in 10
 * under Label_2, 1 in 10 under both; their ids start with `prefix`.
 */
export function customerEmails(
  count: number,
  now: number,
  { prefix = 'm', offsetMs = MINUTE_MS, spacingMs = 5 * MINUTE_MS } = {},
): FakeEmail[] {
  return Array.from({ length: count }, (_, index): FakeEmail => {
    const person = index % 200
    const labels = index % 10 < 6 ? ['Label_1'] : index % 10 < 9 ? ['Label_2'] : ['Label_1', 'Label_2']
    return {
      id: `${prefix}${String(index).padStart(7, '0')}`,
      labelIds: ['INBOX', ...labels],
      internalDate: now - offsetMs - index * spacingMs,
      from: `"Person ${person}" <person${person}@customer-${person % 20}.com>`,
      subject: `Request ${index}: export reports`,
      body: { plain: `Hello,\n\nIt would help us if reports could be exported and shared by link (request ${index}).\n\nThanks` },
    }
  })
}

/** `count` newsletters (List-Unsubscribe) `spacingMs` apart before `now` (less `offsetMs`), in turn under each label. */
export function newsletters(
  count: number,
  now: number,
  { prefix = 'n', offsetMs = 1.5 * MINUTE_MS, spacingMs = 250 * MINUTE_MS } = {},
): FakeEmail[] {
  return Array.from({ length: count }, (_, index): FakeEmail => ({
    id: `${prefix}${String(index).padStart(7, '0')}`,
    labelIds: ['INBOX', FOLLOWED[index % 2] ?? 'Label_1'],
    internalDate: now - offsetMs - index * spacingMs,
    from: '"Vendor News" <news@vendor.example>',
    subject: `This week at Vendor (${index})`,
    body: { plain: 'Our latest product updates.' },
    headers: { 'List-Unsubscribe': '<mailto:unsubscribe@vendor.example>' },
  }))
}

/** The server settings that point it at the fake Google, with every email inside the backfill window. */
export function googleEnv(fake: FakeGoogle): Record<string, string> {
  return {
    HEADWAY_GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
    HEADWAY_GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
    HEADWAY_GOOGLE_AUTH_URL: fake.authUrl,
    HEADWAY_GOOGLE_TOKEN_URL: fake.tokenUrl,
    HEADWAY_GMAIL_API_URL: fake.url,
    // Shared with Slack.
    HEADWAY_SLACK_BACKFILL_DAYS: '3650',
  }
}

/** Quota units of the calls the fake answered from now on: in all, and in the busiest minute (sampled every 100 ms). */
export function quotaMeter(google: FakeGoogle) {
  const first = google.requests.length
  const samples: Array<{ at: number; units: number }> = [{ at: performance.now(), units: 0 }]
  let counted = first
  let units = 0
  const sample = () => {
    for (const request of google.requests.slice(counted)) units += UNITS[request.endpoint]
    counted = google.requests.length
    samples.push({ at: performance.now(), units })
  }
  const timer = setInterval(sample, 100)
  return {
    stop() {
      clearInterval(timer)
      sample()
      let busiestMinute = 0
      let from = 0
      for (const end of samples) {
        while ((samples[from]?.at ?? end.at) < end.at - MINUTE_MS) from++
        busiestMinute = Math.max(busiestMinute, end.units - (samples[from]?.units ?? 0))
      }
      const gets = google.requests.slice(first).filter((request) => request.endpoint === 'messages.get').length
      return { units, busiestMinute, gets }
    },
  }
}
