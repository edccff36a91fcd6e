import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { Integration } from '../../api/schemas/slack'
import type { TestAccount } from './accounts'
import type { FakeMessage, FakeUser, FakeWorkspace } from './fake-slack'

const DAY_MS = 86_400_000

/** A Slack ts for a moment, with `sequence` as its microseconds (unique within the second). */
export function tsAt(millis: number, sequence = 0): string {
  return `${Math.floor(millis / 1000)}.${String(sequence % 1_000_000).padStart(6, '0')}`
}

export const daysAgo = (days: number, now = Date.now()) => now - days * DAY_MS

export const fixtureUsers: FakeUser[] = [
  { id: 'UADA', name: 'ada', real_name: 'Ada Lovelace', title: 'Head of Product', email: 'ada@globex.com' },
  { id: 'UBOB', name: 'bob', real_name: 'Bob Stone', email: 'bob.stone@gmail.com' },
  { id: 'UCAROL', name: 'carol', real_name: 'Carol Shaw', title: 'CTO', email: 'carol@initech-labs.co.uk' },
  { id: 'UBOT', name: 'deploybot', real_name: 'Deploy Bot', is_bot: true },
]

/**
 * A channel with one of everything: feedback from three people (one via a deactivated, unknown user), a bot post,
 * joins and a topic change, a thread with replies (one broadcast to the channel, one from a bot), a file share, an
 * empty message, and a message older than the default 90-day backfill. Six messages are customer text.
 */
export function mixedFeedbackChannel(now = Date.now()): { messages: FakeMessage[]; expected: string[] } {
  const m1 = tsAt(daysAgo(10, now), 1)
  const m4 = tsAt(daysAgo(8, now), 4)
  const messages: FakeMessage[] = [
    { ts: m1, user: 'UADA', text: 'Please add SSO with Okta, our security team insists.' },
    { ts: tsAt(daysAgo(9, now), 2), bot_id: 'BDEPLOY', user: 'UBOT', text: 'Deploy 142 finished' },
    { ts: tsAt(daysAgo(9, now), 3), user: 'UBOB', subtype: 'channel_join', text: '<@UBOB> has joined the channel' },
    {
      ts: m4,
      user: 'UBOB',
      text: 'A CSV export of the weekly report would save us hours.',
      replies: [
        { ts: tsAt(daysAgo(7, now), 41), user: 'UCAROL', text: 'Same for us, CSV or Excel.' },
        { ts: tsAt(daysAgo(7, now), 42), user: 'UADA', text: 'We need it too.', broadcast: true },
        { ts: tsAt(daysAgo(7, now), 43), bot_id: 'BDEPLOY', text: 'Ticket PROD-12 created' },
      ],
    },
    { ts: tsAt(daysAgo(6, now), 5), user: 'UCAROL', subtype: 'file_share', text: 'Screenshot: the filter resets on reload' },
    { ts: tsAt(daysAgo(200, now), 6), user: 'UADA', text: 'An old request from last year' },
    { ts: tsAt(daysAgo(5, now), 7), user: 'UGONE', text: 'Dark mode please, from a deactivated account' },
    { ts: tsAt(daysAgo(5, now), 8), user: 'UADA', subtype: 'channel_topic', text: 'set the channel topic: Feedback' },
    { ts: tsAt(daysAgo(4, now), 9), user: 'UADA', text: '   ' },
  ]
  const expected = [m1, m4, tsAt(daysAgo(7, now), 41), tsAt(daysAgo(7, now), 42), tsAt(daysAgo(6, now), 5), tsAt(daysAgo(5, now), 7)]
  return { messages, expected }
}

/** `count` plain messages, one a minute going back from `newest`, alternating between people. */
export function plainMessages(count: number, prefix: string, newest = Date.now() - 60_000): FakeMessage[] {
  const authors = ['UADA', 'UBOB', 'UCAROL']
  return Array.from({ length: count }, (_, index) => ({
    ts: tsAt(newest - index * 60_000, index),
    user: authors[index % authors.length],
    text: `${prefix} request number ${index}`,
  }))
}

const EXAMPLE_TEXTS: string[] = readFileSync(new URL('../ai/data/feedback-examples.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text)

/**
 * `count` messages of real feedback (the examples of server/ai/data/feedback-examples.jsonl in turn: requests, bugs,
 * questions, praise), one a minute going back from `newest`, alternating between people: analysed, they make features.
 */
export function feedbackMessages(count: number, newest = Date.now() - 60_000): FakeMessage[] {
  return plainMessages(count, '', newest).map((message, index) => ({
    ...message,
    text: EXAMPLE_TEXTS[index % EXAMPLE_TEXTS.length],
  }))
}

export function fixtureWorkspace(overrides: Partial<FakeWorkspace> & Pick<FakeWorkspace, 'tokens' | 'channels'>): FakeWorkspace {
  return { teamId: 'T0ACME', teamName: 'Acme Inc', domain: 'acme', users: fixtureUsers, ...overrides }
}

/** Polls the integration list until `done` holds for the integration (or fails after `timeoutMs`). */
export async function waitForIntegration(
  app: FastifyInstance,
  account: TestAccount,
  integrationId: string,
  done: (integration: Integration) => boolean,
  timeoutMs = 30_000,
): Promise<Integration> {
  const started = Date.now()
  let last: Integration | undefined
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: account.headers })
    last = response.json<Integration[]>().find((integration) => integration.id === integrationId)
    if (last && done(last)) return last
    if (Date.now() - started > timeoutMs) {
      throw new Error(`The integration did not get there in ${timeoutMs} ms; last seen: ${JSON.stringify(last)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The sync finished: idle, connected, every selected channel done. */
export const syncedFully = (integration: Integration) =>
  integration.sync.state === 'idle' &&
  integration.status === 'connected' &&
  integration.sync.channels_done === integration.sync.channels_total
