import type { HttpHandler } from 'msw'
import { ErrorDetail } from '../../api'
import { MOCK_GMAIL_CODE, SPENT_GMAIL_CODE, acmeGmailLabels, acmeMailboxAddress } from '../fixtures'
import type { MockStore, StoredMailbox } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

const HANDLE_PREFIX = 'mock-gmail-handle:'
/** The server's default HEADWAY_SLACK_BACKFILL_DAYS, which Gmail shares. */
const BACKFILL_DAYS = 90

/**
 * Connect Gmail against a Google that consents at once: the start URL is the app's own callback with a code, the
 * exchange grants the Acme feedback mailbox, and a sync finishes instantly with a made-up email count.
 */
export function gmailHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const ownMailbox = (companyId: string, id: string) => {
    const found = store.state.mailboxes.find((mailbox) => mailbox.id === id && mailbox.company_id === companyId)
    if (!found) throw new MockHttpError(404, ErrorDetail.mailboxNotFound)
    return found
  }

  return [
    mockRoute(
      store,
      'gmailOAuthStart',
      ({ origin }) => ({ url: `${origin}/app/gmail/callback?code=${MOCK_GMAIL_CODE}&state=mock-state` }),
      options,
    ),

    mockRoute(
      store,
      'gmailOAuthExchange',
      ({ user, body }) => {
        if (body.code === SPENT_GMAIL_CODE) {
          throw new MockHttpError(400, 'Google did not accept the sign-in code (it works once, for a few minutes). Start again from Connect.')
        }
        return {
          email_address: acmeMailboxAddress,
          labels: acmeGmailLabels,
          connect_handle: `${HANDLE_PREFIX}${user.id}`,
          backfill_days: BACKFILL_DAYS,
        }
      },
      options,
    ),

    mockRoute(
      store,
      'connectGmail',
      ({ user, body }) => {
        if (body.connect_handle !== `${HANDLE_PREFIX}${user.id}`) {
          throw new MockHttpError(400, 'This Gmail connection has expired. Start again from Connect.')
        }
        const labels = body.label_ids.map((id) => {
          const label = acmeGmailLabels.find((candidate) => candidate.id === id)
          if (!label) throw new MockHttpError(400, 'One of the selected labels is not in this mailbox.')
          return { id: label.id, name: label.name }
        })
        const existing = store.state.mailboxes.find(
          (mailbox) => mailbox.company_id === user.company_id && mailbox.email_address === acmeMailboxAddress,
        )
        const mailbox: StoredMailbox = existing ?? {
          id: store.newId(),
          company_id: user.company_id,
          email_address: acmeMailboxAddress,
          status: 'connected',
          last_synced: null,
          labels: [],
          sync: { state: 'idle', messages_stored: 0, channels_done: 0, channels_total: 0, error: null },
        }
        Object.assign(mailbox, {
          labels,
          status: 'connected',
          last_synced: store.now(),
          sync: { state: 'idle', messages_stored: 24 * labels.length, channels_done: labels.length, channels_total: labels.length, error: null },
        })
        if (!existing) store.state.mailboxes.push(mailbox)
        store.recordAudit(user.company_id, {
          action: 'source.connected',
          actor: { id: user.id, email: user.email },
          target: { type: 'gmail_mailbox', id: mailbox.id, label: mailbox.email_address },
          details: { labels: mailbox.labels.map((label) => label.name) },
        })
        return mailbox
      },
      options,
    ),

    mockRoute(
      store,
      'listGmailMailboxes',
      ({ user }) => store.state.mailboxes.filter((mailbox) => mailbox.company_id === user.company_id),
      options,
    ),

    mockRoute(
      store,
      'deleteGmailMailbox',
      ({ user, params, query }) => {
        const target = ownMailbox(user.company_id, params.id)
        store.state.mailboxes = store.state.mailboxes.filter((mailbox) => mailbox !== target)
        store.recordAudit(user.company_id, {
          action: query.purge ? 'source.purged' : 'source.disconnected',
          actor: { id: user.id, email: user.email },
          target: { type: 'gmail_mailbox', id: target.id, label: target.email_address },
        })
      },
      options,
    ),

    mockRoute(
      store,
      'syncGmailMailbox',
      ({ user, params }) => {
        const target = ownMailbox(user.company_id, params.id)
        Object.assign(target, {
          last_synced: store.now(),
          sync: { ...target.sync, state: 'queued', channels_done: 0, error: null },
        })
        return target
      },
      options,
    ),
  ]
}
