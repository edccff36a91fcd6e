import MailChecker from 'mailchecker'
import freeMailDomains from 'email-providers/all.json' with { type: 'json' }
import { emailDomain, normaliseDomain } from './company-domains'
import { DEMO_PEOPLE } from './demo'

/**
 * Which email domains may admit people to a company, shared by the server and the mocks (not exported by api/index:
 * its lists weigh about a megabyte, which the app's bundle must not carry).
 *
 * A company can let verified people of a domain join it (automatically, or by a join request an admin approves) only
 * when the domain is claimable and proven:
 * - claimable: not a free-mail provider (email-providers' list of 8,760 domains), not a disposable-address service
 *   (mailchecker's list), not the demo workspace's domain: anyone can get an address there;
 * - proven: one of the company's verified owners or admins has an address on it.
 */

const FREE_MAIL = new Set<string>(freeMailDomains)
/**
 * The names of the list's providers ("gmail" of gmail.com, "gmx" of gmx.de): the list misses some of the same
 * providers' country domains (gmail.de), so a domain that is such a name under another suffix counts as free mail.
 */
const FREE_MAIL_NAMES = new Set(freeMailDomains.filter((domain) => domain.split('.').length === 2).map((domain) => domain.split('.')[0]))
const DISPOSABLE: ReadonlySet<string> = MailChecker.blacklist()
const DEMO_DOMAINS = new Set(DEMO_PEOPLE.map((person) => emailDomain(person.email)))

/** The domain and each parent of it: "eu.mail.acme.io" → eu.mail.acme.io, mail.acme.io, acme.io, io. */
function withParents(domain: string): string[] {
  const labels = domain.split('.')
  return labels.map((_, index) => labels.slice(index).join('.'))
}

/** "gmail.de", "yahoo.co.uk": a listed provider's name under a country suffix (one label, or two short ones). */
function isFreeMailProviderElsewhere(domain: string): boolean {
  const [name, ...suffix] = domain.split('.')
  const shortSuffix = suffix.length === 1 || (suffix.length === 2 && (suffix[0]?.length ?? 0) <= 3 && (suffix[1]?.length ?? 0) === 2)
  return name !== undefined && shortSuffix && FREE_MAIL_NAMES.has(name)
}

/** Why the domain can never admit people to a company, or null when it can. */
export function unclaimableDomainReason(domain: string): string | null {
  const normalised = normaliseDomain(domain)
  if (DEMO_DOMAINS.has(normalised)) return `${normalised} belongs to the demo workspace.`
  if (FREE_MAIL.has(normalised) || isFreeMailProviderElsewhere(normalised)) {
    return `${normalised} is a free email provider: anyone can get an address there.`
  }
  if (withParents(normalised).some((candidate) => DISPOSABLE.has(candidate))) {
    return `${normalised} hands out throwaway addresses: anyone can get one.`
  }
  return null
}
