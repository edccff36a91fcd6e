/**
 * Email domains as people type them and as a company proves them, shared by the server, the mocks and the app. Which
 * domains can never admit people (the large free-mail and disposable lists) is unclaimable-domains.ts, kept out of the
 * app's bundle.
 */

/** The domain of an address, lower-cased: "Bob@ACME.io" → "acme.io". */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase()
}

/** A domain as typed by a person, lower-cased and without surrounding spaces, a leading "@" or a trailing dot. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
}

/** True when one of the verified owner or admin addresses given is on the domain. */
export function isDomainProven(domain: string, verifiedAdminEmails: readonly string[]): boolean {
  const normalised = normaliseDomain(domain)
  return verifiedAdminEmails.some((email) => emailDomain(email) === normalised)
}
