import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { feedback, mentions } from '../../db/schema'
import { rescoreFeatures } from '../features/scores'
import type { AcceptedFeedbackItem } from '../../../api/schemas/feedback-api'
import type { EmailRow } from '../../integrations/gmail/emails'
import type { MessageRow } from '../../integrations/slack/messages'
import { companyFromDomain, emailDomain } from './author-company'

/** Rows per INSERT statement. */
const INSERT_BATCH = 1000

/**
 * Stores Slack messages of one integration, each at most once: a message already stored (same integration, channel
 * and ts) is left as it is (ON CONFLICT DO NOTHING). Answers how many rows were new. Run it inside the transaction that
 * also moves the sync cursor, so the count and the cursor stay true together.
 *
 * One statement per batch of up to 1,000 rows, the rows travelling as a single JSON parameter that
 * json_to_recordset turns back into rows: measured 2-3x faster than a multi-row VALUES list with 15 parameters a row
 * (most of that time went into building and binding 15,000 parameters), on PGlite and on PostgreSQL alike.
 */
export async function insertSlackMessages(
  db: Db,
  companyId: string,
  integrationId: string,
  rows: readonly MessageRow[],
): Promise<number> {
  let inserted = 0
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = JSON.stringify(
      rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, postedAt: row.postedAt.toISOString() })),
    )
    const stored = await queryRows<{ one: number }>(
      db,
      sql`insert into feedback (company_id, integration_id, source, channel_id, channel_name, ts, thread_ts, author_id,
          author_name, author_title, author_email_domain, author_company, text, permalink, posted_at)
        select ${companyId}::uuid, ${integrationId}::uuid, 'slack', "channelId", "channelName", "ts", "threadTs",
          "authorId", "authorName", "authorTitle", "authorEmailDomain", "authorCompany", "text", "permalink", "postedAt"
        from json_to_recordset(${batch}::json) as row("channelId" text, "channelName" text, "ts" text,
          "threadTs" text, "authorId" text, "authorName" text, "authorTitle" text, "authorEmailDomain" text,
          "authorCompany" text, "text" text, "permalink" text, "postedAt" timestamptz)
        on conflict (integration_id, channel_id, ts) do nothing
        returning 1 as one`,
    )
    inserted += stored.length
  }
  return inserted
}

/**
 * Stores emails of one mailbox as feedback (source 'email'), each at most once whichever followed labels it carries:
 * an email already stored (same mailbox and Gmail message id) is left as it is. The label it was found under is kept
 * as its channel. Answers how many rows were new; run it in the transaction that moves the label's sync state.
 */
export async function insertEmails(db: Db, companyId: string, mailboxId: string, rows: readonly EmailRow[]): Promise<number> {
  let inserted = 0
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = JSON.stringify(
      rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, postedAt: row.postedAt.toISOString() })),
    )
    const stored = await queryRows<{ one: number }>(
      db,
      sql`insert into feedback (company_id, mailbox_id, source, gmail_message_id, channel_id, channel_name, author_id,
          author_name, author_email_domain, author_company, text, permalink, posted_at, metadata)
        select ${companyId}::uuid, ${mailboxId}::uuid, 'email', "gmailMessageId", "labelId", "labelName", "authorId",
          "authorName", "authorEmailDomain", "authorCompany", "text", "permalink", "postedAt", "metadata"
        from json_to_recordset(${batch}::json) as row("gmailMessageId" text, "labelId" text, "labelName" text,
          "authorId" text, "authorName" text, "authorEmailDomain" text, "authorCompany" text, "text" text,
          "permalink" text, "postedAt" timestamptz, "metadata" jsonb)
        on conflict (mailbox_id, gmail_message_id) do nothing
        returning 1 as one`,
    )
    inserted += stored.length
  }
  return inserted
}

/** The sources whose feedback another tool sends, each item with its id there (external_id). */
export type ExternalFeedbackSource = 'api' | 'csv'

/** What became of each item given to storeExternalFeedback, by its index, with the feedback's id. */
export interface ExternalStoreResult {
  stored: Array<{ index: number; externalId: string; id: string }>
  /** Items whose external id the company already had from this source (or given twice): stored once, not again. */
  alreadyStored: Array<{ index: number; externalId: string; id: string }>
}

/**
 * Stores feedback sent by another tool (the feedback API; a CSV import), validated by FeedbackItem, each at most once
 * per company and source: an item whose external id is already stored is left as it is (ON CONFLICT DO NOTHING on
 * (company, source, external id)). The author's email gives their domain and, unless the item names the customer's
 * company, that company; the source label is kept as the channel (where the quote came from) and the URL as the
 * permalink. One statement per 1,000 items, as insertSlackMessages. Answers each item's fate by its index.
 */
export async function storeExternalFeedback(
  db: Db,
  companyId: string,
  source: ExternalFeedbackSource,
  items: readonly AcceptedFeedbackItem[],
): Promise<ExternalStoreResult> {
  const result: ExternalStoreResult = { stored: [], alreadyStored: [] }
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    const batch = items.slice(start, start + INSERT_BATCH)
    const rows = JSON.stringify(
      batch.map(({ item }) => {
        const domain = emailDomain(item.author_email)
        return {
          externalId: item.external_id,
          authorId: item.author_email,
          authorName: item.author_name,
          authorEmailDomain: domain,
          authorCompany: item.customer_company ?? companyFromDomain(domain),
          channelName: item.source_label,
          text: item.text,
          permalink: item.url,
          postedAt: item.created_at,
        }
      }),
    )
    const inserted = await queryRows<{ id: string; external_id: string }>(
      db,
      sql`insert into feedback (company_id, source, external_id, author_id, author_name, author_email_domain,
          author_company, channel_name, text, permalink, posted_at)
        select ${companyId}::uuid, ${source}, "externalId", "authorId", "authorName", "authorEmailDomain",
          "authorCompany", "channelName", "text", "permalink", coalesce("postedAt", now())
        from json_to_recordset(${rows}::json) as row("externalId" text, "authorId" text, "authorName" text,
          "authorEmailDomain" text, "authorCompany" text, "channelName" text, "text" text, "permalink" text,
          "postedAt" timestamptz)
        on conflict (company_id, source, external_id) where external_id is not null do nothing
        returning id, external_id`,
    )
    const fresh = new Map(inserted.map((row) => [row.external_id, row.id]))
    const missing = [...new Set(batch.map(({ item }) => item.external_id).filter((id) => !fresh.has(id)))]
    const known =
      missing.length === 0
        ? new Map<string, string>()
        : new Map(
            (
              await queryRows<{ id: string; external_id: string }>(
                db,
                sql`select id, external_id from feedback where company_id = ${companyId}::uuid and source = ${source}
                  and external_id is not null
                  and external_id in (select value from json_array_elements_text(${JSON.stringify(missing)}::json))`,
              )
            ).map((row) => [row.external_id, row.id]),
          )
    for (const { index, item } of batch) {
      const externalId = item.external_id
      const id = fresh.get(externalId)
      if (id !== undefined) {
        // The first item of the batch with this id is the one stored; a later one with the same id is a repeat.
        result.stored.push({ index, externalId, id })
        fresh.delete(externalId)
        known.set(externalId, id)
      } else {
        const storedBefore = known.get(externalId)
        if (storedBefore === undefined) throw new Error(`Feedback ${externalId} was neither stored nor found.`)
        result.alreadyStored.push({ index, externalId, id: storedBefore })
      }
    }
  }
  return result
}

/** The same rows with a multi-row VALUES list built by Drizzle (the bench's baseline; slower, see above). */
export async function insertSlackMessagesWithValues(
  db: Db,
  companyId: string,
  integrationId: string,
  rows: readonly MessageRow[],
): Promise<number> {
  let inserted = 0
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows
      .slice(start, start + INSERT_BATCH)
      .map((row) => ({ ...row, companyId, integrationId, source: 'slack' as const }))
    const stored = await db
      .insert(feedback)
      .values(batch)
      .onConflictDoNothing({ target: [feedback.integrationId, feedback.channelId, feedback.ts] })
      .returning({ id: feedback.id })
    inserted += stored.length
  }
  return inserted
}

export type FeedbackRow = typeof feedback.$inferSelect

/** The company's feedback, oldest first, optionally of one integration (tests and tools; the API comes later). */
export function listFeedback(db: Db, companyId: string, integrationId?: string): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(
      and(eq(feedback.companyId, companyId), integrationId ? eq(feedback.integrationId, integrationId) : undefined),
    )
    .orderBy(asc(feedback.postedAt), asc(feedback.ts))
}

export async function countFeedback(db: Db, companyId: string, integrationId?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feedback)
    .where(
      and(eq(feedback.companyId, companyId), integrationId ? eq(feedback.integrationId, integrationId) : undefined),
    )
  return Number(row?.total ?? 0)
}

/**
 * Deletes a source of feedback for good (a Slack workspace, a Gmail mailbox): `deleteSource` removes its row, and its
 * feedback and their mentions go with it by cascade. The features that quoted that feedback are rescored in the same
 * transaction, so their mention counts and scores stop counting it. False when there was no such source to delete.
 */
export async function purgeSource(
  db: Db,
  companyId: string,
  feedbackOfSource: SQL | undefined,
  deleteSource: (tx: Db) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .selectDistinct({ featureId: mentions.featureId })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .where(and(eq(mentions.companyId, companyId), eq(feedback.companyId, companyId), feedbackOfSource))
    if (!(await deleteSource(tx))) return false
    await rescoreFeatures(
      tx,
      companyId,
      linked.map((row) => row.featureId),
      new Date(),
    )
    return true
  })
}
