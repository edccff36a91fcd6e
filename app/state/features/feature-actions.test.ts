import { produce } from 'immer'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../api'
import { backlogFeatures, backlogThemes, demoMember, demoTokens } from '../../../mocks'
import { serveMockApi } from '../../../mocks/node'
import { createFeatureActions } from './feature-actions'
import { featureMessages } from './feature-messages'
import { featuresReducer, initialFeaturesState, type FeaturesEvent, type FeaturesState } from './features-reducer'

const { server, store } = serveMockApi()

const scheduled = backlogFeatures.find((feature) => feature.title === 'Scheduled PDF reports')!
const csv = backlogFeatures.find((feature) => feature.title === 'CSV export of any table')!
const reporting = backlogThemes.find((theme) => theme.name === 'Reporting & Analytics')!

function harness() {
  let state: FeaturesState = initialFeaturesState()
  const toasts: Array<[kind: string, message: string]> = []
  /** Every state after the first, in order: what the screen showed along the way. */
  const history: FeaturesState[] = []
  const api = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => demoTokens.access_token })
  const actions = createFeatureActions({
    api,
    state: () => state,
    dispatch: (event: FeaturesEvent) => {
      state = produce(state, (draft) => featuresReducer(draft, event))
      history.push(state)
    },
    notify: {
      error: (message) => toasts.push(['error', message]),
      success: (message) => toasts.push(['success', message]),
    },
  })
  return { actions, state: () => state, toasts, history }
}

const titles = (state: FeaturesState) => state.features.map((feature) => feature.title)

describe('feature actions', () => {
  it('lists the features of the chosen theme, ranked by score', async () => {
    const { actions, state } = harness()
    await actions.filter({ themeId: reporting.id })
    expect(titles(state())).toEqual(['Scheduled PDF reports', 'CSV export of any table', 'Annotations on charts'])
  })

  it('keeps only the answer to the newest list request', async () => {
    const { actions, state } = harness()
    await Promise.all([actions.filter({ text: 'csv' }), actions.filter({ text: 'audit' })])
    expect(titles(state())).toEqual(['Audit log'])
  })

  it('offers the best ranked features to choose from, searched by text whatever the list is filtered by', async () => {
    const { actions, state, toasts } = harness()
    await actions.filter({ themeId: reporting.id })
    await actions.openChoices()
    const ranked = [...backlogFeatures].sort((a, b) => b.score - a.score)
    expect(state().choices?.map((feature) => feature.title)).toEqual(ranked.slice(0, 20).map((feature) => feature.title))
    // Typing fires a search per pause: only the newest answer may fill the choices.
    await Promise.all([actions.searchChoices('csv'), actions.searchChoices(' audit ')])
    expect(state().choices?.map((feature) => feature.title)).toEqual(['Audit log'])
    server.use(http.get('*/api/v1/features', () => new HttpResponse('oops', { status: 500 })))
    await actions.searchChoices('sso')
    expect(state().choices).toEqual([])
    expect(toasts).toEqual([['error', featureMessages.choicesFailed]])
    server.resetHandlers()
  })

  it('opens a feature with its trend and comments', async () => {
    const { actions, state } = harness()
    await actions.open(scheduled.id)
    expect(state()).toMatchObject({ detailStatus: 'loaded', detail: { id: scheduled.id }, comments: [] })
    expect(state().trend?.days).toHaveLength(90)
  })

  it('saves a change and keeps it', async () => {
    const { actions, state } = harness()
    await actions.load()
    await actions.open(scheduled.id)
    expect(await actions.change(scheduled.id, { status: 'review', assignee: null })).toBe(true)
    expect(state().detail).toMatchObject({ status: 'review', assignee: null })
    expect(state().features.find((feature) => feature.id === scheduled.id)).toMatchObject({ status: 'review' })
  })

  it("never shows an earlier edit's answer over a later edit of the same feature", async () => {
    const integrations = backlogThemes.find((theme) => theme.name === 'Integrations')!
    const { actions, state, history } = harness()
    await actions.open(scheduled.id)
    // The first answer still holds the old theme, and comes after the second edit is on screen.
    const first = actions.change(scheduled.id, { assignee: null })
    const second = actions.change(scheduled.id, { theme_id: integrations.id })
    const shownFrom = history.length
    expect(await Promise.all([first, second])).toEqual([true, true])
    expect(history.slice(shownFrom).map((shown) => shown.detail?.theme_id)).not.toContain(reporting.id)
    expect(state().detail).toMatchObject({ theme_id: integrations.id, assignee: null })
  })

  it('undoes a refused change and says why', async () => {
    server.use(http.put('*/api/v1/features/:id', () => new HttpResponse('oops', { status: 500 })))
    const { actions, state, toasts } = harness()
    await actions.load()
    await actions.open(scheduled.id)
    const pending = actions.change(scheduled.id, { priority: 'low' })
    expect(state().detail?.priority).toBe('low')
    expect(await pending).toBe(false)
    expect(state().detail?.priority).toBe('high')
    expect(toasts).toEqual([['error', featureMessages.updateFailed]])
  })

  it("assigns a member by id and shows the server's detail when the member is unknown", async () => {
    const { actions, state, toasts } = harness()
    await actions.open(csv.id)
    const member = { id: demoMember.id, first_name: demoMember.first_name, last_name: demoMember.last_name }
    expect(await actions.change(csv.id, { assignee: member })).toBe(true)
    expect(state().detail?.assignee?.id).toBe(demoMember.id)
    const stranger = { id: '00000000-0000-4000-8000-000000000000', first_name: 'No', last_name: 'Body' }
    expect(await actions.change(csv.id, { assignee: stranger })).toBe(false)
    expect(state().detail?.assignee?.id).toBe(demoMember.id)
    expect(toasts).toEqual([['error', 'That person is not a member of this workspace.']])
  })

  it('creates a feature on top of the list', async () => {
    const { actions, state, toasts } = harness()
    await actions.load()
    const created = await actions.create({ title: 'Webhooks', theme_id: reporting.id })
    expect(created).toMatchObject({ title: 'Webhooks', source: 'manual' })
    expect(titles(state())[0]).toBe('Webhooks')
    expect(toasts).toEqual([['success', featureMessages.created]])
  })

  it('adds a comment', async () => {
    const { actions, state } = harness()
    await actions.open(scheduled.id)
    expect(await actions.comment(scheduled.id, 'Asked again today.')).toBe(true)
    expect(state().comments.map((comment) => comment.body)).toEqual(['Asked again today.'])
  })

  it('changes every chosen feature, one call each, and clears the choice', async () => {
    const { actions, state, toasts } = harness()
    await actions.filter({ themeId: reporting.id })
    actions.choose([scheduled.id, csv.id])
    expect(await actions.changeChosen({ status: 'completed' })).toBe(true)
    expect(state().features.filter((feature) => feature.status === 'completed').map((feature) => feature.title)).toEqual([
      'Scheduled PDF reports',
      'CSV export of any table',
    ])
    expect(state()).toMatchObject({ chosenIds: [], bulkBusy: false })
    expect(toasts).toEqual([['success', '2 features updated']])
    // Saved, not only shown: a fresh list reads the new status.
    await actions.load()
    expect(state().features.find((feature) => feature.id === csv.id)?.status).toBe('completed')
  })

  it('reports a bulk change that failed for some features in one sentence; those get their values back and stay chosen', async () => {
    const { actions, state, toasts } = harness()
    await actions.filter({ themeId: reporting.id })
    const before = state().features.find((feature) => feature.id === csv.id)!.priority
    server.use(
      http.put(`*/api/v1/features/${csv.id}`, () => HttpResponse.json({ detail: 'Feature not found' }, { status: 404 })),
    )
    actions.choose([scheduled.id, csv.id])
    expect(await actions.changeChosen({ priority: before === 'low' ? 'high' : 'low' })).toBe(true)
    server.resetHandlers()
    expect(state().features.find((feature) => feature.id === csv.id)?.priority).toBe(before)
    expect(state().chosenIds).toEqual([csv.id])
    expect(toasts).toEqual([['error', '1 feature done; 1 feature failed and stays selected: Feature not found']])
  })

  it('merges the chosen features into the one kept, and reloads its counts', async () => {
    const { actions, state, toasts } = harness()
    await actions.filter({ themeId: reporting.id })
    const mentions = state().features.reduce((sum, feature) => sum + feature.total_mentions, 0)
    actions.choose(state().features.map((feature) => feature.id))
    expect(await actions.mergeChosen(csv.id)).toBe(true)
    expect(titles(state())).toEqual(['CSV export of any table'])
    expect(state().features[0]!.total_mentions).toBe(mentions)
    expect(toasts).toEqual([['success', '2 features merged']])
  })

  it('merges a feature away and brings it back with unmerge', async () => {
    const { actions, state } = harness()
    await actions.load()
    expect(await actions.merge(scheduled.id, csv.id)).toBe(true)
    expect(titles(state())).not.toContain(scheduled.title)
    expect(await actions.unmerge(scheduled.id)).toBe(true)
    expect(titles(state())).toContain(scheduled.title)
  })

  it('edits and deletes its own comment, and leaves one it may not change as it was', async () => {
    const { actions, state, toasts } = harness()
    await actions.open(scheduled.id)
    await actions.comment(scheduled.id, 'First draft')
    const own = state().comments[0]!
    expect(await actions.editComment(scheduled.id, own.id, 'Second draft')).toBe(true)
    expect(state().comments[0]?.body).toBe('Second draft')
    server.use(http.delete('*/api/v1/features/:id/comments/:comment_id', () => HttpResponse.json({ detail: 'You can only delete your own comments.' }, { status: 403 })))
    expect(await actions.deleteComment(scheduled.id, own.id)).toBe(false)
    expect(state().comments.map((item) => item.body)).toEqual(['Second draft'])
    expect(toasts).toEqual([['error', 'You can only delete your own comments.']])
    server.resetHandlers()
    expect(await actions.deleteComment(scheduled.id, own.id)).toBe(true)
    expect(state().comments).toEqual([])
  })

  it('unlinks a quote at once and puts it back when the server refuses', async () => {
    const { actions, state, toasts } = harness()
    await actions.open(scheduled.id)
    const [first, second] = state().detail!.recent_feedback
    server.use(http.delete('*/api/v1/features/:id/links/:feedback_id', () => new HttpResponse('oops', { status: 500 })))
    const refused = actions.unlinkFeedback(scheduled.id, first!.id)
    expect(state().detail?.recent_feedback[0]?.id).toBe(second!.id)
    expect(await refused).toBe(false)
    expect(state().detail?.recent_feedback[0]?.id).toBe(first!.id)
    expect(toasts).toEqual([['error', featureMessages.unlinkFailed]])
    server.resetHandlers()
    const mentions = state().detail!.total_mentions
    expect(await actions.unlinkFeedback(scheduled.id, first!.id)).toBe(true)
    expect(state().detail?.recent_feedback.map((item) => item.id)).not.toContain(first!.id)
    expect(state().detail?.total_mentions).toBe(mentions - 1)
  })

  it('says, when the person chose so, that an unlinked message asks for no feature', async () => {
    const { actions, state, toasts } = harness()
    await actions.open(scheduled.id)
    const [first, second] = state().detail!.recent_feedback
    const unlinks: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') unlinks.push(new URL(request.url).search)
    }
    server.events.on('request:start', record)
    try {
      expect(await actions.unlinkFeedback(scheduled.id, first!.id, { notRequest: true })).toBe(true)
      expect(await actions.unlinkFeedback(scheduled.id, second!.id)).toBe(true)
    } finally {
      server.events.removeListener('request:start', record)
    }
    expect(unlinks).toEqual(['?not_request=true', ''])
    expect(toasts).toEqual([
      ['success', featureMessages.unlinkedNotRequest],
      ['success', featureMessages.unlinked],
    ])
  })

  it('moves a quote to another feature: linked there, unlinked here', async () => {
    const { actions, state, toasts } = harness()
    await actions.open(scheduled.id)
    const moving = state().detail!.recent_feedback[0]!
    expect(await actions.moveFeedback(scheduled.id, moving.id, csv)).toBe(true)
    expect(state().detail?.recent_feedback.map((item) => item.id)).not.toContain(moving.id)
    const linked = store.state.mentions.filter((mention) => mention.feedback_id === moving.id && !mention.unlinked)
    expect(linked.map((mention) => mention.feature_id)).toEqual([csv.id])
    expect(toasts).toEqual([['success', featureMessages.moved(csv.title)]])
  })
})
