import type { Role } from './permissions'

/**
 * Single sign-on rules, shared by the server, the mocks and the app.
 *
 * - A company signs its people in with its own OpenID Connect provider (Okta, Microsoft Entra ID, Keycloak...) for
 *   one email domain it has proven (a verified owner or admin address on it, api/company-domains.ts). The provider
 *   vouches for the people of that domain: a new address of it becomes a member of the company at its first sign-in.
 * - "Sign in with Google" (when the server has a Google client) signs in existing accounts only.
 * - Either way the provider must say the email is verified, and the sign-in counts as verifying it.
 * - A company may require single sign-on for its domain: its people then cannot sign in or reset a password with a
 *   password, nor with Google; owners keep their password as a break-glass, so a broken provider cannot lock the
 *   company out of its own settings.
 */

/** The sentences the server and the mocks both send about single sign-on. */
export const SsoDetail = {
  notSetUp: "Single sign-on is not set up for this email's domain.",
  googleOff: 'Sign in with Google is not available on this server.',
  required: 'This workspace signs in with single sign-on. Use Sign in with SSO.',
  expired: 'This sign-in has expired or was already used. Start again from the sign-in page.',
  emailNotVerified:
    'Your identity provider has not verified this email address. Verify it there, then sign in again.',
  noGoogleAccount: 'No Headway account uses this Google address. Register first.',
  otherWorkspace:
    "This email belongs to an account in another workspace, so this workspace's single sign-on cannot sign it in.",
  deactivated: 'This account has been deactivated. Ask an admin of your workspace.',
  refused: (reason: string) => `The identity provider refused the sign-in (${reason}). Start again from the sign-in page.`,
  wrongDomain: (domain: string) => `This single sign-on is for addresses of ${domain}.`,
  notConfigured: 'Single sign-on is not set up for this workspace.',
  secretRequired: 'Enter the client secret.',
  domainUnproven: (domain: string) =>
    `Single sign-on for ${domain} needs a verified owner or admin address on ${domain}. Verify one first.`,
  domainTaken: (domain: string) => `Another workspace already signs in with single sign-on for ${domain}.`,
  issuerUnreachable: (issuer: string) =>
    `Could not reach the identity provider at ${issuer}. Check the issuer URL and try again.`,
  notOidc: (issuer: string) =>
    `${issuer} is not an OpenID Connect issuer: it has no valid discovery document at /.well-known/openid-configuration.`,
} as const

/** The path of the app page providers send people back to: <public URL>/app/sso/callback. */
export const SSO_CALLBACK_PATH = '/app/sso/callback'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for an http:// issuer on this machine (a provider run beside Headway, or a test's fake). */
export function isLoopbackIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer)
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}

/** Why an issuer URL cannot be used, or null: https:// only, plain http:// only for a provider on this machine. */
export function issuerUrlProblem(issuer: string): string | null {
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    return 'Enter the issuer URL, e.g. https://acme.okta.com.'
  }
  if (url.protocol === 'https:' || isLoopbackIssuer(issuer)) {
    if (url.search || url.hash) return 'The issuer URL has no query or fragment.'
    return null
  }
  return 'The issuer URL must start with https://.'
}

/**
 * Why a password (sign-in or reset) is refused for this person, or null: when their email's company requires single
 * sign-on, everyone but its owners (the break-glass) signs in through the provider.
 */
export function passwordRefusal(ssoRequired: boolean, role: Role | null): string | null {
  return ssoRequired && role !== 'owner' ? SsoDetail.required : null
}
