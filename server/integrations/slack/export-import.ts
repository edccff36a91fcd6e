import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { Channel } from '../../../api/schemas/slack'
import type { Db } from '../../db/client'
import { slackIntegrations } from '../../db/schema'
import { JobInterruptedError } from '../../jobs/queue'
import {
  EXPORT_LIMITS,
  type ExportLimits,
  NOT_JSON,
  notAnExport,
  openExport,
  type OpenedExport,
} from './export-archive'
import { checkList, ExportChannel, ExportMessage, ExportUser } from './export-records'
import { isCustomerText, type MessageRow, type SlackAuthor, toAuthor, toMessageRow } from './messages'
import { findIntegration, type IntegrationSummary } from './repository'
import { storeChannelMessages } from './sync-repository'

/**
 * Importing a Slack workspace export (the .zip an admin downloads from Slack) from a file: channels.json (and
 * groups.json for private channels), users.json, and one folder per channel with a <YYYY-MM-DD>.json file per day.
 * The archive is read within limits (./export-archive.ts) and every record checked (./export-records.ts). Messages go
 * into the same feedback store as synced ones, under an integration keyed 'import:<team id>' (or 'import:<file>'),
 * with the same unique key (integration, channel, ts): importing an export twice stores nothing twice.
 */

export interface ImportOptions {
  teamName?: string
  /** The workspace's subdomain, for permalinks (an export does not say it). */
  teamDomain?: string
  /** The export's file name, used to key the import when the export names no team. */
  fileName?: string
}

/** How far an import is; the summary once it is done. */
export interface ImportProgress {
  integrationId: string | null
  filesDone: number
  filesTotal: number
  channels: number
  messagesStored: number
  messagesSkipped: number
  invalid: { channels: number; users: number; messages: number; files: number }
}

export interface ImportSummary extends ImportProgress {
  integration: IntegrationSummary
}

export interface ImportHooks {
  /** Called after each day file (and at the start); the import waits for it. */
  onProgress?: (progress: ImportProgress) => Promise<void>
  /** Checked between day files: an aborted import stops with a JobInterruptedError. */
  signal?: AbortSignal
  limits?: ExportLimits
}

/** Messages stored per transaction. */
const STORE_BATCH = 2000

/** A list of the export, checked record by record (an absent file is an empty list). */
async function readList<T>(
  archive: OpenedExport,
  entry: Parameters<OpenedExport['readJson']>[0] | undefined,
  schema: Parameters<typeof checkList<T>>[0],
): Promise<{ valid: T[]; invalid: number }> {
  if (!entry) return { valid: [], invalid: 0 }
  const name = path.posix.basename(entry.fileName)
  const value = await archive.readJson(entry)
  if (value === NOT_JSON) throw notAnExport(`${name} is not valid JSON.`)
  const checked = checkList(schema, value)
  if (!checked.list) throw notAnExport(`${name} is not a list.`)
  return checked
}

function mostCommon(values: Iterable<string | undefined>): string | undefined {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export async function importSlackExport(
  db: Db,
  companyId: string,
  file: string,
  options: ImportOptions = {},
  hooks: ImportHooks = {},
): Promise<ImportSummary> {
  const archive = await openExport(file, hooks.limits ?? EXPORT_LIMITS)
  try {
    return await importArchive(db, companyId, archive, file, options, hooks)
  } finally {
    archive.close()
  }
}

async function importArchive(
  db: Db,
  companyId: string,
  archive: OpenedExport,
  file: string,
  options: ImportOptions,
  hooks: ImportHooks,
): Promise<ImportSummary> {
  const { catalogue } = archive
  const publicChannels = await readList(archive, catalogue.channels, ExportChannel)
  const privateChannels = await readList(archive, catalogue.groups, ExportChannel)
  const users = await readList(archive, catalogue.users, ExportUser)
  const channelList = [
    ...publicChannels.valid.map((channel) => ({ channel, isPrivate: false })),
    ...privateChannels.valid.map((channel) => ({ channel, isPrivate: true })),
  ]
  const authors = new Map<string, SlackAuthor>()
  for (const user of users.valid) {
    const author = toAuthor(user)
    if (author) authors.set(author.id, author)
  }

  const teamId = mostCommon(users.valid.map((user) => user.team_id))
  const key =
    teamId ?? (options.fileName ? path.basename(options.fileName) : `sha256-${(await fileDigest(file)).slice(0, 16)}`)
  const teamName = options.teamName ?? `Slack export (${teamId ?? path.basename(options.fileName ?? key)})`
  const channels: Channel[] = channelList.map(({ channel, isPrivate }) => ({
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

  const progress: ImportProgress = {
    integrationId: integration.id,
    filesDone: 0,
    filesTotal: catalogue.dayFiles,
    channels: channels.length,
    messagesStored: 0,
    messagesSkipped: 0,
    invalid: {
      channels: publicChannels.invalid + privateChannels.invalid,
      users: users.invalid,
      messages: 0,
      files: 0,
    },
  }
  await hooks.onProgress?.(progress)
  const byName = new Map(channels.map((channel) => [channel.name, channel]))
  for await (const day of archive.dayFiles()) {
    if (hooks.signal?.aborted) throw new JobInterruptedError('The import was interrupted.')
    // A folder of no listed channel (or of one whose record was invalid) is not read.
    const channel = byName.get(day.channelName)
    if (channel) {
      const value = await day.read()
      const messages = value === NOT_JSON ? undefined : checkList(ExportMessage, value)
      if (!messages?.list) {
        progress.invalid.files += 1
      } else {
        progress.invalid.messages += messages.invalid
        const rows: MessageRow[] = []
        for (const message of messages.valid) {
          if (!isCustomerText(message)) {
            progress.messagesSkipped += 1
            continue
          }
          const ready = message as typeof message & {
            ts: string
            text: string
          }
          rows.push(
            toMessageRow(ready, channel, message.user ? authors.get(message.user) : undefined, integration.teamDomain),
          )
        }
        for (let start = 0; start < rows.length; start += STORE_BATCH) {
          const batch = rows.slice(start, start + STORE_BATCH)
          const inserted = await storeChannelMessages(db, companyId, integration.id, channel, batch)
          progress.messagesStored += inserted
          progress.messagesSkipped += batch.length - inserted
        }
      }
    }
    progress.filesDone += 1
    await hooks.onProgress?.(progress)
  }
  // Every listed channel is now fully collected (also those without a day file).
  for (const channel of channels) {
    await storeChannelMessages(db, companyId, integration.id, channel, [], {
      completed: true,
    })
  }
  await db
    .update(slackIntegrations)
    .set({ lastSynced: sql`now()` })
    .where(and(eq(slackIntegrations.companyId, companyId), eq(slackIntegrations.id, integration.id)))

  const summary = await findIntegration(db, companyId, integration.id)
  if (!summary) throw new Error('The imported integration vanished.')
  return { ...progress, integration: summary }
}
