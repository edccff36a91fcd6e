import { IdParams } from '../schemas/common'
import { ReleaseNoteRequest, SendTellRequest, TellDrafts, TellMessageList, TellSettings } from '../schemas/tell'
import { routesTagged } from './define'

const workspace = routesTagged('workspace')
const feature = routesTagged('features')

/** Telling the people who asked for a feature that it reached a status (api/tell-requesters.ts). */
export const tellRoutes = {
  getTellSettings: workspace.get('/api/v1/workspace/tell-settings', {
    permission: 'workspace.read',
    response: TellSettings,
    summary: 'Which statuses tell requesters, the template of each status, automatic sending and the excluded companies.',
  }),
  updateTellSettings: workspace.put('/api/v1/workspace/tell-settings', {
    permission: 'preferences.manage',
    request: TellSettings,
    response: TellSettings,
    summary: 'Replace the settings of telling requesters. 422 for a template with an unknown {variable}.',
  }),
  listTellDrafts: feature.get('/api/v1/features/:id/tell/drafts', {
    permission: 'requester.tell',
    params: IdParams,
    response: TellDrafts,
    errors: [404],
    summary:
      "The message each requester (author of feedback linked to the feature) would get at the feature's status, " +
      'unless already told for it; empty unless the status is a trigger status.',
  }),
  sendTell: feature.post('/api/v1/features/:id/tell/send', {
    permission: 'requester.tell',
    params: IdParams,
    request: SendTellRequest,
    response: TellMessageList,
    status: 202,
    errors: [404, 409],
    summary:
      'Record the drafts that can be sent (or those named) and queue them: each requester is told at most once per ' +
      'status. 409 when the status tells nobody or no draft is left.',
  }),
  listTellMessages: feature.get('/api/v1/features/:id/tell/messages', {
    permission: 'workspace.read',
    params: IdParams,
    response: TellMessageList,
    errors: [404],
    summary: 'Who was told about the feature, when and how: every recorded message, newest first, with its state.',
  }),
  setReleaseNote: feature.put('/api/v1/features/:id/release-note', {
    permission: 'requester.tell',
    params: IdParams,
    request: ReleaseNoteRequest,
    response: TellDrafts,
    errors: [404],
    summary: "Set (or with null clear) the feature's release note link, {release_note_url} in templates; answers the drafts.",
  }),
}
