import { unclaimableDomainReason } from '../../../api/unclaimable-domains'
import { autoJoinRefusal, domainAdmits, JoiningDetail, joinOnVerification, joinRequestMessage } from '../../../api/company-membership'
import type { BackgroundTasks } from '../../background'
import type { Db } from '../../db/client'
import type { Mailer } from '../../integrations/email/mailer'
import type { AuthContext } from '../auth/access-tokens'
import { type AuditOrigin, recordAudit, type RequestSource } from '../audit/record'
import { DomainError } from '../errors'
import {
  admins,
  admit,
  candidateCompany,
  deleteDomain,
  deleteJoinRequest,
  findCompanyName,
  findDomain,
  findPendingPerson,
  insertDomain,
  insertJoinRequestNotifications,
  type JoinRequestRow,
  listDomains,
  listJoinRequests,
  setDomainAutoJoin,
  verifiedAdminEmails,
} from './repository'

export interface JoiningDependencies {
  db: Db
  mailer: Mailer
  background: BackgroundTasks
  /** Where people open Headway; links in the emails start with it. */
  publicUrl: string
}

export interface DomainView {
  id: string
  domain: string
  proven: boolean
  autoJoin: boolean
  createdAt: Date
}

type Caller = Pick<AuthContext, 'companyId' | 'userId'>

/**
 * Why a decision found no waiting request: 409 when the person is already a member (approved by someone else), 404
 * otherwise (refused and deleted, not visible yet, or another company's), both with the same sentence.
 */
async function requestDecided(db: Db, companyId: string, userId: string): Promise<DomainError> {
  const person = await findPendingPerson(db, companyId, userId)
  return new DomainError(person && person.role !== null ? 'conflict' : 'not_found', JoiningDetail.joinRequestDecided)
}

/**
 * After a person without a role verified their address: joins them at once when their domain has auto-join on (and
 * still admits people), otherwise shows their request to the admins, in the app and by email. Answers 'member' when
 * the role changed (the caller rechecks the person's sessions).
 */
export async function settleJoinRequest(
  { db, mailer, background, publicUrl }: JoiningDependencies,
  companyId: string,
  userId: string,
  source: RequestSource,
): Promise<'member' | 'asked' | 'none'> {
  const person = await findPendingPerson(db, companyId, userId)
  if (!person || person.role !== null || !person.emailVerified) return 'none'
  const company = await candidateCompany(db, companyId)
  if (joinOnVerification(company, person.email) === 'member' && (await admit(db, companyId, userId))) {
    const joined = { companyId, actor: { id: userId }, source }
    await recordAudit(db, { ...joined, action: 'member.joined', details: { via: 'domain' } })
    return 'member'
  }
  const [companyName, recipients] = await Promise.all([findCompanyName(db, companyId), admins(db, companyId)])
  const message = joinRequestMessage({ first_name: person.firstName, last_name: person.lastName, email: person.email }, companyName)
  await insertJoinRequestNotifications(db, companyId, userId, recipients.map((admin) => admin.id), message)
  const link = `${publicUrl}/app/settings/workspace`
  for (const admin of recipients) {
    background.run('join request email', () =>
      mailer.send({
        to: admin.email,
        subject: `${message} on Headway`,
        text:
          `Hello ${admin.firstName},\n\n${message}. They verified their email address.\n\n` +
          `Approve or refuse the request under Join requests in the workspace settings:\n${link}\n`,
        link,
      }),
    )
  }
  return 'asked'
}

/** Join requests and email domains, as a company's admins manage them in Workspace Settings. */
export function createJoiningService(dependencies: JoiningDependencies & { recheck: (userId: string) => void }) {
  const { db, mailer, background, publicUrl, recheck } = dependencies

  async function domainViews(companyId: string): Promise<DomainView[]> {
    const [domains, emails] = await Promise.all([listDomains(db, companyId), verifiedAdminEmails(db, companyId)])
    return domains.map((row) => ({ ...row, proven: domainAdmits(row.domain, emails) }))
  }

  async function domainView(companyId: string, id: string): Promise<DomainView> {
    const found = (await domainViews(companyId)).find((view) => view.id === id)
    if (!found) throw new DomainError('not_found', JoiningDetail.domainNotFound)
    return found
  }

  const person = (row: JoinRequestRow) => ({ type: 'user' as const, id: row.id, label: row.email })

  /** Records a change of the company's domains in the audit log. */
  const domainChanged = (caller: Caller, domain: string, change: string, origin: AuditOrigin) =>
    recordAudit(db, { companyId: caller.companyId, action: 'domain.changed', details: { domain, change }, ...origin })

  function tell(row: JoinRequestRow, subject: string, text: string): void {
    background.run('join request decision email', () => mailer.send({ to: row.email, subject, text }))
  }

  return {
    joinRequests: (caller: Caller) => listJoinRequests(db, caller.companyId),

    async approve(caller: Caller, userId: string, origin: AuditOrigin): Promise<JoinRequestRow> {
      const admitted = await db.transaction(async (tx) => {
        const row = await admit(tx, caller.companyId, userId)
        if (!row) throw await requestDecided(tx, caller.companyId, userId)
        await recordAudit(tx, { companyId: caller.companyId, action: 'join_request.approved', target: person(row), ...origin })
        return row
      })
      recheck(userId)
      const companyName = await findCompanyName(db, caller.companyId)
      tell(
        admitted,
        `You are now a member of ${companyName} on Headway`,
        `Hello ${admitted.firstName},\n\nAn admin approved your request: you are now a member of ${companyName}.\n\n` +
          `Open Headway: ${publicUrl}/dashboard\n`,
      )
      return admitted
    },

    async refuse(caller: Caller, userId: string, origin: AuditOrigin): Promise<void> {
      const refused = await db.transaction(async (tx) => {
        const row = await deleteJoinRequest(tx, caller.companyId, userId)
        if (!row) throw await requestDecided(tx, caller.companyId, userId)
        await recordAudit(tx, { companyId: caller.companyId, action: 'join_request.refused', target: person(row), ...origin })
        return row
      })
      recheck(userId)
      const companyName = await findCompanyName(db, caller.companyId)
      tell(
        refused,
        `Your request to join ${companyName} on Headway was declined`,
        `Hello ${refused.firstName},\n\nAn admin of ${companyName} declined your request to join, and the account ` +
          `you registered was removed. If you think this is a mistake, ask an admin of ${companyName} for an invitation.\n`,
      )
    },

    domains: (caller: Caller) => domainViews(caller.companyId),

    async addDomain(caller: Caller, domain: string, origin: AuditOrigin): Promise<DomainView> {
      const unclaimable = unclaimableDomainReason(domain)
      if (unclaimable) throw new DomainError('invalid', unclaimable)
      const created = await insertDomain(db, caller.companyId, domain)
      if (!created) throw new DomainError('conflict', JoiningDetail.domainTaken(domain))
      await domainChanged(caller, domain, 'added', origin)
      return domainView(caller.companyId, created.id)
    },

    async updateDomain(caller: Caller, id: string, autoJoin: boolean, origin: AuditOrigin): Promise<DomainView> {
      const found = await findDomain(db, caller.companyId, id)
      if (!found) throw new DomainError('not_found', JoiningDetail.domainNotFound)
      if (autoJoin) {
        const refusal = autoJoinRefusal(found.domain, await verifiedAdminEmails(db, caller.companyId))
        if (refusal) throw new DomainError('invalid', refusal)
      }
      await setDomainAutoJoin(db, caller.companyId, id, autoJoin)
      await domainChanged(caller, found.domain, autoJoin ? 'auto_join_on' : 'auto_join_off', origin)
      return domainView(caller.companyId, id)
    },

    async removeDomain(caller: Caller, id: string, origin: AuditOrigin): Promise<void> {
      const found = await findDomain(db, caller.companyId, id)
      if (!found || !(await deleteDomain(db, caller.companyId, id))) {
        throw new DomainError('not_found', JoiningDetail.domainNotFound)
      }
      await domainChanged(caller, found.domain, 'removed', origin)
    },
  }
}

export type JoiningService = ReturnType<typeof createJoiningService>
