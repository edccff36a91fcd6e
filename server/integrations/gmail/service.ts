import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { type AuditOrigin, recordAudit } from '../../domain/audit/record'
import { DomainError } from '../../domain/errors'
import { encryptSecret } from '../../secrets'
import { explainGoogleError, GMAIL_NOT_CONFIGURED, GMAIL_UNKNOWN_LABEL } from './errors'
import { gmailClient } from './google'
import { readGmailMailbox } from './mailbox'
import type { GmailGrant, GmailOAuth } from './oauth'
import {
  disconnectMailbox,
  findMailboxAddress,
  listMailboxes,
  type MailboxSummary,
  purgeMailbox,
  upsertMailbox,
} from './repository'
import { GMAIL_SYNC_JOB, type GmailSync } from './sync'

interface GmailServiceOptions {
  db: Db
  oauth: GmailOAuth
  /** AES-256-GCM key the refresh tokens are encrypted with at rest. */
  tokenKey: Uint8Array
  sync: GmailSync
  /** Cancels the queued and running jobs of one key (the mailbox id). */
  cancelJobs: (name: string, singletonKey: string) => Promise<void>
}

/** Connecting Gmail mailboxes to a company: choose labels, store the mailbox, sync it, disconnect it. */
export function createGmailService({ db, oauth, tokenKey, sync, cancelJobs }: GmailServiceOptions) {
  return {
    /**
     * Stores (or updates) the company's mailbox behind the grant with the chosen labels, which must be labels of that
     * mailbox (read again from Google, so their names are current), and queues its sync (the first one collects the
     * backfill window).
     */
    async connect(companyId: string, grant: GmailGrant, labelIds: readonly string[], by: AuditOrigin): Promise<MailboxSummary> {
      const settings = oauth.settings
      // Only a server whose Google settings were removed after the sign-in gets here.
      if (!settings) throw new DomainError('invalid', GMAIL_NOT_CONFIGURED)
      let labels
      try {
        labels = (await readGmailMailbox(await gmailClient(settings, grant.refreshToken), { counts: false })).labels
      } catch (error) {
        throw explainGoogleError(error)
      }
      const byId = new Map(labels.map((label) => [label.id, label]))
      const chosen = labelIds.map((id) => byId.get(id))
      if (!chosen.every((label) => label !== undefined)) throw new DomainError('invalid', GMAIL_UNKNOWN_LABEL)
      const mailbox = await upsertMailbox(db, companyId, {
        emailAddress: grant.emailAddress,
        refreshTokenCiphertext: encryptSecret(tokenKey, grant.refreshToken),
        labels: chosen.map(({ id, name }) => ({ id, name })),
      })
      await recordAudit(db, {
        companyId,
        ...by,
        action: 'source.connected',
        target: { type: 'gmail_mailbox', id: mailbox.id, label: grant.emailAddress },
        details: { labels: chosen.map((label) => label.name) },
      })
      await sync.queue(companyId, mailbox.id)
      return mailbox
    },

    list: (companyId: string) => listMailboxes(db, companyId),

    /** Sync now: queues a sync of the mailbox (202). */
    async syncNow(companyId: string, mailboxId: string): Promise<MailboxSummary> {
      const mailbox = await sync.request(companyId, mailboxId)
      if (!mailbox) throw new DomainError('not_found', ErrorDetail.mailboxNotFound)
      return mailbox
    },

    /**
     * Disconnects: syncing stops (queued jobs are cancelled, a running one stops at its next page) and the refresh
     * token is forgotten; the emails collected stay unless `purge`, which deletes them (and their mentions) with it.
     */
    async remove(companyId: string, mailboxId: string, { purge = false }: { purge?: boolean }, by: AuditOrigin): Promise<void> {
      const address = await findMailboxAddress(db, companyId, mailboxId)
      const found = purge
        ? await purgeMailbox(db, companyId, mailboxId)
        : await disconnectMailbox(db, companyId, mailboxId)
      if (!found) throw new DomainError('not_found', ErrorDetail.mailboxNotFound)
      await recordAudit(db, {
        companyId,
        ...by,
        action: purge ? 'source.purged' : 'source.disconnected',
        target: { type: 'gmail_mailbox', id: mailboxId, label: address ?? null },
      })
      await cancelJobs(GMAIL_SYNC_JOB, mailboxId)
    },
  }
}

export type GmailService = ReturnType<typeof createGmailService>
