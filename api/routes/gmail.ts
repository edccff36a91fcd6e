import { IdParams } from '../schemas/common'
import {
  ConnectGmailRequest,
  GmailMailbox,
  GmailMailboxList,
  GmailOAuthExchangeRequest,
  GmailOAuthExchangeResponse,
  GmailOAuthStart,
} from '../schemas/gmail'
import { DeleteIntegrationQuery } from '../schemas/slack'
import { routesTagged } from './define'

const route = routesTagged('gmail')

/** Gmail as a source of feedback: connecting mailboxes and their labels, and syncs. */
export const gmailRoutes = {
  gmailOAuthStart: route.get('/api/v1/gmail/oauth/start', {
    permission: 'source.manage',
    response: GmailOAuthStart,
    errors: [404],
    summary:
      "Connect Gmail: Google's OAuth consent URL (read-only Gmail access) to send the person to; 404 when this " +
      'server has no Google OAuth client.',
  }),
  gmailOAuthExchange: route.post('/api/v1/gmail/oauth/exchange', {
    permission: 'source.manage',
    request: GmailOAuthExchangeRequest,
    response: GmailOAuthExchangeResponse,
    errors: [400, 404, 502],
    summary:
      'Finish Connect Gmail: exchange the code Google sent to /app/gmail/callback (with its state); answers the ' +
      'mailbox address, its labels, and a connect_handle for connectGmail (valid 10 minutes).',
  }),
  connectGmail: route.post('/api/v1/gmail/connect', {
    permission: 'source.manage',
    request: ConnectGmailRequest,
    response: GmailMailbox,
    errors: [400, 502],
    summary:
      'Connect the mailbox behind a connect_handle, following 1 to 5 of its labels (or change the labels of a mailbox ' +
      'already connected); a first sync of the last days is queued.',
  }),
  listGmailMailboxes: route.get('/api/v1/gmail/mailboxes', {
    permission: 'workspace.read',
    response: GmailMailboxList,
    summary: "List the company's connected Gmail mailboxes.",
  }),
  deleteGmailMailbox: route.delete('/api/v1/gmail/mailboxes/:id', {
    permission: 'source.manage',
    params: IdParams,
    query: DeleteIntegrationQuery,
    errors: [404],
    summary:
      'Disconnect a Gmail mailbox: its syncs stop and its tokens are forgotten. The emails collected from it stay, ' +
      'unless ?purge=true, which deletes them too.',
  }),
  syncGmailMailbox: route.post('/api/v1/gmail/mailboxes/:id/sync', {
    permission: 'source.sync',
    params: IdParams,
    response: GmailMailbox,
    status: 202,
    errors: [400, 404],
    summary: 'Sync now: queue a sync of the mailbox (new emails since the last one); answers the mailbox with its progress.',
  }),
}
