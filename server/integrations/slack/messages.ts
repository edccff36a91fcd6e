/**
 * From Slack messages to feedback rows: which messages are customer text, who wrote them (and for which company),
 * and the permalink of each.
 */

import { companyFromDomain, emailDomain } from '../../domain/feedback/author-company'

/** The fields of a Slack message (conversations.history, conversations.replies, events, exports) Headway reads. */
export interface SlackMessage {
  type?: string
  subtype?: string
  ts?: string
  thread_ts?: string
  user?: string
  bot_id?: string
  text?: string
  reply_count?: number
  hidden?: boolean
  /** Exports and some events carry the author's profile inline. */
  user_profile?: { real_name?: string; display_name?: string; name?: string }
}

/** What we know about a Slack user (users.info, or users.json of an export). */
export interface SlackAuthor {
  id: string
  name: string | null
  title: string | null
  email: string | null
  isBot: boolean
}

/** A feedback row about to be stored (the store adds company, integration and ids). */
export interface MessageRow {
  channelId: string
  channelName: string
  ts: string
  threadTs: string | null
  authorId: string | null
  authorName: string | null
  authorTitle: string | null
  authorEmailDomain: string | null
  authorCompany: string | null
  text: string
  permalink: string | null
  postedAt: Date
}

/**
 * Subtypes that carry what a person wrote. Everything else (channel_join, channel_leave, channel_topic,
 * channel_purpose, channel_name, channel_archive, pinned_item, bot_message, message_changed, message_deleted...) is
 * skipped, as is anything a bot posted.
 */
const CUSTOMER_TEXT_SUBTYPES = new Set([undefined, 'thread_broadcast', 'file_share', 'me_message'])

const SLACK_TS = /^\d{1,12}\.\d{1,9}$/

/** True when the message is something a person wrote, with text, that belongs in the feedback store. */
export function isCustomerText(message: SlackMessage): boolean {
  if (message.bot_id || message.hidden) return false
  if (!CUSTOMER_TEXT_SUBTYPES.has(message.subtype)) return false
  if (!message.ts || !SLACK_TS.test(message.ts)) return false
  return typeof message.text === 'string' && message.text.trim() !== ''
}

/** A Slack ts ("1712345678.123456") as the time it stands for. */
export function tsToDate(ts: string): Date {
  const [seconds = '0', fraction = ''] = ts.split('.')
  return new Date(Number(seconds) * 1000 + Math.floor(Number(`0.${fraction || '0'}`) * 1000))
}

/** The ts of a moment (for conversations.history's `oldest`). */
export function dateToTs(date: Date): string {
  const millis = date.getTime()
  return `${Math.floor(millis / 1000)}.${String((millis % 1000) * 1000).padStart(6, '0')}`
}

/** The later of two Slack ts (they compare as numbers; every ts Slack sends has 6 decimals, but be safe). */
export function laterTs(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return Number(a) >= Number(b) ? a : b
}

/**
 * The message's link, built as Slack does (no API call): https://<domain>.slack.com/archives/<channel>/p<ts without
 * the dot>, with ?thread_ts=…&cid=… for a reply. Null when the workspace's domain is unknown.
 */
export function permalink(teamDomain: string | null, channelId: string, ts: string, threadTs: string | null): string | null {
  if (!teamDomain) return null
  const base = `https://${teamDomain}.slack.com/archives/${channelId}/p${ts.replace('.', '')}`
  return threadTs && threadTs !== ts ? `${base}?thread_ts=${threadTs}&cid=${channelId}` : base
}

/** The feedback row of a message (call isCustomerText first). */
export function toMessageRow(
  message: SlackMessage & { ts: string; text: string },
  channel: { id: string; name: string },
  author: SlackAuthor | undefined,
  teamDomain: string | null,
): MessageRow {
  const threadTs = message.thread_ts ?? null
  const domain = emailDomain(author?.email)
  const inlineName = message.user_profile?.real_name || message.user_profile?.display_name || null
  return {
    channelId: channel.id,
    channelName: channel.name,
    ts: message.ts,
    threadTs,
    authorId: message.user ?? null,
    authorName: author?.name ?? inlineName,
    authorTitle: author?.title ?? null,
    authorEmailDomain: domain,
    authorCompany: companyFromDomain(domain),
    // PostgreSQL text cannot hold NUL characters.
    text: message.text.replaceAll('\u0000', ''),
    permalink: permalink(teamDomain, channel.id, message.ts, threadTs),
    postedAt: tsToDate(message.ts),
  }
}

/** users.info's user (or an export's users.json entry) as an author. */
export function toAuthor(user: {
  id?: string
  name?: string
  real_name?: string
  is_bot?: boolean
  profile?: { real_name?: string; display_name?: string; title?: string; email?: string }
}): SlackAuthor | undefined {
  if (!user.id) return undefined
  const name = user.profile?.real_name || user.real_name || user.profile?.display_name || user.name || null
  return {
    id: user.id,
    name,
    title: user.profile?.title || null,
    email: user.profile?.email || null,
    isBot: user.is_bot ?? false,
  }
}
