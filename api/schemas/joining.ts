import { z } from 'zod'
import { normaliseDomain } from '../company-domains'
import { EmailAddress, Id, JSON_OBJECT_REQUIRED, linkToken, Timestamp } from './common'
import { text, TextLimit } from './text'

/** How long an email verification link works, and how many new links a person may ask for per hour. */
export const VERIFICATION_LINK_LIFETIME_HOURS = 24
export const VERIFICATION_RESENDS_PER_HOUR = 3

const incompleteLink = 'The verification link is incomplete. Open the link from the email again.'

/** `token` comes from the link `/verify-email?token=...`; it works once, for VERIFICATION_LINK_LIFETIME_HOURS. */
export const VerifyEmailRequest = z.object(
  { token: linkToken(incompleteLink) },
  { error: JSON_OBJECT_REQUIRED },
)
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>

/** A person asking to join the company: verified, waiting for an admin. */
export const JoinRequest = z.object({
  id: Id,
  email: EmailAddress,
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  created_at: Timestamp,
})
export type JoinRequest = z.infer<typeof JoinRequest>

export const JoinRequestList = z.array(JoinRequest)
export type JoinRequestList = z.infer<typeof JoinRequestList>

/** "acme.io": letters, digits and hyphens in dot-separated labels, with a dot at least once. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const invalidDomain = 'Enter a domain such as acme.io.'

export const AddDomainRequest = z.object(
  {
    domain: text('The domain', TextLimit.domain, invalidDomain)
      .transform(normaliseDomain)
      .pipe(z.string().regex(DOMAIN_PATTERN, invalidDomain)),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type AddDomainRequest = z.input<typeof AddDomainRequest>

export const UpdateDomainRequest = z.object(
  { auto_join: z.boolean({ error: 'auto_join must be true or false.' }) },
  { error: JSON_OBJECT_REQUIRED },
)
export type UpdateDomainRequest = z.input<typeof UpdateDomainRequest>

/** An email domain of the company (Workspace Settings, Domains). */
export const CompanyDomain = z.object({
  id: Id,
  domain: z.string(),
  /** True while a verified owner or admin address is on the domain: only then does it admit people. */
  proven: z.boolean(),
  /** Verified people of the domain who register with the company's name join without an admin's approval. */
  auto_join: z.boolean(),
  created_at: Timestamp,
})
export type CompanyDomain = z.infer<typeof CompanyDomain>

export const CompanyDomainList = z.array(CompanyDomain)
export type CompanyDomainList = z.infer<typeof CompanyDomainList>
