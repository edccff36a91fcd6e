import type { Dispatch } from 'react'
import type { ApiClient, GmailMailbox, Integration, IntegrationView } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { type GmailReturn, rememberGmailReturn } from './gmail-return'
import { integrationMessages } from './integration-messages'
import {
  selectCanConnect,
  selectCanConnectGmail,
  selectCanValidate,
  type IntegrationsEvent,
  type IntegrationsState,
} from './integrations-reducer'

interface Deps {
  api: ApiClient
  dispatch: Dispatch<IntegrationsEvent>
  state: () => IntegrationsState
  /** Shows the error snackbar (bottom-right, 6000 ms) next to the inline alert. */
  notifyError: (message: string) => void
}

/** The server's sentence when there is one, else the spec's fallback. */
function detailOr(error: unknown, fallback: string): string {
  return serverDetail(error) ?? fallback
}

/** Sends the browser to another site (an OAuth consent page). */
type Navigate = (url: string) => void
const leaveForUrl: Navigate = (url) => window.location.assign(url)

/** The integration operations: the list, the Connect Slack and Connect Gmail flows, and disconnecting. */
export function createIntegrationActions({ api, dispatch, state, notifyError }: Deps) {
  /** Reads both lists; they are answered for the onboarding's sync step, null when it fails. */
  async function read(): Promise<{ integrations: Integration[]; mailboxes: GmailMailbox[] } | null> {
    try {
      const [integrations, mailboxes] = await Promise.all([api.listSlackIntegrations(), api.listGmailMailboxes()])
      dispatch({ type: 'integrations/loaded', integrations, mailboxes })
      return { integrations, mailboxes }
    } catch (error) {
      // The spec: a failed load is only logged, and the list shows empty.
      console.error('Failed to load integrations', error)
      return null
    }
  }

  async function load(): Promise<void> {
    dispatch({ type: 'integrations/loadStarted' })
    if (!(await read())) dispatch({ type: 'integrations/loadFailed' })
  }

  return {
    load,

    /** Polls the list without the loading state (the onboarding's sync step). */
    poll: read,

    open(): void {
      dispatch({ type: 'connect/opened' })
    },

    close(): void {
      dispatch({ type: 'connect/closed' })
    },

    setToken(token: string): void {
      dispatch({ type: 'connect/tokenChanged', token })
    },

    setSearchText(searchText: string): void {
      dispatch({ type: 'connect/searchChanged', searchText })
    },

    setSelected(selected: string[]): void {
      dispatch({ type: 'connect/selectionChanged', selected })
    },

    dismissError(): void {
      dispatch({ type: 'connect/errorDismissed' })
    },

    /** Next: checks the token and lists the workspace's channels; stays on the tokens step on failure. */
    async validate(): Promise<boolean> {
      const { connect } = state()
      if (!selectCanValidate(connect)) return false
      dispatch({ type: 'connect/validationStarted' })
      try {
        const result = await api.validateSlackTokens({ user_token: connect.token.trim() })
        dispatch({ type: 'connect/validated', teamName: result.team_name, channels: result.channels })
        return true
      } catch (error) {
        const message = detailOr(error, integrationMessages.validateFailed)
        dispatch({ type: 'connect/validationFailed', error: message })
        notifyError(message)
        return false
      }
    },

    /**
     * Back from "Connect with Slack" (/app/slack/callback?code&state): exchanges the code for the workspace's
     * channels and a handle that stands for the token; the channel step follows.
     */
    async exchange(code: string, oauthState: string): Promise<boolean> {
      dispatch({ type: 'connect/validationStarted' })
      try {
        const result = await api.slackOAuthExchange({ code, state: oauthState })
        dispatch({
          type: 'connect/validated',
          teamName: result.team_name,
          channels: result.channels,
          connectHandle: result.connect_handle,
        })
        return true
      } catch (error) {
        const message = detailOr(error, integrationMessages.validateFailed)
        dispatch({ type: 'connect/validationFailed', error: message })
        notifyError(message)
        return false
      }
    },

    /** "Connect with Slack": sends the browser to Slack's authorize page (when the server has OAuth configured). */
    async startOAuth(navigate: Navigate = leaveForUrl): Promise<void> {
      try {
        navigate((await api.slackOAuthStart()).url)
      } catch (error) {
        notifyError(detailOr(error, integrationMessages.oauthFailed))
      }
    },

    /** Connect: saves the workspace with the ticked channels, then closes the flow and reloads the list. */
    async connect(): Promise<Integration | null> {
      const { connect } = state()
      if (!selectCanConnect(connect)) return null
      dispatch({ type: 'connect/connectStarted' })
      let integration: Integration
      try {
        const credential = connect.connectHandle
          ? { connect_handle: connect.connectHandle }
          : { user_token: connect.token.trim() }
        integration = await api.connectSlack({ ...credential, selected_channels: connect.selected })
      } catch (error) {
        const message = detailOr(error, integrationMessages.connectFailed)
        dispatch({ type: 'connect/connectFailed', error: message })
        notifyError(message)
        return null
      }
      dispatch({ type: 'connect/connected', integration })
      await load()
      return integration
    },

    /**
     * "Connect Gmail": sends the browser to Google's consent page, remembering where to come back to; the server's
     * sentence when it cannot.
     */
    async startGmail(returnTo: GmailReturn = 'settings', navigate: Navigate = leaveForUrl): Promise<void> {
      try {
        const { url } = await api.gmailOAuthStart()
        rememberGmailReturn(returnTo)
        navigate(url)
      } catch (error) {
        notifyError(detailOr(error, integrationMessages.gmailStartFailed))
      }
    },

    /** Back from Google (/app/gmail/callback?code&state): the mailbox granted and its labels to choose from. */
    async exchangeGmail(code: string, oauthState: string): Promise<boolean> {
      dispatch({ type: 'gmail/exchangeStarted' })
      try {
        const result = await api.gmailOAuthExchange({ code, state: oauthState })
        dispatch({
          type: 'gmail/exchanged',
          emailAddress: result.email_address,
          labels: result.labels,
          backfillDays: result.backfill_days,
          connectHandle: result.connect_handle,
        })
        return true
      } catch (error) {
        dispatch({ type: 'gmail/failed', error: detailOr(error, integrationMessages.gmailExchangeFailed) })
        return false
      }
    },

    setGmailLabels(selected: string[]): void {
      dispatch({ type: 'gmail/labelsChanged', selected })
    },

    /** Connects the mailbox with the ticked labels; its first sync is queued on the server. */
    async connectGmail(): Promise<GmailMailbox | null> {
      const { gmail } = state()
      if (!selectCanConnectGmail(gmail) || !gmail.connectHandle) return null
      dispatch({ type: 'gmail/connectStarted' })
      try {
        const mailbox = await api.connectGmail({ connect_handle: gmail.connectHandle, label_ids: gmail.selected })
        dispatch({ type: 'gmail/connected', mailbox })
        return mailbox
      } catch (error) {
        dispatch({ type: 'gmail/failed', error: detailOr(error, integrationMessages.gmailConnectFailed) })
        return null
      }
    },

    /**
     * Sync now: queues a sync of the source; the row then shows its progress (the list is read until it ends). Asking
     * again while one runs is harmless: the server folds it into the sync under way.
     */
    async syncNow({ id, type }: Pick<IntegrationView, 'id' | 'type'>): Promise<boolean> {
      try {
        if (type === 'gmail') dispatch({ type: 'sync/mailboxRequested', mailbox: await api.syncGmailMailbox({ id }) })
        else dispatch({ type: 'sync/requested', integration: await api.syncSlackIntegration({ id }) })
        return true
      } catch (error) {
        notifyError(detailOr(error, integrationMessages.syncFailed))
        return false
      }
    },

    /**
     * Disconnects a Slack workspace or a Gmail mailbox (after the person confirmed), then reloads the list. The
     * feedback collected from it stays unless `purge` asks to delete it too.
     */
    async remove(
      { id, type }: Pick<IntegrationView, 'id' | 'type'>,
      { purge = false }: { purge?: boolean } = {},
    ): Promise<boolean> {
      dispatch({ type: 'integrations/removeStarted', id })
      const query = purge ? { purge: 'true' as const } : undefined
      try {
        if (type === 'gmail') await api.deleteGmailMailbox({ id }, query)
        else await api.deleteSlackIntegration({ id }, query)
      } catch (error) {
        dispatch({ type: 'integrations/removeFailed' })
        notifyError(detailOr(error, integrationMessages.removeFailed))
        return false
      }
      dispatch({ type: 'integrations/removed', id })
      await load()
      return true
    },
  }
}

export type IntegrationActions = ReturnType<typeof createIntegrationActions>
