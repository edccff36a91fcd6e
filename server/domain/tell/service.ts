import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { ErrorDetail } from '../../../api/schemas/error'
import type { FeatureStatus } from '../../../api/schemas/features'
import type { TellDraft, TellDrafts, TellMessage, TellSettings } from '../../../api/schemas/tell'
import { TellDetail } from '../../../api/schemas/tell'
import {
  DEFAULT_TELL_SETTINGS,
  draftsFor,
  type RequesterEvidence,
  sendableDrafts,
  tellSettingsProblem,
} from '../../../api/tell-requesters'
import type { Db } from '../../db/client'
import { companyTellSettings, features, feedback, mentions, slackIntegrations, tellMessages, users } from '../../db/schema'
import type { Mailer } from '../../integrations/email/mailer'
import { brokenTokenDetail, isSlackUnavailable, slackErrorCode } from '../../integrations/slack/errors'
import { syncSlackClient } from '../../integrations/slack/workspace'
import type { JobQueue } from '../../jobs/queue'
import { decryptSecret } from '../../secrets'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'

type Caller = Pick<AuthContext, 'companyId' | 'userId'>

/** Delivers one recorded message; retried with backoff when Slack or the SMTP server could not take it. */
export const TELL_DELIVER_JOB = 'tell-requester'
/** Records and queues the drafts of a feature that reached a trigger status while automatic sending is on. */
export const TELL_AUTO_JOB = 'tell-requesters-auto'

export interface TellDependencies {
  db: Db
  jobs: JobQueue
  mailer: Mailer
  slackApiUrl: string
  /** Decrypts the Slack workspaces' saved tokens. */
  tokenKey: Uint8Array
}

/** A failure worth another attempt (Slack or the SMTP server unreachable, rate-limited, 5xx). */
class TransientSendError extends Error {
  override name = 'TransientSendError'
}

export type TellSenderDependencies = Omit<TellDependencies, 'jobs'>

/**
 * Delivers recorded messages: a reply in the requester's Slack thread (chat.postMessage with thread_ts, the user token
 * of the workspace needing chat:write), or an email reply through the SMTP setting.
 */
export function createTellSender({ db, mailer, slackApiUrl, tokenKey }: TellSenderDependencies) {
  /** Sends one message through its channel; throws TransientSendError for what another attempt may get through. */
  async function deliver(message: typeof tellMessages.$inferSelect): Promise<void> {
    if (!message.feedbackId) throw new Error('The feedback this message answers was deleted.')
    const [source] = await db
      .select({
        integrationId: feedback.integrationId,
        channelId: feedback.channelId,
        ts: feedback.ts,
        threadTs: feedback.threadTs,
        authorId: feedback.authorId,
        metadata: feedback.metadata,
        tokenCiphertext: slackIntegrations.tokenCiphertext,
      })
      .from(feedback)
      .leftJoin(slackIntegrations, eq(slackIntegrations.id, feedback.integrationId))
      .where(eq(feedback.id, message.feedbackId))
    if (!source) throw new Error('The feedback this message answers was deleted.')
    if (message.channel === 'slack_thread') {
      if (!source.tokenCiphertext || !source.channelId || !source.ts) {
        throw new Error('The Slack workspace of this feedback is no longer connected.')
      }
      const client = await syncSlackClient(decryptSecret(tokenKey, source.tokenCiphertext), slackApiUrl)
      try {
        // A reply in the thread the message started or belongs to.
        await client.chat.postMessage({ channel: source.channelId, thread_ts: source.threadTs ?? source.ts, text: message.text })
      } catch (error) {
        if (isSlackUnavailable(error)) {
          throw new TransientSendError('Slack could not be reached or asked to wait; another attempt follows.', { cause: error })
        }
        const broken = brokenTokenDetail(error)
        if (broken) throw new Error(broken, { cause: error })
        const code = slackErrorCode(error)
        throw new Error(code ? `Slack refused the reply (${code}).` : 'Slack refused the reply.', { cause: error })
      }
      return
    }
    if (message.channel === 'email_reply' || message.channel === 'email') {
      if (mailer.kind !== 'smtp') throw new Error('Email is not set up: HEADWAY_SMTP_URL is unset.')
      if (!source.authorId) throw new Error("The sender's address of this email is unknown.")
      const subject = source.metadata?.emailSubject
      const inReplyTo = message.channel === 'email_reply' ? source.metadata?.emailMessageId : undefined
      try {
        await mailer.send({
          to: source.authorId,
          subject: subject ? `Re: ${subject}` : 'About your request',
          text: message.text,
          ...(inReplyTo && { inReplyTo }),
        })
      } catch (error) {
        throw new TransientSendError('The SMTP server did not take the email; another attempt follows.', { cause: error })
      }
      return
    }
    throw new Error('This requester has no conversation to reply in.')
  }

  return {
    /**
     * Delivers one recorded message. It is claimed first (queued, or failed by a fault worth retrying → sending): a
     * message already sending or sent is left alone, so a crash after the call never sends it twice. Answers
     * 'retry' when the failure is worth another attempt (the job then throws, and the queue retries with backoff).
     */
    async deliverMessage(messageId: string): Promise<'done' | 'retry'> {
      const [claimed] = await db
        .update(tellMessages)
        .set({ state: 'sending', attempts: sql`${tellMessages.attempts} + 1`, error: null })
        .where(and(eq(tellMessages.id, messageId), inArray(tellMessages.state, ['queued', 'failed'])))
        .returning()
      if (!claimed) return 'done'
      try {
        await deliver(claimed)
        await db.update(tellMessages).set({ state: 'sent', sentAt: new Date() }).where(eq(tellMessages.id, messageId))
        return 'done'
      } catch (error) {
        const sentence = error instanceof Error ? error.message : 'The message could not be sent.'
        await db.update(tellMessages).set({ state: 'failed', error: sentence }).where(eq(tellMessages.id, messageId))
        return error instanceof TransientSendError ? 'retry' : 'done'
      }
    },
  }
}

/**
 * Telling the people who asked: the company's settings, a feature's drafts, recording and queueing messages, and
 * delivering each (a reply in the Slack thread, or an email reply in the conversation). A message is written as
 * 'queued' before anything is sent, and claimed ('sending') before the call to Slack or SMTP: a crash after the call
 * leaves it 'sending', never sent again.
 */
export function createTellService({ db, jobs, ...senderDependencies }: TellDependencies) {
  const sender = createTellSender({ db, ...senderDependencies })
  async function settingsOf(companyId: string): Promise<TellSettings> {
    const [row] = await db.select().from(companyTellSettings).where(eq(companyTellSettings.companyId, companyId))
    if (!row) return DEFAULT_TELL_SETTINGS
    return {
      trigger_statuses: row.triggerStatuses,
      templates: { ...DEFAULT_TELL_SETTINGS.templates, ...row.templates },
      auto_send: row.autoSend,
      excluded_companies: row.excludedCompanies,
    }
  }

  async function featureOf(companyId: string, featureId: string) {
    const [row] = await db
      .select({ id: features.id, title: features.title, status: features.status, releaseNoteUrl: features.releaseNoteUrl })
      .from(features)
      .where(and(eq(features.companyId, companyId), eq(features.id, featureId)))
    if (!row) throw new DomainError('not_found', ErrorDetail.featureNotFound)
    return { ...row, status: row.status as FeatureStatus }
  }

  /** The feedback linked to the feature (or to a feature merged into it), as the rules of telling read it. */
  async function evidenceOf(companyId: string, featureId: string): Promise<RequesterEvidence[]> {
    const merged = db
      .select({ id: features.id })
      .from(features)
      .where(and(eq(features.companyId, companyId), eq(features.mergedIntoId, featureId)))
    const rows = await db
      .select({
        id: feedback.id,
        source: feedback.source,
        integrationId: feedback.integrationId,
        authorId: feedback.authorId,
        authorName: feedback.authorName,
        authorCompany: feedback.authorCompany,
        authorEmailDomain: feedback.authorEmailDomain,
        postedAt: feedback.postedAt,
        unlinkedAt: mentions.unlinkedAt,
        metadata: feedback.metadata,
      })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .where(and(eq(mentions.companyId, companyId), or(eq(mentions.featureId, featureId), inArray(mentions.featureId, merged))))
    return rows.map((row) => ({
      feedback_id: row.id,
      source: row.source,
      // A Slack user id names a person within its workspace only.
      author_id: row.authorId && row.source === 'slack' ? `${row.integrationId}:${row.authorId}` : row.authorId,
      author_name: row.authorName,
      author_company: row.authorCompany,
      author_email_domain: row.authorEmailDomain,
      posted_at: row.postedAt.toISOString(),
      linked: row.unlinkedAt === null,
      has_message_id: Boolean(row.metadata?.emailMessageId),
    }))
  }

  async function draftsOf(companyId: string, featureId: string): Promise<TellDrafts & { drafts: TellDraft[] }> {
    const feature = await featureOf(companyId, featureId)
    const settings = await settingsOf(companyId)
    const told = await db
      .select({ key: tellMessages.requesterKey })
      .from(tellMessages)
      .where(and(eq(tellMessages.featureId, featureId), eq(tellMessages.status, feature.status)))
    const drafts = draftsFor({
      feature: { title: feature.title, status: feature.status, release_note_url: feature.releaseNoteUrl },
      settings,
      evidence: await evidenceOf(companyId, featureId),
      alreadyTold: new Set(told.map((row) => row.key)),
    })
    return {
      status: feature.status,
      triggered: settings.trigger_statuses.includes(feature.status),
      release_note_url: feature.releaseNoteUrl,
      items: drafts,
      drafts,
    }
  }

  /**
   * Records the drafts as queued messages (a requester already recorded for the status is skipped by the unique key)
   * and queues the delivery of each new one. Answers the new messages.
   */
  async function record(companyId: string, featureId: string, status: FeatureStatus, drafts: TellDraft[], sentBy: string | null) {
    if (drafts.length === 0) return []
    const inserted = await db
      .insert(tellMessages)
      .values(
        drafts.map((draft) => ({
          companyId,
          featureId,
          feedbackId: draft.feedback_id,
          requesterKey: draft.requester_key,
          requesterName: draft.name,
          requesterCompany: draft.company,
          status,
          channel: draft.channel,
          text: draft.text,
          sentBy,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: tellMessages.id })
    for (const { id } of inserted) await jobs.send(TELL_DELIVER_JOB, { messageId: id }, { singletonKey: id })
    return inserted.map((row) => row.id)
  }

  async function messages(companyId: string, featureId: string, ids?: string[]): Promise<TellMessage[]> {
    const rows = await db
      .select({ message: tellMessages, firstName: users.firstName, lastName: users.lastName })
      .from(tellMessages)
      .leftJoin(users, eq(users.id, tellMessages.sentBy))
      .where(
        and(
          eq(tellMessages.companyId, companyId),
          eq(tellMessages.featureId, featureId),
          ids ? inArray(tellMessages.id, ids) : undefined,
        ),
      )
      .orderBy(desc(tellMessages.createdAt), tellMessages.requesterName)
    return rows.map(({ message, firstName, lastName }) => ({
      id: message.id,
      requester_key: message.requesterKey,
      name: message.requesterName,
      company: message.requesterCompany,
      status: message.status,
      channel: message.channel,
      text: message.text,
      state: message.state,
      error: message.error,
      sent_by_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      created_at: message.createdAt.toISOString(),
      sent_at: message.sentAt?.toISOString() ?? null,
    }))
  }

  return {
    settings: (caller: Caller) => settingsOf(caller.companyId),

    async updateSettings(caller: Caller, settings: TellSettings): Promise<TellSettings> {
      const problem = tellSettingsProblem(settings)
      if (problem) throw new DomainError('unprocessable', problem)
      const values = {
        triggerStatuses: [...new Set(settings.trigger_statuses)],
        templates: settings.templates,
        autoSend: settings.auto_send,
        excludedCompanies: [...new Set(settings.excluded_companies)],
        updatedAt: new Date(),
      }
      await db
        .insert(companyTellSettings)
        .values({ companyId: caller.companyId, ...values })
        .onConflictDoUpdate({ target: companyTellSettings.companyId, set: values })
      return settingsOf(caller.companyId)
    },

    async drafts(caller: Caller, featureId: string): Promise<TellDrafts> {
      const { drafts: _drafts, ...answer } = await draftsOf(caller.companyId, featureId)
      return answer
    },

    async setReleaseNote(caller: Caller, featureId: string, url: string | null): Promise<TellDrafts> {
      await featureOf(caller.companyId, featureId)
      await db
        .update(features)
        .set({ releaseNoteUrl: url })
        .where(and(eq(features.companyId, caller.companyId), eq(features.id, featureId)))
      return this.drafts(caller, featureId)
    },

    /** Records and queues the drafts that can be sent (those named, when named); answers the messages recorded. */
    async send(caller: Caller, featureId: string, keys?: string[]): Promise<TellMessage[]> {
      const { status, triggered, drafts } = await draftsOf(caller.companyId, featureId)
      if (!triggered) throw new DomainError('conflict', TellDetail.notTriggered)
      const ids = await record(caller.companyId, featureId, status, sendableDrafts(drafts, keys), caller.userId)
      if (ids.length === 0) throw new DomainError('conflict', TellDetail.nothingToSend)
      return messages(caller.companyId, featureId, ids)
    },

    messages: (caller: Caller, featureId: string) =>
      featureOf(caller.companyId, featureId).then(() => messages(caller.companyId, featureId)),

    /** After a feature's status changed: with automatic sending on and a trigger status, its drafts go out. */
    async statusChanged(companyId: string, featureId: string, status: FeatureStatus): Promise<void> {
      const settings = await settingsOf(companyId)
      if (!settings.auto_send || !settings.trigger_statuses.includes(status)) return
      await jobs.send(TELL_AUTO_JOB, { companyId, featureId, status }, { singletonKey: `${featureId}:${status}` })
    },

    /** The automatic send: the drafts of the status the feature is still at (a later change moved it on: nothing). */
    async autoSend({ companyId, featureId, status }: { companyId: string; featureId: string; status: FeatureStatus }) {
      const current = await draftsOf(companyId, featureId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null
        throw error
      })
      if (!current || current.status !== status || !current.triggered) return
      await record(companyId, featureId, status, sendableDrafts(current.drafts), null)
    },

    deliverMessage: sender.deliverMessage,
  }
}

export type TellService = ReturnType<typeof createTellService>

/** The queues of telling requesters; with `workers` this process sends. */
export function registerTellJobs(jobs: JobQueue, tell: TellService, { workers }: { workers: boolean }): void {
  jobs.define(TELL_DELIVER_JOB, { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireSeconds: 120 })
  jobs.define(TELL_AUTO_JOB, { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true, expireSeconds: 300 })
  if (!workers) return
  jobs.work<{ messageId: string }>(TELL_DELIVER_JOB, async (job) => {
    if ((await tell.deliverMessage(job.data.messageId)) === 'retry') {
      throw new Error('Sending to a requester failed for now; the queue retries it.')
    }
  })
  jobs.work<{ companyId: string; featureId: string; status: FeatureStatus }>(TELL_AUTO_JOB, (job) => tell.autoSend(job.data))
}
