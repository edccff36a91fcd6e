import { z } from 'zod'
import { Channel } from './slack'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { text, TextLimit } from './text'

/** How often the Slack digest goes out: each day, each week (on Mondays, UTC), or never. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const
export const DigestFrequency = z.enum(DIGEST_FREQUENCIES, { error: 'The frequency is off, daily or weekly.' })
export type DigestFrequency = z.infer<typeof DigestFrequency>

/**
 * A digest's life: written as 'sending' before chat.postMessage is called, then 'sent'; 'retrying' after a fault worth
 * another attempt (Slack unreachable, rate-limited, 5xx), 'failed' when Slack refused it (a revoked token, a channel
 * gone), 'skipped' for a quiet period (no new feedback and no new features: nothing is posted).
 */
export const SLACK_DIGEST_POST_STATES = ['sending', 'sent', 'retrying', 'failed', 'skipped'] as const
export const SlackDigestPostState = z.enum(SLACK_DIGEST_POST_STATES)
export type SlackDigestPostState = z.infer<typeof SlackDigestPostState>

/** The latest periodic digest of the company. */
export const SlackDigestPost = z.object({
  /** `daily:2026-11-27` or `weekly:2026-11-23`. */
  period: z.string(),
  state: SlackDigestPostState,
  /** Why the last attempt failed, in a sentence; null unless retrying or failed. */
  error: z.string().nullable(),
  created_at: Timestamp,
  sent_at: Timestamp.nullable(),
})
export type SlackDigestPost = z.infer<typeof SlackDigestPost>

/** Where and how often the company's Slack digest goes, and how the last one went. */
export const SlackDigestSettings = z.object({
  /** The connected Slack workspace posted to, or null (none chosen, or it was deleted). */
  integration_id: Id.nullable(),
  channel_id: z.string().nullable(),
  channel_name: z.string().nullable(),
  frequency: DigestFrequency,
  /** Why the digest cannot go out as set (its workspace was disconnected), or null. */
  problem: z.string().nullable(),
  last_post: SlackDigestPost.nullable(),
})
export type SlackDigestSettings = z.infer<typeof SlackDigestSettings>

export const UpdateSlackDigestRequest = z
  .object(
    {
      integration_id: z.uuid({ error: 'Use the id of a connected Slack workspace.' }).nullable(),
      channel_id: text('The channel id', TextLimit.token).trim().min(1, 'Pick a channel for the digest.').nullable(),
      frequency: DigestFrequency,
    },
    { error: JSON_OBJECT_REQUIRED },
  )
  .refine((body) => body.frequency === 'off' || (body.integration_id !== null && body.channel_id !== null), {
    message: 'Pick a Slack channel for the digest, or turn the digest off.',
    path: ['channel_id'],
  })
export type UpdateSlackDigestRequest = z.input<typeof UpdateSlackDigestRequest>

/** The channels of a connected workspace a digest can be posted to. */
export const SlackChannelList = z.object({ channels: z.array(Channel) })
export type SlackChannelList = z.infer<typeof SlackChannelList>

/** A test digest posted now, outside the schedule. */
export const SlackDigestTestResult = z.object({ channel_name: z.string() })
export type SlackDigestTestResult = z.infer<typeof SlackDigestTestResult>

/** The sentences of the digest calls, for the server and the mocks. */
export const SlackDigestDetail = {
  integrationNotFound: 'Slack workspace not found. Connect it under Connected Data Sources first.',
  notConnected: 'This Slack workspace is disconnected. Connect it again under Connected Data Sources first.',
  channelNotFound: 'Headway cannot see this channel in the Slack workspace. Pick one of the listed channels.',
  noChannel: 'Pick a Slack channel for the digest and save it first.',
  /** The settings' problem while the workspace posted to is disconnected or deleted. */
  workspaceGone: 'The Slack workspace of the digest is no longer connected: no digest goes out until a channel of a connected workspace is picked.',
} as const
