import { z } from 'zod'
import { issuerUrlProblem } from '../sso'
import { EmailAddress, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { text, TextLimit } from './text'

/** A company's own OpenID Connect provider, as its admins see it: the client secret is never sent back. */
export const SsoProvider = z.object({
  issuer: z.string(),
  client_id: z.string(),
  /** Whether a client secret is stored (it is write-only). */
  has_secret: z.boolean(),
  /** The email domain the provider signs in, e.g. "acme.com". */
  domain: z.string(),
  /** Whether the people of the domain must sign in with it (owners keep their password as a break-glass). */
  sso_required: z.boolean(),
  updated_at: Timestamp,
})
export type SsoProvider = z.infer<typeof SsoProvider>

/** GET /workspace/sso: the company's provider, or null when single sign-on is not set up. */
export const SsoSettings = z.object({ provider: SsoProvider.nullable() })
export type SsoSettings = z.infer<typeof SsoSettings>

export const UpdateSsoRequest = z.object(
  {
    issuer: text('The issuer URL', TextLimit.externalCode, 'Enter the issuer URL, e.g. https://acme.okta.com.')
      .trim()
      .superRefine((issuer, context) => {
        const problem = issuerUrlProblem(issuer)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
    client_id: text('The client ID', TextLimit.token, 'Enter the client ID.').trim().min(1, 'Enter the client ID.'),
    /** Leave it out to keep the stored one. */
    client_secret: text('The client secret', TextLimit.externalCode).min(1, 'Enter the client secret.').optional(),
    domain: text('The email domain', TextLimit.domain, 'Enter the email domain, e.g. acme.com.')
      .trim()
      .min(1, 'Enter the email domain, e.g. acme.com.'),
    sso_required: z.boolean().default(false),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type UpdateSsoRequest = z.input<typeof UpdateSsoRequest>

/** Start a single sign-on: with the email (the company's provider of its domain), or with provider=google. */
export const SsoStartQuery = z
  .object({
    email: EmailAddress.optional(),
    provider: z.enum(['google'], { error: 'The only provider by name is google.' }).optional(),
  })
  .refine((query) => (query.email === undefined) !== (query.provider === undefined), {
    message: 'Give either your email or provider=google.',
  })
export type SsoStartQuery = z.input<typeof SsoStartQuery>

/** Where to send the person: the identity provider's authorization URL. */
export const SsoStart = z.object({ authorize_url: z.url() })
export type SsoStart = z.infer<typeof SsoStart>

export const SsoExchangeRequest = z.object(
  {
    code: text('The authorization code', TextLimit.externalCode, 'The authorization code is missing.').min(
      1,
      'The authorization code is missing.',
    ),
    state: text('The sign-in state', TextLimit.token, 'The sign-in state is missing.').min(1, 'The sign-in state is missing.'),
    /** The `iss` parameter of the provider's redirect (RFC 9207), when it sent one. */
    iss: text('The issuer', TextLimit.externalCode).optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type SsoExchangeRequest = z.input<typeof SsoExchangeRequest>
