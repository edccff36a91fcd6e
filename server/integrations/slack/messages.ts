/**
 * From Slack messages to feedback rows: which messages are customer text, who wrote them (and for which company),
 * and the permalink of each.
 */

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

/** Mail providers whose domain says nothing about the author's company. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'hey.com',
])

/** Second-level labels under which companies register (acme.co.uk, acme.com.au...). */
const SECOND_LEVEL_SUFFIXES = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'ne', 'or', 'go'])

/** The domain of an email address, lower-cased; null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const domain = email?.split('@')[1]?.trim().toLowerCase()
  return domain && domain.includes('.') ? domain : null
}

/**
 * A readable company name from an email domain: 'acme.com' → 'Acme', 'mail.acme-labs.co.uk' → 'Acme Labs',
 * 'globex.io' → 'Globex'. Null for free-mail providers (gmail.com...) and for nothing.
 */
export function companyFromDomain(domain: string | null): string | null {
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null
  const labels = domain.split('.').filter(Boolean)
  if (labels.length < 2) return null
  labels.pop() // the top-level domain
  if (labels.length >= 2 && SECOND_LEVEL_SUFFIXES.has(labels.at(-1) ?? '')) labels.pop()
  const name = labels.at(-1)
  if (!name) return null
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
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
