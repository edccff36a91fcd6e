import type { WebClient, WebClientOptions } from '@slack/web-api'
import type { Channel } from '../../../api/schemas/slack'

/** What a user token gives access to: its workspace and every channel the token can list. */
export interface SlackWorkspace {
  teamId: string
  teamName: string
  /** The subdomain of <domain>.slack.com (permalinks), when team.info tells it. */
  teamDomain: string | null
  channels: Channel[]
}

const CHANNEL_TYPES = 'public_channel,private_channel'
const PAGE_SIZE = 200
const REQUEST_TIMEOUT_MS = 15_000

/**
 * A Web API client. The SDK (about 14 MB of memory) is loaded at the first Slack call, not when the server starts: a
 * server that never talks to Slack never carries it.
 */
async function slackClient(token: string | undefined, options: WebClientOptions): Promise<WebClient> {
  const { LogLevel, WebClient } = await import('@slack/web-api')
  return new WebClient(token, { ...options, logLevel: LogLevel.ERROR })
}

/**
 * A Web API client for a person waiting on the answer: no retries, rate limits rejected at once (the caller tells the
 * person), and a timeout. `slackApiUrl` is HEADWAY_SLACK_API_URL (a fake Slack in tests); no token for the OAuth
 * exchange.
 */
export function interactiveSlackClient(token: string | undefined, slackApiUrl: string): Promise<WebClient> {
  return slackClient(token, { slackApiUrl, retryConfig: { retries: 0 }, rejectRateLimitedCalls: true, timeout: REQUEST_TIMEOUT_MS })
}

/**
 * A Web API client for background sync. Rate limits are ours to handle: the SDK rejects a 429 at once
 * (rejectRateLimitedCalls) with its Retry-After, and retries nothing itself (retries: 0), so the sync persists its
 * cursor, waits what Slack asked and repeats the same call, or hands the rest to a later job when the wait is long.
 */
export function syncSlackClient(token: string, slackApiUrl: string): Promise<WebClient> {
  return slackClient(token, { slackApiUrl, retryConfig: { retries: 0 }, rejectRateLimitedCalls: true, timeout: 30_000 })
}

/** auth.test checks the token, team.info names the workspace, conversations.list (every page) gives the channels. */
export async function readSlackWorkspace(client: WebClient): Promise<SlackWorkspace> {
  const identity = await client.auth.test()
  const { team } = await client.team.info({ team: identity.team_id })
  const teamId = team?.id ?? identity.team_id
  if (!teamId) throw new Error('Slack auth.test and team.info returned no team id.')
  return {
    teamId,
    teamName: team?.name ?? identity.team ?? teamId,
    teamDomain: team?.domain || domainOfUrl(identity.url),
    channels: await listChannels(client),
  }
}

/** 'https://acme.slack.com/' → 'acme' (auth.test's url), or null. */
function domainOfUrl(url: string | undefined): string | null {
  const match = url ? /^https?:\/\/([a-z0-9-]+)\.slack\.com/i.exec(url) : null
  return match?.[1] ?? null
}

/** Every channel (public and private, not archived) the token can list, all pages. */
export async function listChannels(client: WebClient): Promise<Channel[]> {
  const channels: Channel[] = []
  let cursor: string | undefined
  do {
    const page = await client.conversations.list({ types: CHANNEL_TYPES, exclude_archived: true, limit: PAGE_SIZE, cursor })
    for (const channel of page.channels ?? []) {
      if (!channel.id || !channel.name) continue
      channels.push({
        id: channel.id,
        name: channel.name,
        purpose: channel.purpose?.value ?? '',
        topic: channel.topic?.value ?? '',
        is_private: channel.is_private ?? false,
        member_count: channel.num_members ?? 0,
      })
    }
    cursor = page.response_metadata?.next_cursor || undefined
  } while (cursor)
  return channels
}
