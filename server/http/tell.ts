import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { createRouteRegistrar } from './routing'

/** Telling requesters: the company's settings, and each feature's drafts, sends, told list and release note. */
export const tellRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { tell } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('getTellSettings', ({ auth }) => tell.settings(auth))
  route('updateTellSettings', ({ auth, body }) => tell.updateSettings(auth, body))
  route('listTellDrafts', ({ auth, params }) => tell.drafts(auth, params.id))
  route('sendTell', async ({ auth, params, body }) => ({ items: await tell.send(auth, params.id, body.requester_keys) }))
  route('listTellMessages', async ({ auth, params }) => ({ items: await tell.messages(auth, params.id) }))
  route('setReleaseNote', ({ auth, params, body }) => tell.setReleaseNote(auth, params.id, body.release_note_url))
}
