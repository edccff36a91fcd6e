import type { HttpHandler } from 'msw'
import {
  DEFAULT_TELL_SETTINGS,
  draftsFor,
  type RequesterEvidence,
  sendableDrafts,
  TellDetail,
  type TellDrafts,
  tellSettingsProblem,
} from '../../api'
import type { MockStore, StoredFeature, StoredTellMessage } from '../store'
import { ownFeature } from './backlog-views'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

const view = ({ company_id: _company, feature_id: _feature, ...message }: StoredTellMessage) => message

/**
 * Telling requesters, with the rules of api/tell-requesters.ts over the store's feedback. The mock has no Slack or SMTP
 * to call: a message it records is sent at once (an email is taken as one whose Message-ID is known).
 */
export function tellHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const settingsOf = (companyId: string) => store.state.tellSettings[companyId] ?? DEFAULT_TELL_SETTINGS

  const evidenceOf = (feature: StoredFeature): RequesterEvidence[] =>
    store.state.mentions
      .filter((mention) => mention.feature_id === feature.id)
      .flatMap((mention) => {
        const item = store.state.feedback.find((candidate) => candidate.id === mention.feedback_id)
        if (!item) return []
        return [
          {
            feedback_id: item.id,
            source: item.source,
            author_id: item.author,
            author_name: item.author,
            author_company: item.company,
            author_email_domain: null,
            posted_at: item.posted_at,
            linked: !mention.unlinked,
            has_message_id: true,
          },
        ]
      })

  const draftsOf = (companyId: string, feature: StoredFeature) => {
    const settings = settingsOf(companyId)
    const told = store.state.tellMessages.filter((message) => message.feature_id === feature.id && message.status === feature.status)
    const items = draftsFor({
      feature: { title: feature.title, status: feature.status, release_note_url: feature.release_note_url ?? null },
      settings,
      evidence: evidenceOf(feature),
      alreadyTold: new Set(told.map((message) => message.requester_key)),
    })
    const drafts: TellDrafts = {
      status: feature.status,
      triggered: settings.trigger_statuses.includes(feature.status),
      release_note_url: feature.release_note_url ?? null,
      items,
    }
    return drafts
  }

  return [
    mockRoute(store, 'getTellSettings', ({ user }) => settingsOf(user.company_id), options),
    mockRoute(
      store,
      'updateTellSettings',
      ({ user, body }) => {
        const problem = tellSettingsProblem(body)
        if (problem) throw new MockHttpError(422, problem)
        store.state.tellSettings[user.company_id] = {
          ...body,
          trigger_statuses: [...new Set(body.trigger_statuses)],
          excluded_companies: [...new Set(body.excluded_companies)],
        }
        return settingsOf(user.company_id)
      },
      options,
    ),
    mockRoute(store, 'listTellDrafts', ({ user, params }) => draftsOf(user.company_id, ownFeature(store, user.company_id, params.id)), options),
    mockRoute(
      store,
      'setReleaseNote',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        feature.release_note_url = body.release_note_url
        return draftsOf(user.company_id, feature)
      },
      options,
    ),
    mockRoute(
      store,
      'sendTell',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const drafts = draftsOf(user.company_id, feature)
        if (!drafts.triggered) throw new MockHttpError(409, TellDetail.notTriggered)
        const sendable = sendableDrafts(drafts.items, body.requester_keys)
        if (sendable.length === 0) throw new MockHttpError(409, TellDetail.nothingToSend)
        const recorded = sendable.map((draft): StoredTellMessage => {
          const now = store.now()
          return {
            id: store.newId(),
            company_id: user.company_id,
            feature_id: feature.id,
            requester_key: draft.requester_key,
            name: draft.name,
            company: draft.company,
            status: feature.status,
            channel: draft.channel,
            text: draft.text,
            state: 'queued',
            error: null,
            sent_by_name: `${user.first_name} ${user.last_name}`,
            created_at: now,
            sent_at: null,
          }
        })
        store.state.tellMessages.push(...recorded)
        const answer = { items: recorded.map(view) }
        // Delivered at once, after the answer that says they were queued.
        for (const message of recorded) Object.assign(message, { state: 'sent', sent_at: store.now() })
        return answer
      },
      options,
    ),
    mockRoute(
      store,
      'listTellMessages',
      ({ user, params }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        return {
          items: store.state.tellMessages
            .filter((message) => message.feature_id === feature.id)
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name))
            .map(view),
        }
      },
      options,
    ),
  ]
}
