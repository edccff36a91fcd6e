import type { DigestFrequency } from './schemas/slack-digest'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The period a digest belongs to at `now`, which it goes out at most once in: the UTC day for a daily digest, the
 * week starting on Monday (UTC) for a weekly one. `daily:2026-11-27`, `weekly:2026-11-23`.
 */
export function digestPeriod(frequency: Exclude<DigestFrequency, 'off'>, now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  if (frequency === 'daily') return `daily:${day.toISOString().slice(0, 10)}`
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return `weekly:${new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)}`
}

/** How far back a digest looks: the last day, or the last week. */
export function digestWindowMs(frequency: Exclude<DigestFrequency, 'off'>): number {
  return (frequency === 'daily' ? 1 : 7) * DAY_MS
}

/** Whether a Slack workspace can take the digest: connected with a token (not an imported export, not disconnected). */
export function canPostDigest(integration: { source: 'api' | 'export'; status: string }): boolean {
  return integration.source === 'api' && integration.status !== 'disconnected'
}
