import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { SlackEventRequest, SlackEventResponse } from '../../../api/schemas/slack'
import type { Db } from '../../db/client'
import { slackEvents, slackIntegrations } from '../../db/schema'
import type { JobQueue, QueueJob } from '../../jobs/queue'
import { decryptSecret } from '../../secrets'
import { rateLimitWaitSeconds, slackErrorCode } from './errors'
import { isCustomerText, type SlackAuthor, type SlackMessage, toAuthor, toMessageRow } from './messages'
import { storeChannelMessages } from './sync-repository'
import { realSleep, type Sleep } from '../../jobs/paced-calls'
import { syncSlackClient } from './workspace'

export const SLACK_EVENT_JOB = 'slack-event'

/** Slack signs with the request's timestamp; older (or future) requests than this are refused as possible replays. */
const SIGNATURE_WINDOW_SECONDS = 5 * 60
/** Event ids are remembered this long to drop Slack's retries (Slack retries within about an hour). */
const KEEP_EVENT_IDS_HOURS = 24

/**
 * Slack's request signature (v0): HMAC-SHA256 with the signing secret over `v0:{timestamp}:{raw body}`, hex, sent as
 * `X-Slack-Signature: v0=<hex>` with `X-Slack-Request-Timestamp`. Compared in constant time; the timestamp must be
 * within 5 minutes of now.
 */
export function verifySlackSignature(
  signingSecret: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  rawBody: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!timestampHeader || !signatureHeader || !/^\d+$/.test(timestampHeader)) return false
  if (Math.abs(nowSeconds - Number(timestampHeader)) > SIGNATURE_WINDOW_SECONDS) return false
  const expected = Buffer.from(`v0=${signBody(signingSecret, timestampHeader, rawBody)}`)
  const given = Buffer.from(signatureHeader)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The hex HMAC of a request body (tests sign with it, as Slack does). */
export function signBody(signingSecret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', signingSecret)
    .update(`v0:${timestamp}:`)
    .update(rawBody)
    .digest('hex')
}

export interface SlackEventJobData {
  teamId: string
  event: SlackMessage & { channel?: string }
}

interface SlackEventsOptions {
  db: Db
  jobs: JobQueue
  slackApiUrl: string
  tokenKey: Uint8Array
  sleep?: Sleep
  /** Called once a message is stored for a company (so its analysis starts now). */
  stored?: (companyId: string) => Promise<void>
}

/** The Events API: new messages of connected channels are stored within seconds, through a fast job. */
export function createSlackEvents({ db, jobs, slackApiUrl, tokenKey, sleep = realSleep, stored }: SlackEventsOptions) {
  return {
    /**
     * Answers a (signature-checked) delivery: the url_verification challenge, or ok after queueing a message event
     * (a retry of an event already seen is dropped by its event_id).
     */
    async receive(body: SlackEventRequest): Promise<SlackEventResponse> {
      if (body.type === 'url_verification') return { challenge: body.challenge ?? '', ok: true }
      if (body.type !== 'event_callback' || !body.event || !body.team_id) return { ok: true }
      const event = body.event as SlackEventJobData['event']
      if (event.type !== 'message' || !event.channel || !isCustomerText(event)) return { ok: true }
      const eventId = body.event_id ?? `${body.team_id}:${event.channel}:${event.ts}`
      const fresh = await db
        .insert(slackEvents)
        .values({ eventId, teamId: body.team_id })
        .onConflictDoNothing()
        .returning({ eventId: slackEvents.eventId })
      if (fresh.length === 0) return { ok: true }
      try {
        const data: SlackEventJobData = { teamId: body.team_id, event }
        await jobs.send(SLACK_EVENT_JOB, data)
      } catch (error) {
        // Not queued: forget the id so Slack's retry is taken.
        await db.delete(slackEvents).where(eq(slackEvents.eventId, eventId))
        throw error
      }
      return { ok: true }
    },

    /** The `slack-event` job: stores the message for every company that connected this channel. */
    async handle(job: QueueJob<SlackEventJobData>): Promise<void> {
      const { teamId, event } = job.data
      const channelId = event.channel
      if (!channelId || !isCustomerText(event)) return
      // Routing by Slack team: the one lookup across companies; each store below is per company.
      const targets = await db
        .select({
          id: slackIntegrations.id,
          companyId: slackIntegrations.companyId,
          teamDomain: slackIntegrations.teamDomain,
          tokenCiphertext: slackIntegrations.tokenCiphertext,
          channels: slackIntegrations.channels,
        })
        .from(slackIntegrations)
        .where(
          and(
            eq(slackIntegrations.teamId, teamId),
            eq(slackIntegrations.source, 'api'),
            isNull(slackIntegrations.deletedAt),
          ),
        )
      for (const target of targets) {
        const channel = target.channels.find((candidate) => candidate.id === channelId)
        if (!channel) continue
        let author: SlackAuthor | undefined
        if (event.user && target.tokenCiphertext) {
          author = await lookUpAuthor(decryptSecret(tokenKey, target.tokenCiphertext), event.user, job.signal)
        }
        const row = toMessageRow(
          event as SlackMessage & { ts: string; text: string },
          { id: channel.id, name: channel.name },
          author,
          target.teamDomain,
        )
        await storeChannelMessages(db, target.companyId, target.id, channel, [row])
        await stored?.(target.companyId)
      }
    },

    /** Forgets event ids older than a day (the periodic tick calls it). */
    async forgetOldEventIds(): Promise<void> {
      await db
        .delete(slackEvents)
        .where(lt(slackEvents.receivedAt, sql`now() - ${KEEP_EVENT_IDS_HOURS} * interval '1 hour'`))
    },
  }

  async function lookUpAuthor(token: string, userId: string, signal: AbortSignal): Promise<SlackAuthor | undefined> {
    const client = await syncSlackClient(token, slackApiUrl)
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { user } = await client.users.info({ user: userId })
        return user ? toAuthor(user) : undefined
      } catch (error) {
        const wait = rateLimitWaitSeconds(error)
        // The message matters more than its author's title: store it without after a couple of waits.
        if (wait !== undefined && attempt < 2 && wait <= 30) {
          await sleep(wait * 1000, signal)
          continue
        }
        // Any refusal (user_not_found, a token gone bad...) leaves the author unknown; only an outage retries.
        if (wait !== undefined || slackErrorCode(error) !== undefined) return undefined
        throw error
      }
    }
  }
}

export type SlackEvents = ReturnType<typeof createSlackEvents>
