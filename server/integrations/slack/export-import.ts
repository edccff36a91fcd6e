import { createHash } from 'node:crypto'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import type { Channel } from '../../../api/schemas/slack'
import type { Db } from '../../db/client'
import { slackIntegrations } from '../../db/schema'
import { DomainError } from '../../domain/errors'
import { isCustomerText, type MessageRow, type SlackAuthor, type SlackMessage, toAuthor, toMessageRow } from './messages'
import { findIntegration, type IntegrationSummary } from './repository'
import { storeChannelMessages } from './sync-repository'

/**
 * Importing a Slack workspace export (the .zip an admin downloads from Slack): channels.json (and groups.json for
 * private channels), users.json, and one folder per channel with a <YYYY-MM-DD>.json file per day. Messages go into
 * the same feedback store as synced ones, under an integration keyed 'import:<team id>' (or 'import:<file>'), with
 * the same unique key (integration, channel, ts): importing an export twice stores nothing twice.
 */

export interface ImportOptions {
  teamName?: string
  /** The workspace's subdomain, for permalinks (an export does not say it). */
  teamDomain?: string
  /** The export's file name, used to key the import when the export names no team. */
  fileName?: string
}

export interface ImportSummary {
  integration: IntegrationSummary
  channels: number
  messagesStored: number
  messagesSkipped: number
}

interface ExportChannel {
  id?: string
  name?: string
  is_archived?: boolean
  members?: string[]
  purpose?: { value?: string }
  topic?: { value?: string }
}

interface ExportUser {
  id?: string
  team_id?: string
  name?: string
  real_name?: string
  is_bot?: boolean
  profile?: { real_name?: string; display_name?: string; title?: string; email?: string }
}

/** Messages stored per transaction. */
const STORE_BATCH = 2000

const notAnExport = (why: string) => new DomainError('invalid', `This file is not a Slack workspace export: ${why}`)

function readJson<T>(files: Record<string, Uint8Array>, name: string): T | undefined {
  const bytes = files[name]
  if (!bytes) return undefined
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as T
  } catch {
    throw notAnExport(`${path.basename(name)} is not valid JSON.`)
  }
}

/** A JSON list of the export (an absent file is an empty list). */
function readList<T>(files: Record<string, Uint8Array>, name: string): T[] {
  const value = readJson<unknown>(files, name)
  if (value === undefined) return []
  if (!Array.isArray(value)) throw notAnExport(`${name} is not a list.`)
  return value.filter((item): item is T => typeof item === 'object' && item !== null)
}

/** The entries of the zip, with a folder the whole export may sit in (Export/channels.json...) taken off. */
function unzipExport(zip: Uint8Array): Record<string, Uint8Array> {
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(zip, { filter: (file) => file.name.endsWith('.json') })
  } catch {
    throw new DomainError('invalid', 'The file is not a valid zip archive. Upload the .zip Slack made.')
  }
  const channelsFile = Object.keys(entries)
    .filter((name) => path.posix.basename(name) === 'channels.json')
    .sort((a, b) => a.length - b.length)[0]
  if (!channelsFile) throw notAnExport('channels.json is missing.')
  const prefix = channelsFile.slice(0, -'channels.json'.length)
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, bytes]) => [name.slice(prefix.length), bytes]),
  )
}

function mostCommon(values: Iterable<string | undefined>): string | undefined {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

export async function importSlackExport(
  db: Db,
  companyId: string,
  zip: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const files = unzipExport(zip)
  const channelList = [
    ...readList<ExportChannel>(files, 'channels.json').map((channel) => ({ channel, isPrivate: false })),
    ...readList<ExportChannel>(files, 'groups.json').map((channel) => ({ channel, isPrivate: true })),
  ].filter((entry): entry is { channel: ExportChannel & { id: string; name: string }; isPrivate: boolean } =>
    Boolean(entry.channel.id && entry.channel.name && /^[^/]+$/.test(entry.channel.name)),
  )
  const users = readList<ExportUser>(files, 'users.json')
  const authors = new Map<string, SlackAuthor>()
  for (const user of users) {
    const author = toAuthor(user)
    if (author) authors.set(author.id, author)
  }

  // Day files per channel folder.
  const days = new Map<string, string[]>()
  for (const name of Object.keys(files)) {
    const match = /^([^/]+)\/(\d{4}-\d{2}-\d{2})\.json$/.exec(name)
    if (!match?.[1]) continue
    days.set(match[1], [...(days.get(match[1]) ?? []), name])
  }
  const messagesOf = (channelName: string): SlackMessage[] =>
    (days.get(channelName) ?? []).sort().flatMap((file) => readList<SlackMessage>(files, file))

  const perChannel = channelList.map(({ channel, isPrivate }) => ({ channel, isPrivate, messages: messagesOf(channel.name) }))
  const teamId =
    mostCommon(users.map((user) => user.team_id)) ??
    mostCommon(perChannel.flatMap(({ messages }) => messages.map((message) => (message as { team?: string }).team)))
  const key =
    teamId ??
    (options.fileName ? path.basename(options.fileName) : `sha256-${createHash('sha256').update(zip).digest('hex').slice(0, 16)}`)
  const teamName = options.teamName ?? `Slack export (${teamId ?? path.basename(options.fileName ?? key)})`
  const channels: Channel[] = perChannel.map(({ channel, isPrivate }) => ({
    id: channel.id,
    name: channel.name,
    purpose: channel.purpose?.value ?? '',
    topic: channel.topic?.value ?? '',
    is_private: isPrivate,
    member_count: channel.members?.length ?? 0,
  }))

  const [integration] = await db
    .insert(slackIntegrations)
    .values({
      companyId,
      teamId: `import:${key}`,
      teamName,
      teamDomain: options.teamDomain ?? null,
      source: 'export',
      status: 'connected',
      tokenCiphertext: null,
      channels,
      syncState: 'idle',
    })
    .onConflictDoUpdate({
      target: [slackIntegrations.companyId, slackIntegrations.teamId],
      set: {
        teamName: options.teamName ? teamName : sql`${slackIntegrations.teamName}`,
        teamDomain: sql`coalesce(${options.teamDomain ?? null}, ${slackIntegrations.teamDomain})`,
        // The channels of every import so far: a newer export may lack channels archived since.
        channels: sql`(
          select coalesce(jsonb_agg(merged.channel order by merged.position), '[]'::jsonb) from (
            select distinct on (entry.channel->>'id') entry.channel, entry.position
            from jsonb_array_elements(${JSON.stringify(channels)}::jsonb || ${slackIntegrations.channels})
              with ordinality as entry(channel, position)
            order by entry.channel->>'id', entry.position
          ) merged)`,
        source: 'export',
        status: 'connected',
        syncState: 'idle',
        syncError: null,
        deletedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: slackIntegrations.id, teamDomain: slackIntegrations.teamDomain })
  if (!integration) throw new Error('Upserting the imported integration returned no row.')

  let stored = 0
  let skipped = 0
  for (const { channel, messages } of perChannel) {
    const rows: MessageRow[] = []
    for (const message of messages) {
      if (!isCustomerText(message)) {
        skipped += 1
        continue
      }
      const ready = message as SlackMessage & { ts: string; text: string }
      rows.push(toMessageRow(ready, channel, message.user ? authors.get(message.user) : undefined, integration.teamDomain))
    }
    for (let start = 0; start === 0 || start < rows.length; start += STORE_BATCH) {
      const batch = rows.slice(start, start + STORE_BATCH)
      const inserted = await storeChannelMessages(db, companyId, integration.id, channel, batch, { completed: true })
      stored += inserted
      skipped += batch.length - inserted
    }
  }
  await db
    .update(slackIntegrations)
    .set({ lastSynced: sql`now()` })
    .where(and(eq(slackIntegrations.companyId, companyId), eq(slackIntegrations.id, integration.id)))

  const summary = await findIntegration(db, companyId, integration.id)
  if (!summary) throw new Error('The imported integration vanished.')
  return { integration: summary, channels: channels.length, messagesStored: stored, messagesSkipped: skipped }
}
