import { randomBytes } from 'node:crypto'
import { ErrorDetail } from '../../../api/schemas/error'
import { INVITATION_LIFETIME_DAYS } from '../../../api/schemas/workspace'
import type { BackgroundTasks } from '../../background'
import type { Db } from '../../db/client'
import type { Mailer } from '../../integrations/email/mailer'
import { decryptSecret, encryptSecret } from '../../secrets'
import { recordAudit, type RequestSource } from '../audit/record'
import type { AuthContext } from '../auth/access-tokens'
import { findAccountByEmail, findProfile } from '../auth/repository'
import { hashToken } from '../auth/sessions'
import { DomainError } from '../errors'
import type { PageQuery } from '../paging'
import {
  findCompanyName,
  findPreferences,
  type InvitationRow,
  listMembers,
  listPendingInvitations,
  type Preferences,
  replaceInvitation,
  revokeInvitation,
  upsertPreferences,
} from './repository'

const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000

export interface WorkspaceServiceOptions {
  db: Db
  /** AES-256-GCM key the invitation tokens are encrypted with at rest. */
  tokenKey: Uint8Array
  /** Where people open Headway; invitation links start with it. */
  publicUrl: string
  mailer: Mailer
  background: BackgroundTasks
}

export interface InvitationView {
  id: string
  email: string
  inviteUrl: string
  expiresAt: Date
}

type Caller = Pick<AuthContext, 'companyId' | 'userId'>

/** The wire names of the preferences, as the audit log's details show them. */
const PREFERENCE_NAMES: Record<keyof Preferences, string> = { autoSync: 'auto_sync', emailNotifications: 'email_notifications' }

/** The company as its people see it: who is in it, its preferences, and the admin's invitations. */
export function createWorkspaceService({ db, tokenKey, publicUrl, mailer, background }: WorkspaceServiceOptions) {
  const inviteUrl = (token: string) => `${publicUrl}/register?invitation=${encodeURIComponent(token)}`
  const toView = (row: InvitationRow): InvitationView => ({
    id: row.id,
    email: row.email,
    inviteUrl: inviteUrl(decryptSecret(tokenKey, row.tokenCiphertext)),
    expiresAt: row.expiresAt,
  })

  return {
    async info(caller: Caller) {
      const [companyName, members] = await Promise.all([
        findCompanyName(db, caller.companyId),
        listMembers(db, caller.companyId),
      ])
      // Workspace Info labels the company's first owner ADMIN (spec section 2).
      const admin = members.find((member) => member.role === 'owner')
      if (companyName === undefined || !admin) throw new Error(`Company ${caller.companyId} has no name or no owner.`)
      return { companyId: caller.companyId, companyName, admin, members }
    },

    preferences: (caller: Caller): Promise<Preferences> => findPreferences(db, caller.companyId),

    /** Records the preferences that changed (with their new values) in the audit log, in the same transaction. */
    updatePreferences: (caller: Caller, changes: Partial<Preferences>, source: RequestSource): Promise<Preferences> =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const before = await findPreferences(tx, caller.companyId)
        const after = await upsertPreferences(tx, caller.companyId, changes)
        const changed = (Object.keys(after) as (keyof Preferences)[]).filter((key) => after[key] !== before[key])
        if (changed.length > 0) {
          await recordAudit(tx, {
            companyId: caller.companyId,
            actor: { id: caller.userId },
            action: 'preferences.changed',
            target: { type: 'workspace', id: caller.companyId, label: null },
            details: Object.fromEntries(changed.map((key) => [PREFERENCE_NAMES[key], after[key]])),
            source,
          })
        }
        return after
      }),

    /** Replaces an earlier pending invitation of the same address; emails the link when SMTP is set up. */
    async createInvitation(caller: Caller, email: string, source: RequestSource): Promise<InvitationView> {
      if (await findAccountByEmail(db, email)) throw new DomainError('conflict', ErrorDetail.inviteeHasAccount)
      const token = randomBytes(32).toString('base64url')
      const row = await replaceInvitation(db, caller.companyId, {
        email,
        invitedBy: caller.userId,
        tokenHash: hashToken(token),
        tokenCiphertext: encryptSecret(tokenKey, token),
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      })
      const invitation = toView(row)
      await recordAudit(db, {
        companyId: caller.companyId,
        actor: { id: caller.userId },
        action: 'invitation.created',
        target: { type: 'invitation', id: row.id, label: email },
        source,
      })
      background.run('invitation email', async () => {
        const inviter = await findProfile(db, caller.companyId, caller.userId)
        const who = inviter ? `${inviter.firstName} ${inviter.lastName}` : 'Your admin'
        const company = inviter?.companyName ?? 'their workspace'
        await mailer.send({
          to: email,
          subject: `${who} invited you to ${company} on Headway`,
          text:
            `${who} invited you to join ${company} on Headway.\n\n` +
            `Create your account with this link (it works once, for ${INVITATION_LIFETIME_DAYS} days):\n` +
            `${invitation.inviteUrl}\n`,
          link: invitation.inviteUrl,
        })
      })
      return invitation
    },

    async listInvitations(caller: Caller, query: PageQuery): Promise<{ items: InvitationView[]; next_cursor: string | null }> {
      const page = await listPendingInvitations(db, caller.companyId, query)
      return { items: page.rows.map(toView), next_cursor: page.next_cursor }
    },

    /** Another company's invitation is 'not found', like an unknown id. */
    async revokeInvitation(caller: Caller, invitationId: string, source: RequestSource): Promise<void> {
      const email = await revokeInvitation(db, caller.companyId, invitationId)
      if (email === undefined) throw new DomainError('not_found', ErrorDetail.invitationNotFound)
      await recordAudit(db, {
        companyId: caller.companyId,
        actor: { id: caller.userId },
        action: 'invitation.revoked',
        target: { type: 'invitation', id: invitationId, label: email },
        source,
      })
    },
  }
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>
