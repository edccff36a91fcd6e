import type { HttpHandler } from 'msw'
import {
  DEFAULT_STATUS_MAPPING,
  type IssueLink,
  linkStateDetail,
  parseGithubIssue,
  sameRepository,
  type TrackerConnection,
  TrackerDetail,
  type TrackerIssue,
} from '../../api'
import type { MockStore, StoredTracker } from '../store'
import { ownFeature } from './backlog-views'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** The issues of every repository the mocks "connect" (the mocks reach no GitHub): numbers 1 to 3. */
const mockIssues = (repository: string): TrackerIssue[] =>
  [
    { number: 1, title: 'Export to PDF', state: 'open' as const, assignee: 'grace' },
    { number: 2, title: 'Dark mode', state: 'closed_completed' as const, assignee: null },
    { number: 3, title: 'Saved filters', state: 'open' as const, assignee: null },
  ].map(({ number, ...issue }) => ({ ...issue, key: `${repository}#${number}`, url: `https://github.com/${repository}/issues/${number}` }))

const view = ({ company_id: _company, ...tracker }: StoredTracker): TrackerConnection => tracker

/**
 * The company's issue trackers and its features' links, in memory: connecting takes any token; the connected
 * repository holds three issues (mockIssues) and each created issue is numbered after them.
 */
export function trackerHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const trackerOf = (companyId: string) => {
    const tracker = store.state.trackers.find((candidate) => candidate.company_id === companyId)
    if (!tracker) throw new MockHttpError(404, TrackerDetail.notConnected)
    return tracker
  }
  const addLink = (userFeature: string, tracker: StoredTracker, issue: TrackerIssue): IssueLink => {
    if (store.state.issueLinks.some((link) => link.feature_id === userFeature && link.key === issue.key)) {
      throw new MockHttpError(409, TrackerDetail.alreadyLinked)
    }
    const link: IssueLink = {
      ...issue,
      id: store.newId(),
      feature_id: userFeature,
      provider: tracker.provider,
      link_state: 'ok',
      link_detail: null,
      last_synced_at: store.now(),
      created_at: store.now(),
    }
    store.state.issueLinks.push(link)
    return link
  }

  return [
    mockRoute(store, 'listTrackers', ({ user }) => ({
      items: store.state.trackers.filter((tracker) => tracker.company_id === user.company_id).map(view),
    }), options),
    mockRoute(
      store,
      'connectGithubTracker',
      ({ user, body, origin }) => {
        store.state.trackers = store.state.trackers.filter((tracker) => tracker.company_id !== user.company_id)
        const id = store.newId()
        const tracker: StoredTracker = {
          id,
          company_id: user.company_id,
          provider: 'github',
          project: body.repository,
          state: 'ok',
          state_detail: null,
          status_mapping: body.status_mapping ?? DEFAULT_STATUS_MAPPING,
          webhook_url: `${origin}/api/v1/trackers/github/webhook?connection=${id}`,
          connected_by_name: `${user.first_name} ${user.last_name}`,
          connected_at: store.now(),
        }
        store.state.trackers.push(tracker)
        return { ...view(tracker), webhook_secret: `mock-secret-${id}` }
      },
      options,
    ),
    mockRoute(
      store,
      'disconnectTracker',
      ({ user }) => {
        const tracker = store.state.trackers.find((candidate) => candidate.company_id === user.company_id)
        if (!tracker) throw new MockHttpError(404, TrackerDetail.notFound)
        // The links stay, marked as no longer refreshed, as the server keeps them.
        const companyFeatures = new Set(
          store.state.features.filter((feature) => feature.company_id === user.company_id).map((feature) => feature.id),
        )
        for (const link of store.state.issueLinks) {
          if (!companyFeatures.has(link.feature_id)) continue
          Object.assign(link, { link_state: 'disconnected', link_detail: linkStateDetail('disconnected') })
        }
        store.state.trackers = store.state.trackers.filter((candidate) => candidate !== tracker)
      },
      options,
    ),
    mockRoute(
      store,
      'updateTrackerStatusMapping',
      ({ user, params, body }) => {
        const tracker = store.state.trackers.find(
          (candidate) => candidate.company_id === user.company_id && candidate.provider === params.provider,
        )
        if (!tracker) throw new MockHttpError(404, TrackerDetail.notFound)
        tracker.status_mapping = body.status_mapping
        return view(tracker)
      },
      options,
    ),
    mockRoute(
      store,
      'searchTrackerIssues',
      ({ user, query }) => {
        const tracker = trackerOf(user.company_id)
        const words = query.q.toLowerCase()
        return { items: mockIssues(tracker.project).filter((issue) => issue.title.toLowerCase().includes(words) || issue.key.endsWith(`#${words}`)) }
      },
      options,
    ),
    mockRoute(
      store,
      'listIssueLinks',
      ({ user, params }) => {
        ownFeature(store, user.company_id, params.id)
        return { items: store.state.issueLinks.filter((link) => link.feature_id === params.id) }
      },
      options,
    ),
    mockRoute(
      store,
      'createFeatureIssue',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const tracker = trackerOf(user.company_id)
        const number = 4 + store.state.issueLinks.filter((link) => link.key.startsWith(`${tracker.project}#`)).length
        const issue: TrackerIssue = {
          key: `${tracker.project}#${number}`,
          title: body.title ?? feature.title,
          state: 'open',
          assignee: null,
          url: `https://github.com/${tracker.project}/issues/${number}`,
        }
        return addLink(feature.id, tracker, issue)
      },
      options,
    ),
    mockRoute(
      store,
      'linkFeatureIssue',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const tracker = trackerOf(user.company_id)
        const ref = parseGithubIssue(body.key, tracker.project)
        if (!ref) throw new MockHttpError(422, TrackerDetail.badKey)
        if (!sameRepository(ref, tracker.project)) throw new MockHttpError(422, TrackerDetail.otherRepository)
        const issue = mockIssues(tracker.project).find((candidate) => candidate.key === `${tracker.project}#${ref.number}`)
        if (!issue) throw new MockHttpError(404, TrackerDetail.issueNotFound)
        return addLink(feature.id, tracker, issue)
      },
      options,
    ),
    mockRoute(
      store,
      'unlinkFeatureIssue',
      ({ user, params }) => {
        const link = store.state.issueLinks.find((candidate) => candidate.id === params.link_id && candidate.feature_id === params.id)
        if (!link || !store.state.features.some((feature) => feature.id === link.feature_id && feature.company_id === user.company_id)) {
          throw new MockHttpError(404, TrackerDetail.linkNotFound)
        }
        store.state.issueLinks = store.state.issueLinks.filter((candidate) => candidate !== link)
      },
      options,
    ),
  ]
}
