/**
 * Which company an author writes for, read from their email address: one rule for every source (Slack profiles,
 * emails).
 */

/** Mail providers whose domain says nothing about the author's company. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'hey.com',
])

/** Second-level labels under which companies register (acme.co.uk, acme.com.au...). */
const SECOND_LEVEL_SUFFIXES = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'ne', 'or', 'go'])

/** The domain of an email address, lower-cased; null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const domain = email?.split('@')[1]?.trim().toLowerCase()
  return domain && domain.includes('.') ? domain : null
}

/**
 * A readable company name from an email domain: 'acme.com' → 'Acme', 'mail.acme-labs.co.uk' → 'Acme Labs',
 * 'globex.io' → 'Globex'. Null for free-mail providers (gmail.com...) and for nothing.
 */
export function companyFromDomain(domain: string | null): string | null {
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null
  const labels = domain.split('.').filter(Boolean)
  if (labels.length < 2) return null
  labels.pop() // the top-level domain
  if (labels.length >= 2 && SECOND_LEVEL_SUFFIXES.has(labels.at(-1) ?? '')) labels.pop()
  const name = labels.at(-1)
  if (!name) return null
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
