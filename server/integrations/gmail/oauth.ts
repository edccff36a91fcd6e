import { DomainError } from '../../domain/errors'
import { createOAuthHandoff } from '../oauth-handoff'
import {
  explainGoogleError,
  GMAIL_CODE_REFUSED,
  GMAIL_CONNECTION_EXPIRED,
  GMAIL_NOT_CONFIGURED,
  isRevokedGrant,
} from './errors'
import { GMAIL_READONLY_SCOPE, gmailClient, type GoogleSettings, googleOAuthClient, oauthErrorCode } from './google'
import { type GmailMailboxInfo, readGmailMailbox } from './mailbox'

interface GmailOAuthOptions extends Omit<GoogleSettings, 'clientId' | 'clientSecret'> {
  clientId: string | undefined
  clientSecret: string | undefined
  publicUrl: string
  /** Signs the OAuth state and encrypts connect handles. */
  stateKey: Uint8Array
}

/** What a connect handle stands for: the grant of one mailbox. */
export interface GmailGrant {
  refreshToken: string
  emailAddress: string
}

const badState = () =>
  new DomainError('invalid', 'This Google sign-in link has expired or was meant for another user. Start again from Connect.')

/**
 * "Connect Gmail" (OAuth 2.0 web flow, offline access, read-only Gmail scope): a signed state ties Google's consent
 * redirect to the signed-in user for 10 minutes; the exchange trades the code for a refresh token, reads the mailbox's
 * address and labels, and answers a short-lived, encrypted handle that connect accepts.
 */
export function createGmailOAuth({ clientId, clientSecret, publicUrl, stateKey, ...endpoints }: GmailOAuthOptions) {
  const settings: GoogleSettings | undefined =
    clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : undefined
  const redirectUri = `${publicUrl}/app/gmail/callback`
  const { makeState, checkState, sealHandle, openHandle } = createOAuthHandoff(stateKey)

  function configured(): GoogleSettings {
    if (!settings) throw new DomainError('not_found', GMAIL_NOT_CONFIGURED)
    return settings
  }

  async function tradeCode(code: string): Promise<{ refreshToken: string; accessToken: string | undefined }> {
    try {
      const { tokens } = await (await googleOAuthClient(configured(), redirectUri)).getToken(code)
      if (!tokens.refresh_token) {
        throw new DomainError(
          'invalid',
          'Google granted no offline access to this mailbox (no refresh token). Start again from Connect and allow it.',
        )
      }
      return { refreshToken: tokens.refresh_token, accessToken: tokens.access_token ?? undefined }
    } catch (error) {
      if (isRevokedGrant(error)) throw new DomainError('invalid', GMAIL_CODE_REFUSED)
      const refusal = oauthErrorCode(error)
      if (refusal) throw new DomainError('invalid', `Google refused the sign-in (${refusal}). Start again from Connect.`)
      throw explainGoogleError(error)
    }
  }

  return {
    configured: settings !== undefined,

    /** Google's consent page for this user. */
    async startUrl(userId: string): Promise<string> {
      return (await googleOAuthClient(configured(), redirectUri)).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: [GMAIL_READONLY_SCOPE],
        state: makeState(userId),
      })
    },

    /** Checks the state, trades the code for tokens and reads the mailbox; answers it with a connect handle. */
    async exchange(userId: string, code: string, state: string): Promise<GmailMailboxInfo & { connectHandle: string }> {
      const google = configured()
      if (!checkState(userId, state)) throw badState()
      const { refreshToken, accessToken } = await tradeCode(code)
      let mailbox: GmailMailboxInfo
      try {
        mailbox = await readGmailMailbox(await gmailClient(google, refreshToken, accessToken), { counts: true })
      } catch (error) {
        throw explainGoogleError(error)
      }
      const grant: GmailGrant = { refreshToken, emailAddress: mailbox.emailAddress }
      return { ...mailbox, connectHandle: sealHandle(userId, grant) }
    },

    /** The grant behind a handle this user got, or a 400 sentence. */
    grantFromHandle(userId: string, handle: string): GmailGrant {
      const grant = openHandle<Partial<GmailGrant>>(userId, handle)
      if (typeof grant?.refreshToken === 'string' && typeof grant.emailAddress === 'string') {
        return { refreshToken: grant.refreshToken, emailAddress: grant.emailAddress }
      }
      throw new DomainError('invalid', GMAIL_CONNECTION_EXPIRED)
    },

    /** The Google settings, for the service and the sync; undefined when Gmail cannot be connected here. */
    settings,
  }
}

export type GmailOAuth = ReturnType<typeof createGmailOAuth>
