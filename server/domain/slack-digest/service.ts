import type { WebClient } from '@slack/web-api'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  type DigestFrequency,
  SlackDigestDetail,
  type SlackDigestSettings,
} from '../../../api/schemas/slack-digest'
import type { Channel } from '../../../api/schemas/slack'
import { digestPeriod, digestWindowMs } from '../../../api/slack-digest'
import { queryRows, type Db } from '../../db/client'
import { companies, slackDigestPosts, slackDigestSettings, slackIntegrations } from '../../db/schema'
import { brokenTokenDetail, explainSlackError, isSlackUnavailable, slackErrorCode } from '../../integrations/slack/errors'
import { interactiveSlackClient, listChannels, syncSlackClient } from '../../integrations/slack/workspace'
import type { JobQueue } from '../../jobs/queue'
import { decryptSecret } from '../../secrets'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'
import { companyWeek, isQuiet } from '../notification-emails/weekly-digest'
import { slackDigestMessage } from './message'

type Caller = Pick<AuthContext, 'companyId'>
type Scheduled = Exclude<DigestFrequency, 'off'>

export const SLACK_DIGEST_DUE_JOB = 'slack-digest-due'
/** How often the scheduler looks for companies due their digest: a digest goes out within this of its period's start. */
const DIGEST_CHECK_SECONDS = 15 * 60
/** Attempts of one period's digest when Slack could not be reached or asked to wait, one per check. */
export const DIGEST_ATTEMPTS = 3

export interface SlackDigestDependencies {
  db: Db
  slackApiUrl: string
  /** Decrypts the Slack workspaces' saved tokens. */
  tokenKey: Uint8Array
  /** The address the digest's links start with. */
  publicUrl: string
}

/** Where and how often, as an admin chose. */
export interface DigestChoice {
  integration_id: string | null
  channel_id: string | null
  frequency: DigestFrequency
}

interface DueCompany {
  company_id: string
  name: string
  frequency: Scheduled
  channel_id: string
  token_ciphertext: string
}

/** What one pass of the scheduler did, by company. */
export interface DigestPass {
  sent: number
  skipped: number
  failed: number
}

/** The sentence kept on a digest Slack did not take. */
function failureSentence(error: unknown, willRetry: boolean): string {
  if (isSlackUnavailable(error)) {
    return willRetry
      ? 'Slack could not be reached or asked to wait; another attempt follows shortly.'
      : 'Slack could not be reached or asked to wait, several times; this digest was given up.'
  }
  const broken = brokenTokenDetail(error)
  if (broken) return broken
  const code = slackErrorCode(error)
  return code ? `Slack refused the digest (${code}).` : 'Slack refused the digest.'
}

/**
 * The team's Slack digest: its settings, and posting it. Each period's digest is written ('sending') before
 * chat.postMessage is called, and only the worker whose write made the row posts it: at most one digest per period
 * and company, even across processes and crashes.
 */
export function createSlackDigestService({ db, slackApiUrl, tokenKey, publicUrl }: SlackDigestDependencies) {
  async function view(companyId: string): Promise<SlackDigestSettings> {
    const [row] = await db
      .select({ settings: slackDigestSettings, tokenCiphertext: slackIntegrations.tokenCiphertext })
      .from(slackDigestSettings)
      .leftJoin(slackIntegrations, eq(slackIntegrations.id, slackDigestSettings.integrationId))
      .where(eq(slackDigestSettings.companyId, companyId))
    const [post] = await db
      .select()
      .from(slackDigestPosts)
      .where(eq(slackDigestPosts.companyId, companyId))
      .orderBy(desc(slackDigestPosts.createdAt))
      .limit(1)
    const settings = row?.settings
    const frequency = settings?.frequency ?? 'off'
    return {
      integration_id: settings?.integrationId ?? null,
      channel_id: settings?.channelId ?? null,
      channel_name: settings?.channelName ?? null,
      frequency,
      problem: frequency !== 'off' && !row?.tokenCiphertext ? SlackDigestDetail.workspaceGone : null,
      last_post: post
        ? {
            period: post.period,
            state: post.state,
            error: post.error,
            created_at: post.createdAt.toISOString(),
            sent_at: post.sentAt?.toISOString() ?? null,
          }
        : null,
    }
  }

  /** A client with the saved token of the company's connected workspace: 404 unknown, 422 disconnected. */
  async function workspaceClient(companyId: string, integrationId: string): Promise<WebClient> {
    const [integration] = await db
      .select({ tokenCiphertext: slackIntegrations.tokenCiphertext })
      .from(slackIntegrations)
      .where(and(eq(slackIntegrations.companyId, companyId), eq(slackIntegrations.id, integrationId)))
    if (!integration) throw new DomainError('not_found', SlackDigestDetail.integrationNotFound)
    if (!integration.tokenCiphertext) throw new DomainError('unprocessable', SlackDigestDetail.notConnected)
    return interactiveSlackClient(decryptSecret(tokenKey, integration.tokenCiphertext), slackApiUrl)
  }

  async function channelsOf(companyId: string, integrationId: string): Promise<Channel[]> {
    const client = await workspaceClient(companyId, integrationId)
    try {
      return await listChannels(client)
    } catch (error) {
      throw explainSlackError(error)
    }
  }

  async function companyName(companyId: string): Promise<string> {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
    return company?.name ?? 'Your workspace'
  }

  /** One company's digest of the period at `now`, claimed before it is posted. */
  async function sendOne(company: DueCompany, now: Date, pass: DigestPass): Promise<void> {
    const period = digestPeriod(company.frequency, now)
    const [existing] = await db
      .select({ state: slackDigestPosts.state })
      .from(slackDigestPosts)
      .where(and(eq(slackDigestPosts.companyId, company.company_id), eq(slackDigestPosts.period, period)))
    if (existing && existing.state !== 'retrying') return
    const week = await companyWeek(db, { id: company.company_id, name: company.name }, now, digestWindowMs(company.frequency))
    if (isQuiet(week)) {
      const skipped = await db
        .insert(slackDigestPosts)
        .values({ companyId: company.company_id, period, channelId: company.channel_id, text: '', state: 'skipped' })
        .onConflictDoNothing()
        .returning({ id: slackDigestPosts.id })
      pass.skipped += skipped.length
      return
    }
    const message = slackDigestMessage(week, company.frequency, publicUrl)
    // The claim: a new row, or a row waiting for another attempt; whoever's write made it 'sending' posts.
    const [claimed] = await db
      .insert(slackDigestPosts)
      .values({ companyId: company.company_id, period, channelId: company.channel_id, text: message.text, state: 'sending' })
      .onConflictDoUpdate({
        target: [slackDigestPosts.companyId, slackDigestPosts.period],
        set: { state: 'sending', attempts: sql`${slackDigestPosts.attempts} + 1`, error: null, text: message.text },
        setWhere: sql`${slackDigestPosts.state} = 'retrying'`,
      })
      .returning({ id: slackDigestPosts.id, attempts: slackDigestPosts.attempts })
    if (!claimed) return
    try {
      const client = await syncSlackClient(decryptSecret(tokenKey, company.token_ciphertext), slackApiUrl)
      await client.chat.postMessage({ channel: company.channel_id, text: message.text, blocks: message.blocks })
      await db.update(slackDigestPosts).set({ state: 'sent', sentAt: new Date() }).where(eq(slackDigestPosts.id, claimed.id))
      pass.sent += 1
    } catch (error) {
      const retry = isSlackUnavailable(error) && claimed.attempts < DIGEST_ATTEMPTS
      await db
        .update(slackDigestPosts)
        .set({ state: retry ? 'retrying' : 'failed', error: failureSentence(error, retry) })
        .where(eq(slackDigestPosts.id, claimed.id))
      pass.failed += 1
    }
  }

  return {
    settings: (caller: Caller) => view(caller.companyId),

    channels: (caller: Caller, integrationId: string) => channelsOf(caller.companyId, integrationId),

    /** Saves the channel (checked against the workspace's channels, which also names it) and the frequency. */
    async update(caller: Caller, body: DigestChoice): Promise<SlackDigestSettings> {
      let channel: Channel | null = null
      if (body.integration_id && body.channel_id) {
        channel = (await channelsOf(caller.companyId, body.integration_id)).find((each) => each.id === body.channel_id) ?? null
        if (!channel) throw new DomainError('unprocessable', SlackDigestDetail.channelNotFound)
      }
      const values = {
        integrationId: channel ? (body.integration_id ?? null) : null,
        channelId: channel?.id ?? null,
        channelName: channel?.name ?? null,
        frequency: body.frequency,
        updatedAt: new Date(),
      }
      await db
        .insert(slackDigestSettings)
        .values({ companyId: caller.companyId, ...values })
        .onConflictDoUpdate({ target: slackDigestSettings.companyId, set: values })
      return view(caller.companyId)
    },

    /** Posts a digest of the chosen frequency (a week's when off) now; it is not the period's digest. */
    async sendTest(caller: Caller, now = new Date()): Promise<{ channel_name: string }> {
      const [settings] = await db.select().from(slackDigestSettings).where(eq(slackDigestSettings.companyId, caller.companyId))
      if (!settings?.integrationId || !settings.channelId) throw new DomainError('conflict', SlackDigestDetail.noChannel)
      const client = await workspaceClient(caller.companyId, settings.integrationId)
      const frequency: Scheduled = settings.frequency === 'daily' ? 'daily' : 'weekly'
      const company = { id: caller.companyId, name: await companyName(caller.companyId) }
      const message = slackDigestMessage(await companyWeek(db, company, now, digestWindowMs(frequency)), frequency, publicUrl)
      try {
        await client.chat.postMessage({ channel: settings.channelId, text: message.text, blocks: message.blocks })
      } catch (error) {
        throw explainSlackError(error)
      }
      return { channel_name: settings.channelName ?? settings.channelId }
    },

    /**
     * Posts the digest of every company due one at `now`: a frequency chosen, its workspace connected, and no digest
     * of the current period yet (or one waiting for another attempt). A quiet period is recorded as skipped.
     */
    async sendDue(now = new Date()): Promise<DigestPass> {
      const pass: DigestPass = { sent: 0, skipped: 0, failed: 0 }
      const due = await queryRows<DueCompany>(db, sql`
        select s.company_id, c.name, s.frequency, s.channel_id, i.token_ciphertext
        from slack_digest_settings s
        join companies c on c.id = s.company_id
        join slack_integrations i on i.id = s.integration_id and i.company_id = s.company_id
        where s.frequency in ('daily', 'weekly') and s.channel_id is not null and i.token_ciphertext is not null
          and not exists (
            select 1 from slack_digest_posts p
            where p.company_id = s.company_id and p.state <> 'retrying'
              and p.period = case s.frequency when 'daily' then ${digestPeriod('daily', now)} else ${digestPeriod('weekly', now)} end
          )
        order by s.company_id`)
      const unexpected: unknown[] = []
      for (const company of due) {
        try {
          await sendOne(company, now, pass)
        } catch (error) {
          unexpected.push(error)
        }
      }
      if (unexpected.length > 0) {
        throw new Error(`The Slack digest of ${unexpected.length} companies could not be made`, { cause: unexpected[0] })
      }
      return pass
    },
  }
}

export type SlackDigestService = ReturnType<typeof createSlackDigestService>

/** The digest's scheduler; with `workers` this process posts. No job retries: a period's attempts are its rows'. */
export function registerSlackDigestJobs(jobs: JobQueue, digests: SlackDigestService, { workers }: { workers: boolean }): void {
  jobs.define(SLACK_DIGEST_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 900 })
  if (!workers) return
  jobs.work(SLACK_DIGEST_DUE_JOB, async () => {
    await digests.sendDue()
  })
  jobs.every(SLACK_DIGEST_DUE_JOB, DIGEST_CHECK_SECONDS)
}
