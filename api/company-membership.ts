/**
 * Who may join an existing company at registration, shared by the server and the mocks so both apply one rule:
 * a new company name creates the company; an existing name (matched case- and space-insensitively) is joined only
 * by someone whose email domain is the domain of the company's admin, and never through a public mail domain
 * (anyone can get an address there). Anyone else needs an invitation from the admin.
 */

/** Mail providers where anyone can get an address; their domains never prove membership of a company. */
const PUBLIC_MAIL_DOMAINS = new Set([
  '126.com', '163.com', 'aol.com', 'fastmail.com', 'gmail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'googlemail.com',
  'hey.com', 'hotmail.co.uk', 'hotmail.com', 'hotmail.fr', 'icloud.com', 'live.com', 'mac.com', 'mail.com', 'mail.ru',
  'me.com', 'msn.com', 'naver.com', 'outlook.com', 'pm.me', 'proton.me', 'protonmail.com', 'qq.com', 'tuta.io',
  'tutanota.com', 'web.de', 'yahoo.co.uk', 'yahoo.com', 'yahoo.fr', 'yandex.com', 'yandex.ru', 'ymail.com', 'zoho.com',
])

/** The key companies are matched by: case-insensitive, runs of spaces collapsed ("Acme  Corp" is "acme corp"). */
export function companyNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase())
}

export function mayJoinCompany(email: string, adminEmail: string): boolean {
  const domain = emailDomain(email)
  return !isPublicMailDomain(domain) && domain === emailDomain(adminEmail)
}

/** The 409 sentence for someone who may not join an existing company: how to get in instead. */
export function joinRefusedDetail(companyName: string): string {
  return (
    `A workspace named "${companyName}" already exists. Ask its admin for an invitation, ` +
    'or register with your company email address.'
  )
}
