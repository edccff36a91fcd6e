import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { feedback, mentions } from '../../db/schema'
import { rescoreFeatures } from '../features/scores'
import type { EmailRow } from '../../integrations/gmail/emails'
import type { MessageRow } from '../../integrations/slack/messages'

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
          author_name, author_email_domain, author_company, text, permalink, posted_at)
        select ${companyId}::uuid, ${mailboxId}::uuid, 'email', "gmailMessageId", "labelId", "labelName", "authorId",
          "authorName", "authorEmailDomain", "authorCompany", "text", "permalink", "postedAt"
        from json_to_recordset(${batch}::json) as row("gmailMessageId" text, "labelId" text, "labelName" text,
          "authorId" text, "authorName" text, "authorEmailDomain" text, "authorCompany" text, "text" text,
          "permalink" text, "postedAt" timestamptz)
        on conflict (mailbox_id, gmail_message_id) do nothing
        returning 1 as one`,
    )
    inserted += stored.length
  }
  return inserted
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
