import { DomainError } from '../../domain/errors'
import { createOAuthHandoff } from '../oauth-handoff'
import { explainSlackError } from './errors'
import { interactiveSlackClient } from './workspace'

/**
 * The user scopes Headway asks for: read public and private channels, their history, and who wrote what; and
 * chat:write, to reply in a requester's thread when their feature ships.
 */
export const SLACK_USER_SCOPES = [
  'channels:history',
  'channels:read',
  'groups:history',
  'groups:read',
  'users:read',
  'users:read.email',
  'chat:write',
]

interface SlackOAuthOptions {
  clientId: string | undefined
  clientSecret: string | undefined
  slackApiUrl: string
  publicUrl: string
  /** Signs the OAuth state and encrypts connect handles. */
  stateKey: Uint8Array
}

const notConfigured = () =>
  new DomainError('not_found', 'Connect with Slack is not set up on this server; paste a user token instead.')
const badState = () =>
  new DomainError('invalid', 'This Slack sign-in link has expired or was meant for another user. Start again from Connect.')

/**
 * "Connect with Slack" (OAuth v2, user token): a signed state ties the authorize redirect to the signed-in user for
 * 10 minutes; the exchange answers a short-lived, encrypted handle that connect accepts in place of a pasted token.
 */
export function createSlackOAuth({ clientId, clientSecret, slackApiUrl, publicUrl, stateKey }: SlackOAuthOptions) {
  const configured = Boolean(clientId && clientSecret)
  const redirectUri = `${publicUrl}/app/slack/callback`

  const { makeState, checkState, sealHandle, openHandle } = createOAuthHandoff(stateKey)

  return {
    configured,

    /** Slack's authorize page for this user (its host follows HEADWAY_SLACK_API_URL, so a fake Slack works too). */
    startUrl(userId: string): string {
      if (!configured || !clientId) throw notConfigured()
      const url = new URL('../oauth/v2/authorize', slackApiUrl)
      url.search = new URLSearchParams({
        client_id: clientId,
        user_scope: SLACK_USER_SCOPES.join(','),
        redirect_uri: redirectUri,
        state: makeState(userId),
      }).toString()
      return url.toString()
    },

    /** Checks the state and trades the code for the user token (oauth.v2.access). */
    async exchange(userId: string, code: string, state: string): Promise<string> {
      if (!configured || !clientId || !clientSecret) throw notConfigured()
      if (!checkState(userId, state)) throw badState()
      const client = await interactiveSlackClient(undefined, slackApiUrl)
      try {
        const answer = await client.oauth.v2.access({
          client_id: clientId,
          client_secret: clientSecret,
          code,
          redirect_uri: redirectUri,
        })
        const token = answer.authed_user?.access_token
        if (!token) throw new DomainError('invalid', 'Slack granted no user token. Start again from Connect.')
        return token
      } catch (error) {
        if (error instanceof DomainError) throw error
        const explained = explainSlackError(error)
        if (explained instanceof DomainError && /invalid_code|code_already_used|bad_redirect_uri/.test(explained.detail)) {
          throw new DomainError('invalid', 'Slack did not accept the sign-in code (it works once, for a few minutes). Start again from Connect.')
        }
        throw explained
      }
    },

    /** A handle standing for the token, for this user, for 10 minutes. */
    handleFor(userId: string, token: string): string {
      return sealHandle(userId, { token })
    },

    /** The token behind a handle this user got, or a 400 sentence. */
    tokenFromHandle(userId: string, handle: string): string {
      const token = openHandle<{ token?: unknown }>(userId, handle)?.token
      if (typeof token === 'string' && token) return token
      throw new DomainError('invalid', 'This Slack connection has expired. Start again from Connect.')
    },
  }
}

export type SlackOAuth = ReturnType<typeof createSlackOAuth>
