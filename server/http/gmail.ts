import type { FastifyPluginAsync } from 'fastify'
import type { GmailMailbox } from '../../api/schemas/gmail'
import type { Config } from '../config'
import type { MailboxSummary } from '../integrations/gmail/repository'
import type { Services } from '../services'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'

function toMailbox(mailbox: MailboxSummary): GmailMailbox {
  return {
    id: mailbox.id,
    email_address: mailbox.emailAddress,
    status: mailbox.status,
    last_synced: mailbox.lastSynced?.toISOString() ?? null,
    labels: mailbox.labels.map(({ id, name }) => ({ id, name })),
    sync: mailbox.sync,
  }
}

/** /api/v1/gmail/*: Connect Gmail (OAuth start and exchange, connect), list, sync now, disconnect. */
export const gmailRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  const { gmail, gmailOAuth } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('gmailOAuthStart', async ({ auth }) => ({ url: await gmailOAuth.startUrl(auth.userId) }))

  route('gmailOAuthExchange', async ({ auth, body }) => {
    const mailbox = await gmailOAuth.exchange(auth.userId, body.code, body.state)
    return {
      email_address: mailbox.emailAddress,
      labels: mailbox.labels,
      connect_handle: mailbox.connectHandle,
      backfill_days: config.slackBackfillDays,
    }
  })

  route('connectGmail', async ({ auth, body, request }) => {
    const grant = gmailOAuth.grantFromHandle(auth.userId, body.connect_handle)
    return toMailbox(await gmail.connect(auth.companyId, grant, body.label_ids, auditOrigin(request)))
  })

  route('listGmailMailboxes', async ({ auth }) => (await gmail.list(auth.companyId)).map(toMailbox))

  route('deleteGmailMailbox', async ({ auth, params, query, request }) =>
    gmail.remove(auth.companyId, params.id, { purge: query.purge }, auditOrigin(request)),
  )

  route('syncGmailMailbox', async ({ auth, params }) => toMailbox(await gmail.syncNow(auth.companyId, params.id)))
}
