import type { HttpHandler } from 'msw'
import {
  commentRecipients,
  editChanges,
  editHistory,
  ErrorDetail,
  findMentionedMembers,
  isNotified,
  matchesFieldFilters,
  mergeHistory,
  mergeRefusal,
  notificationMessage,
  periodBound,
  themeChoiceRefusal,
  trendDays,
  unmergeHistory,
  unmergeRefusal,
} from '../../api'
import type { Comment, FeatureNotificationKind, HistoryChange, RequestOf } from '../../api'
import type { MockStore, StoredComment, StoredFeature, StoredNotification, StoredUser } from '../store'
import {
  countingFeatureIds,
  fullName,
  linkedFeedback,
  listedFeatures,
  memberOf,
  mentionCounts,
  ownFeature,
  personRef,
  rescore,
  toFeatureDetail,
  toFeatureSummary,
} from './backlog-views'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'
import { type MockKeyPart, mockPage } from './paging'

type FeatureChanges = RequestOf<'updateFeature'>

export function featureHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  /** The company's theme whatever its status (a dismissed suggestion too), or undefined. */
  const anyTheme = (companyId: string, id: string) =>
    store.state.themes.find((theme) => theme.id === id && theme.company_id === companyId)
  /** The name of a theme a person may put a feature in, or 404. */
  function choosableThemeName(companyId: string, id: string): string {
    const theme = anyTheme(companyId, id)
    const refusal = themeChoiceRefusal(theme)
    if (refusal) throw new MockHttpError(404, refusal)
    return theme!.name
  }
  /** The names of the feature's current theme and assignee, whatever became of them since (dismissed, deactivated). */
  const currentThemeName = (companyId: string, id: string | null) => (id === null ? null : (anyTheme(companyId, id)?.name ?? null))
  function currentAssigneeName(id: string | null) {
    const user = id === null ? undefined : store.state.users.find((candidate) => candidate.id === id)
    return user ? fullName(user) : null
  }

  function record(feature: StoredFeature, actor: StoredUser, entries: readonly HistoryChange[]) {
    for (const entry of entries) feature.history.push({ ...entry, by: fullName(actor), at: store.now() })
  }

  function notify(
    recipientId: string,
    actor: StoredUser,
    feature: StoredFeature,
    kind: FeatureNotificationKind,
    commentId: string | null = null,
  ) {
    if (!isNotified(recipientId, actor.id)) return
    store.state.notifications.push({
      id: store.newId(),
      user_id: recipientId,
      kind,
      feature: { id: feature.id, title: feature.title },
      comment_id: commentId,
      actor: personRef(actor),
      message: notificationMessage(fullName(actor), kind, feature.title),
      read: false,
      created_at: store.now(),
    })
  }

  /** Applies a person's changes, recording history and notifying a new assignee, as the server does. */
  function applyChanges(feature: StoredFeature, actor: StoredUser, changes: FeatureChanges) {
    const companyId = feature.company_id
    // Resolve the new theme and assignee first: an unknown one changes nothing.
    const newTheme = changes.theme_id ? choosableThemeName(companyId, changes.theme_id) : null
    const newAssignee = changes.assignee_id ? fullName(memberOf(store, companyId, changes.assignee_id)) : null
    const history = editHistory(feature, changes, {
      themeBefore: currentThemeName(companyId, feature.theme_id),
      themeAfter: newTheme,
      assigneeBefore: currentAssigneeName(feature.assignee_id),
      assigneeAfter: newAssignee,
    })
    const reassigned = editChanges(feature, changes, 'assignee_id')
    for (const field of ['title', 'description', 'full_description', 'status', 'priority', 'assignee_id', 'tags', 'competitors'] as const) {
      if (changes[field] !== undefined) Object.assign(feature, { [field]: changes[field] })
    }
    // A person's theme (or none) ends whatever the AI placed or suggested.
    if (changes.theme_id !== undefined) {
      Object.assign(feature, {
        theme_id: changes.theme_id,
        theme_placed_by_ai: false,
        theme_confidence: null,
        suggested_theme_id: null,
        suggested_theme_confidence: null,
      })
    }
    if (changes.priority !== undefined) feature.priority_set_by_person = true
    feature.updated_at = store.now()
    record(feature, actor, history)
    if (reassigned && changes.assignee_id) notify(changes.assignee_id, actor, feature, 'assigned')
  }

  function ownComment(user: StoredUser, featureId: string, commentId: string): StoredComment {
    ownFeature(store, user.company_id, featureId)
    const comment = store.state.comments.find((candidate) => candidate.id === commentId && candidate.feature_id === featureId)
    if (!comment) throw new MockHttpError(404, ErrorDetail.commentNotFound)
    if (comment.author_id !== user.id) throw new MockHttpError(403, ErrorDetail.notOwnComment)
    return comment
  }

  const members = (companyId: string) => store.state.users.filter((user) => user.company_id === companyId && user.is_active)
  function toComment(comment: StoredComment): Comment {
    const author = store.state.users.find((user) => user.id === comment.author_id)
    if (!author) throw new Error(`Mock comment ${comment.id} has no author.`)
    return {
      id: comment.id,
      feature_id: comment.feature_id,
      author: personRef(author),
      body: comment.body,
      mentions: store.state.users.filter((user) => comment.mention_ids.includes(user.id)).map(personRef),
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    }
  }

  /** Notifies the comment's recipients (commentRecipients says who); `earlier`: the mentions before an edit. */
  function notifyAboutComment(actor: StoredUser, feature: StoredFeature, comment: StoredComment, earlier: string[] | null) {
    const recipients = commentRecipients({
      actorId: actor.id,
      mentionIds: comment.mention_ids,
      earlierMentionIds: earlier,
      assigneeId: feature.assignee_id,
    })
    for (const { recipientId, kind } of recipients) notify(recipientId, actor, feature, kind, comment.id)
  }

  return [
    mockRoute(
      store,
      'listFeatures',
      ({ user, query }) => {
        const from = query.from && periodBound(query.from, false).toISOString()
        const to = query.to && periodBound(query.to, true).toISOString()
        const matches = listedFeatures(store, user.company_id).filter((feature) => {
          if (!matchesFieldFilters(feature, query)) return false
          const linked = linkedFeedback(store, feature)
          if (query.source === 'manual' && feature.origin !== 'manual') return false
          if (query.source && query.source !== 'manual' && !linked.some((item) => item.source === query.source)) {
            return false
          }
          if ((from || to) && !linked.some((item) => (!from || item.posted_at >= from) && (!to || item.posted_at <= to))) {
            return false
          }
          return true
        })
        const page = mockPage(matches, [{ value: (feature) => feature.score, descending: true }, { value: (feature) => feature.id }], query)
        return { items: page.rows.map((feature) => toFeatureSummary(store, feature)), next_cursor: page.next_cursor }
      },
      options,
    ),

    mockRoute(store, 'getFeature', ({ user, params }) => toFeatureDetail(store, ownFeature(store, user.company_id, params.id)), options),

    mockRoute(
      store,
      'createFeature',
      ({ user, body }) => {
        if (body.assignee_id) memberOf(store, user.company_id, body.assignee_id)
        if (body.theme_id) choosableThemeName(user.company_id, body.theme_id)
        const now = store.now()
        const feature: StoredFeature = {
          id: store.newId(),
          company_id: user.company_id,
          title: body.title,
          description: body.description,
          full_description: body.full_description,
          theme_id: body.theme_id,
          theme_placed_by_ai: false,
          theme_confidence: null,
          suggested_theme_id: null,
          suggested_theme_confidence: null,
          dismissed_theme_ids: [],
          status: body.status,
          priority: body.priority ?? 'low',
          priority_set_by_person: body.priority !== undefined,
          score: 0,
          origin: 'manual',
          assignee_id: body.assignee_id,
          tags: body.tags,
          competitors: body.competitors,
          merged_into_id: null,
          history: [],
          created_at: now,
          updated_at: now,
        }
        store.state.features.push(feature)
        rescore(store, [feature])
        if (feature.assignee_id) notify(feature.assignee_id, user, feature, 'assigned')
        return toFeatureDetail(store, feature)
      },
      options,
    ),

    mockRoute(
      store,
      'updateFeature',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        applyChanges(feature, user, body)
        rescore(store, [feature])
        return toFeatureDetail(store, feature)
      },
      options,
    ),

    mockRoute(
      store,
      'mergeFeature',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const into = ownFeature(store, user.company_id, body.into_id)
        const hasMerged = store.state.features.some((candidate) => candidate.merged_into_id === feature.id)
        const refusal = mergeRefusal(feature, into, hasMerged)
        if (refusal) throw new MockHttpError(409, refusal)
        feature.merged_into_id = into.id
        for (const touched of [feature, into]) {
          record(touched, user, [mergeHistory(feature.title, into.title)])
          touched.updated_at = store.now()
        }
        rescore(store, [feature, into])
        store.recordAudit(user.company_id, {
          action: 'feature.merged',
          actor: { id: user.id, email: user.email },
          target: { type: 'feature', id: feature.id, label: feature.title },
          details: { into_id: into.id, into_title: into.title },
        })
        return toFeatureDetail(store, into)
      },
      options,
    ),

    mockRoute(
      store,
      'unmergeFeature',
      ({ user, params }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const refusal = unmergeRefusal(feature)
        if (refusal) throw new MockHttpError(409, refusal)
        const into = ownFeature(store, user.company_id, feature.merged_into_id!)
        feature.merged_into_id = null
        for (const touched of [feature, into]) {
          record(touched, user, [unmergeHistory(into.title)])
          touched.updated_at = store.now()
        }
        rescore(store, [feature, into])
        store.recordAudit(user.company_id, {
          action: 'feature.unmerged',
          actor: { id: user.id, email: user.email },
          target: { type: 'feature', id: feature.id, label: feature.title },
          details: { from_id: into.id, from_title: into.title },
        })
        return toFeatureDetail(store, feature)
      },
      options,
    ),

    mockRoute(
      store,
      'linkFeedback',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const item = store.state.feedback.find((candidate) => candidate.id === body.feedback_id && candidate.company_id === user.company_id)
        if (!item) throw new MockHttpError(404, ErrorDetail.feedbackNotFound)
        const existing = store.state.mentions.find((mention) => mention.feature_id === feature.id && mention.feedback_id === item.id)
        if (existing) existing.unlinked = false
        else store.state.mentions.push({ feature_id: feature.id, feedback_id: item.id, unlinked: false })
        feature.updated_at = store.now()
        rescore(store, [feature])
        return toFeatureDetail(store, feature)
      },
      options,
    ),

    mockRoute(
      store,
      'unlinkFeedback',
      // The mocks keep no AI layer: ?not_request=true is validated and changes nothing more here.
      ({ user, params }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const counting = countingFeatureIds(store, feature)
        const linked = store.state.mentions.filter(
          (mention) => counting.has(mention.feature_id) && mention.feedback_id === params.feedback_id && !mention.unlinked,
        )
        if (linked.length === 0) throw new MockHttpError(404, ErrorDetail.feedbackNotLinked)
        for (const mention of linked) mention.unlinked = true
        feature.updated_at = store.now()
        rescore(store, [feature])
      },
      options,
    ),

    mockRoute(
      store,
      'dismissThemeSuggestion',
      ({ user, params }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        if (!feature.suggested_theme_id || feature.theme_id) throw new MockHttpError(409, ErrorDetail.noThemeSuggestion)
        feature.dismissed_theme_ids = [...new Set([...feature.dismissed_theme_ids, feature.suggested_theme_id])]
        Object.assign(feature, { suggested_theme_id: null, suggested_theme_confidence: null, updated_at: store.now() })
        return toFeatureDetail(store, feature)
      },
      options,
    ),

    mockRoute(
      store,
      'featureTrend',
      ({ user, params }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const days = trendDays(new Date(store.now()))
        return { days, counts: mentionCounts(store, [feature], days) }
      },
      options,
    ),

    mockRoute(
      store,
      'listComments',
      ({ user, params, query }) => {
        ownFeature(store, user.company_id, params.id)
        const own = store.state.comments.filter((comment) => comment.feature_id === params.id)
        const page = mockPage(own, [{ value: (comment) => comment.created_at }, { value: (comment) => comment.id }], query)
        return { items: page.rows.map(toComment), next_cursor: page.next_cursor }
      },
      options,
    ),

    mockRoute(
      store,
      'createComment',
      ({ user, params, body }) => {
        const feature = ownFeature(store, user.company_id, params.id)
        const now = store.now()
        const comment: StoredComment = {
          id: store.newId(),
          company_id: user.company_id,
          feature_id: feature.id,
          author_id: user.id,
          body: body.body,
          mention_ids: findMentionedMembers(body.body, members(user.company_id)).map((member) => member.id),
          created_at: now,
          updated_at: now,
        }
        store.state.comments.push(comment)
        notifyAboutComment(user, feature, comment, null)
        return toComment(comment)
      },
      options,
    ),

    mockRoute(
      store,
      'updateComment',
      ({ user, params, body }) => {
        const comment = ownComment(user, params.id, params.comment_id)
        const before = comment.mention_ids
        comment.body = body.body
        comment.mention_ids = findMentionedMembers(body.body, members(user.company_id)).map((member) => member.id)
        comment.updated_at = store.now()
        notifyAboutComment(user, ownFeature(store, user.company_id, params.id), comment, before)
        return toComment(comment)
      },
      options,
    ),

    mockRoute(
      store,
      'deleteComment',
      ({ user, params }) => {
        const comment = ownComment(user, params.id, params.comment_id)
        store.state.comments = store.state.comments.filter((candidate) => candidate !== comment)
      },
      options,
    ),

    mockRoute(
      store,
      'listNotifications',
      ({ user, query }) => {
        const own = store.state.notifications.filter((notification) => notification.user_id === user.id)
        const newestFirst: MockKeyPart<StoredNotification>[] = [
          { value: (notification) => notification.created_at, descending: true },
          { value: (notification) => notification.id, descending: true },
        ]
        const page = mockPage(own, newestFirst, query)
        return { items: page.rows.map(({ user_id: _user, ...notification }) => notification), next_cursor: page.next_cursor }
      },
      options,
    ),

    mockRoute(
      store,
      'readNotification',
      ({ user, params }) => {
        const notification = store.state.notifications.find((candidate) => candidate.id === params.id && candidate.user_id === user.id)
        if (!notification) throw new MockHttpError(404, ErrorDetail.notificationNotFound)
        notification.read = true
        return notification
      },
      options,
    ),
  ]
}
