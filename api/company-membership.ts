import { emailDomain, unclaimableDomainReason } from './company-domains'

/**
 * Who may join an existing company at registration, shared by the server and the mocks so both apply one rule:
 * a new company name creates the company; an existing name (matched case- and space-insensitively) is joined only
 * by someone whose email domain is the domain of the company's owner, and never through a domain where anyone can
 * get an address (api/company-domains.ts). Anyone else needs an invitation from the admin.
 */

/** The key companies are matched by: case-insensitive, runs of spaces collapsed ("Acme  Corp" is "acme corp"). */
export function companyNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export function mayJoinCompany(email: string, adminEmail: string): boolean {
  const domain = emailDomain(email)
  return unclaimableDomainReason(domain) === null && domain === emailDomain(adminEmail)
}

/** The 409 sentence for someone who may not join an existing company: how to get in instead. */
export function joinRefusedDetail(companyName: string): string {
  return (
    `A workspace named "${companyName}" already exists. Ask its admin for an invitation, ` +
    'or register with your company email address.'
  )
}
