import { emailDomain, isDomainProven, normaliseDomain } from './company-domains'
import { unclaimableDomainReason } from './unclaimable-domains'

/**
 * Who may join an existing company, shared by the server, the mocks and the app so all three apply one rule.
 *
 * A person gets into an existing company only
 * (a) by an admin's invitation (the invitation link proves the address),
 * (b) by a join request an admin approves, or
 * (c) automatically, for a domain whose auto-join the company's admin turned on.
 * (b) and (c) need a registration that names the company (matched by `companyNameKey`) with an address on one of the
 * company's domains that admits people (`admits`: claimable and proven, api/company-domains.ts), and both wait until
 * the person has verified the address. Every other registration creates a new company with the person as its owner:
 * company names are not unique, so a name alone never lets anyone in.
 */

/** The key companies are matched by: case-insensitive, runs of spaces collapsed ("Acme  Corp" is "acme corp"). */
export function companyNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** A domain a company added in Workspace Settings. */
export interface CompanyDomainSetting {
  domain: string
  autoJoin: boolean
}

/** A company whose name matches a registration, as the rule needs to see it. */
export interface CandidateCompany {
  id: string
  domains: readonly CompanyDomainSetting[]
  /** The addresses of the company's owners and admins who verified them. */
  verifiedAdminEmails: readonly string[]
}

/** True when the domain can admit people to the company: claimable, and proven by a verified owner or admin. */
export function domainAdmits(domain: string, verifiedAdminEmails: readonly string[]): boolean {
  return unclaimableDomainReason(domain) === null && isDomainProven(domain, verifiedAdminEmails)
}

/** The company's domain setting that admits the address, or undefined. */
export function admittingDomain(company: CandidateCompany, email: string): CompanyDomainSetting | undefined {
  const domain = emailDomain(email)
  return company.domains.find(
    (setting) => normaliseDomain(setting.domain) === domain && domainAdmits(domain, company.verifiedAdminEmails),
  )
}

/** Where a registration without an invitation goes. */
export type Placement = { kind: 'new-company' } | { kind: 'join-request'; companyId: string }

/**
 * A registration naming an existing company becomes a join request in the first company (in the order given: oldest
 * first) whose admitting domains include the address's domain; otherwise it creates a new company.
 */
export function placeRegistration(email: string, sameNameCompanies: readonly CandidateCompany[]): Placement {
  const company = sameNameCompanies.find((candidate) => admittingDomain(candidate, email) !== undefined)
  return company ? { kind: 'join-request', companyId: company.id } : { kind: 'new-company' }
}

/**
 * What happens to a join request once its person has verified the address: a member at once when the admin turned
 * auto-join on for the domain (and it still admits), otherwise the admins are asked.
 */
export function joinOnVerification(company: CandidateCompany, email: string): 'member' | 'ask-admins' {
  return admittingDomain(company, email)?.autoJoin ? 'member' : 'ask-admins'
}

/** True when admins see the person's join request: it waits, and the person has verified the address. */
export function joinRequestVisible(person: { role: string | null; emailVerified: boolean }): boolean {
  return person.role === null && person.emailVerified
}

/** Why auto-join cannot be turned on for the domain yet (which address would prove it), or null when it can. */
export function autoJoinRefusal(domain: string, verifiedAdminEmails: readonly string[]): string | null {
  const unclaimable = unclaimableDomainReason(domain)
  if (unclaimable) return unclaimable
  if (isDomainProven(domain, verifiedAdminEmails)) return null
  const normalised = normaliseDomain(domain)
  return (
    `Auto-join needs proof that this workspace owns ${normalised}: an owner or admin with an address at ` +
    `${normalised} (such as you@${normalised}) has to verify it first.`
  )
}

/** The in-app notification admins get when a verified person asks to join. */
export function joinRequestMessage(person: { first_name: string; last_name: string; email: string }, companyName: string): string {
  return `${person.first_name} ${person.last_name} (${person.email}) asks to join ${companyName}`
}

/** The sentences about joining that the server and the mocks both send. */
export const JoiningDetail = {
  invalidVerificationToken:
    'This verification link is invalid, was already used, or has expired. Sign in and ask for a new link.',
  alreadyVerified: 'Your email address is already verified.',
  joinRequestDecided: 'This join request is no longer waiting: another admin may already have approved or refused it.',
  domainTaken: (domain: string) => `${domain} is already one of this workspace's domains.`,
  domainNotFound: 'Domain not found.',
} as const
