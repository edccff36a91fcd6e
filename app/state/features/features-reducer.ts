import type {
  Comment,
  FeatureDetail,
  FeedbackQuote,
  FeatureSource,
  FeatureStatus,
  FeatureSummary,
  PersonRef,
  Priority,
  Trend,
} from '../../../api'
import { summaryMatchesFilters } from '../../../api/feature-rules'
import type { DateRange } from '../../../src/components/DateRangePicker'
import type { LoadStatus } from '../load-status'

/** The filters of the list; null means any. */
export interface FeatureFilters {
  /** The theme chosen in the first column; null for all themes. */
  themeId: string | null
  status: FeatureStatus | null
  priority: Priority | null
  source: FeatureSource | null
  assigneeId: string | null
  /** Words searched in the title and description. */
  text: string
  /** Only features with a mention posted on these days (the server's rule: mentions are dated on its side). */
  mentioned: DateRange | null
}

/** What the detail panel can change at once; applied to the screen before the server confirms it. */
export interface FeatureChanges {
  status?: FeatureStatus
  priority?: Priority
  assignee?: PersonRef | null
  theme_id?: string | null
}

export interface FeaturesState {
  listStatus: LoadStatus
  /** The features that match the filters, ranked by score as the server sends them. */
  features: FeatureSummary[]
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null
  loadingMore: boolean
  listError: string | null
  filters: FeatureFilters
  /** The workspace's members: the assignee choices. */
  members: PersonRef[]
  /** The feature of the URL, its trend and its comments. */
  selectedId: string | null
  detailStatus: LoadStatus
  detail: FeatureDetail | null
  detailError: string | null
  trend: Trend | null
  /** Oldest first, as many pages as loaded; commentsCursor gives the next page (null when all are here). */
  comments: Comment[]
  commentsCursor: string | null
  loadingMoreComments: boolean
  postingComment: boolean
  /** Creating, merging or unmerging a feature. */
  busy: boolean
  /** The features to merge into or move feedback to: the newest search's results; null until it answers. */
  choices: FeatureSummary[] | null
  /** The rows chosen in the list for a bulk action; only rows on screen (a new list or a row leaving it drops them). */
  chosenIds: string[]
  /** A bulk action is being sent, one call per chosen feature. */
  bulkBusy: boolean
}

export type FeaturesEvent =
  | { type: 'features/loadStarted' }
  | { type: 'features/loaded'; features: FeatureSummary[]; nextCursor: string | null }
  | { type: 'features/loadFailed'; error: string }
  | { type: 'features/moreStarted' }
  | { type: 'features/moreLoaded'; features: FeatureSummary[]; nextCursor: string | null }
  | { type: 'features/moreFailed' }
  | { type: 'filters/changed'; filters: Partial<FeatureFilters> }
  | { type: 'filters/cleared' }
  | { type: 'members/loaded'; members: PersonRef[] }
  | { type: 'detail/opened'; id: string }
  | { type: 'detail/closed' }
  | { type: 'detail/loaded'; feature: FeatureDetail }
  | { type: 'detail/loadFailed'; id: string; error: string }
  | { type: 'trend/loaded'; id: string; trend: Trend }
  | { type: 'comments/loaded'; id: string; comments: Comment[]; nextCursor: string | null }
  | { type: 'comments/moreStarted' }
  | { type: 'comments/moreLoaded'; id: string; comments: Comment[]; nextCursor: string | null }
  | { type: 'comments/moreFailed' }
  | { type: 'comment/postStarted' }
  | { type: 'comment/posted'; comment: Comment }
  | { type: 'comment/postFailed' }
  | { type: 'comment/edited'; comment: Comment }
  | { type: 'comment/deleted'; id: string }
  | { type: 'feedback/unlinkRequested'; featureId: string; feedbackId: string }
  | { type: 'feedback/unlinkFailed'; featureId: string; quote: FeedbackQuote; index: number }
  | { type: 'feature/changeRequested'; id: string; changes: FeatureChanges }
  | { type: 'feature/changeFailed'; id: string; previous: FeatureChanges }
  | { type: 'feature/saved'; feature: FeatureSummary }
  | { type: 'feature/busy' }
  | { type: 'feature/idle' }
  | { type: 'feature/created'; feature: FeatureSummary }
  | { type: 'feature/mergedAway'; id: string }
  | { type: 'choices/cleared' }
  | { type: 'choices/loaded'; features: FeatureSummary[] }
  | { type: 'chosen/changed'; ids: readonly string[] }
  | { type: 'bulk/started' }
  /** The features whose call failed stay chosen, so nothing is lost and the action can be tried again. */
  | { type: 'bulk/finished'; failedIds: readonly string[] }

export function emptyFilters(): FeatureFilters {
  return { themeId: null, status: null, priority: null, source: null, assigneeId: null, text: '', mentioned: null }
}

export function initialFeaturesState(filters: Partial<FeatureFilters> = {}): FeaturesState {
  return {
    listStatus: 'loading',
    features: [],
    nextCursor: null,
    loadingMore: false,
    listError: null,
    filters: { ...emptyFilters(), ...filters },
    members: [],
    selectedId: null,
    detailStatus: 'loading',
    detail: null,
    detailError: null,
    trend: null,
    comments: [],
    commentsCursor: null,
    loadingMoreComments: false,
    postingComment: false,
    busy: false,
    choices: null,
    chosenIds: [],
    bulkBusy: false,
  }
}

/** Sets the changed fields on one copy of a feature. */
function applyChanges<T extends FeatureSummary>(feature: T, changes: FeatureChanges): void {
  Object.assign(feature, changes)
}

/** Every copy of a feature on screen: its row and, when it is the one shown, the detail. */
function copiesOf(draft: FeaturesState, id: string): FeatureSummary[] {
  const copies: FeatureSummary[] = draft.features.filter((feature) => feature.id === id)
  if (draft.detail?.id === id) copies.push(draft.detail)
  return copies
}

export function featuresReducer(draft: FeaturesState, event: FeaturesEvent): void {
  switch (event.type) {
    case 'features/loadStarted':
      draft.listStatus = 'loading'
      draft.listError = null
      break
    case 'features/loaded':
      draft.listStatus = 'loaded'
      draft.features = event.features
      draft.nextCursor = event.nextCursor
      keepChosenOnScreen(draft)
      break
    case 'features/loadFailed':
      draft.listStatus = 'failed'
      draft.listError = event.error
      draft.features = []
      draft.nextCursor = null
      draft.chosenIds = []
      break
    case 'features/moreStarted':
      draft.loadingMore = true
      break
    case 'features/moreLoaded': {
      draft.loadingMore = false
      const known = new Set(draft.features.map((feature) => feature.id))
      draft.features.push(...event.features.filter((feature) => !known.has(feature.id)))
      draft.nextCursor = event.nextCursor
      break
    }
    case 'features/moreFailed':
      draft.loadingMore = false
      break
    case 'filters/changed':
      Object.assign(draft.filters, event.filters)
      // Other filters show other rows: a choice made among the old ones would act on rows no longer in sight.
      draft.chosenIds = []
      break
    case 'filters/cleared':
      // The theme column is a place, not a filter: clearing keeps it.
      draft.filters = { ...emptyFilters(), themeId: draft.filters.themeId }
      draft.chosenIds = []
      break
    case 'members/loaded':
      draft.members = event.members
      break
    case 'detail/opened':
      draft.selectedId = event.id
      draft.detailStatus = 'loading'
      draft.detail = null
      draft.detailError = null
      draft.trend = null
      draft.comments = []
      draft.commentsCursor = null
      break
    case 'detail/closed':
      draft.selectedId = null
      draft.detail = null
      draft.trend = null
      draft.comments = []
      draft.commentsCursor = null
      break
    case 'detail/loaded':
      if (event.feature.id !== draft.selectedId) break
      draft.detailStatus = 'loaded'
      draft.detail = event.feature
      break
    case 'detail/loadFailed':
      if (event.id !== draft.selectedId) break
      draft.detailStatus = 'failed'
      draft.detailError = event.error
      break
    case 'trend/loaded':
      if (event.id === draft.selectedId) draft.trend = event.trend
      break
    case 'comments/loaded':
      if (event.id !== draft.selectedId) break
      draft.comments = event.comments
      draft.commentsCursor = event.nextCursor
      break
    case 'comments/moreStarted':
      draft.loadingMoreComments = true
      break
    case 'comments/moreLoaded':
      draft.loadingMoreComments = false
      if (event.id !== draft.selectedId) break
      draft.comments.push(...event.comments)
      draft.commentsCursor = event.nextCursor
      break
    case 'comments/moreFailed':
      draft.loadingMoreComments = false
      break
    case 'comment/postStarted':
      draft.postingComment = true
      break
    case 'comment/posted':
      draft.postingComment = false
      // Newest last: while older pages are still to load, it comes with the last page instead (never twice).
      if (event.comment.feature_id === draft.selectedId && draft.commentsCursor === null) draft.comments.push(event.comment)
      break
    case 'comment/postFailed':
      draft.postingComment = false
      break
    case 'comment/edited': {
      const index = draft.comments.findIndex((comment) => comment.id === event.comment.id)
      if (index >= 0) draft.comments[index] = event.comment
      break
    }
    case 'comment/deleted':
      draft.comments = draft.comments.filter((comment) => comment.id !== event.id)
      break
    case 'feedback/unlinkRequested': {
      const quote = draft.detail?.id === event.featureId ? findQuote(draft.detail, event.feedbackId) : undefined
      if (!quote || !draft.detail) break
      draft.detail.recent_feedback = draft.detail.recent_feedback.filter((item) => item.id !== event.feedbackId)
      for (const feature of copiesOf(draft, event.featureId)) countMention(feature, quote.source, -1)
      break
    }
    case 'feedback/unlinkFailed':
      if (draft.detail?.id !== event.featureId || findQuote(draft.detail, event.quote.id)) break
      draft.detail.recent_feedback.splice(event.index, 0, event.quote)
      for (const feature of copiesOf(draft, event.featureId)) countMention(feature, event.quote.source, 1)
      break
    case 'feature/changeRequested':
      for (const feature of copiesOf(draft, event.id)) applyChanges(feature, event.changes)
      break
    case 'feature/changeFailed':
      for (const feature of copiesOf(draft, event.id)) applyChanges(feature, event.previous)
      break
    case 'feature/saved': {
      const { id } = event.feature
      // A saved change can take a row out of the filtered list (another theme, status, priority or assignee).
      draft.features = draft.features
        .map((feature) => (feature.id === id ? event.feature : feature))
        .filter((feature) => feature.id !== id || matchesFilters(feature, draft.filters))
      if (draft.detail?.id === id) Object.assign(draft.detail, event.feature)
      keepChosenOnScreen(draft)
      break
    }
    case 'feature/busy':
      draft.busy = true
      break
    case 'feature/idle':
      draft.busy = false
      break
    case 'feature/created':
      draft.busy = false
      draft.features.unshift(event.feature)
      break
    case 'choices/cleared':
      draft.choices = null
      break
    case 'choices/loaded':
      draft.choices = event.features
      break
    case 'feature/mergedAway':
      draft.busy = false
      draft.features = draft.features.filter((feature) => feature.id !== event.id)
      keepChosenOnScreen(draft)
      break
    case 'chosen/changed':
      draft.chosenIds = [...event.ids]
      break
    case 'bulk/started':
      draft.bulkBusy = true
      break
    case 'bulk/finished': {
      draft.bulkBusy = false
      const failed = new Set(event.failedIds)
      draft.chosenIds = draft.chosenIds.filter((id) => failed.has(id))
      break
    }
  }
}

/** Drops the chosen ids whose rows are no longer in the list. */
function keepChosenOnScreen(draft: FeaturesState): void {
  if (draft.chosenIds.length === 0) return
  const shown = new Set(draft.features.map((feature) => feature.id))
  draft.chosenIds = draft.chosenIds.filter((id) => shown.has(id))
}

function findQuote(feature: FeatureDetail, feedbackId: string): FeedbackQuote | undefined {
  return feature.recent_feedback.find((item) => item.id === feedbackId)
}

/** Adds (or with -1 takes away) one mention of a source to a feature's counts. */
function countMention(feature: FeatureSummary, source: FeedbackQuote['source'], delta: 1 | -1): void {
  feature.total_mentions += delta
  if (source === 'slack') feature.slack_mentions += delta
  else if (source === 'email') feature.email_mentions += delta
}

/**
 * Whether a feature passes the filters the app can judge itself, by the list's own rule (summaryMatchesFilters); the
 * text search, the source and the mention dates are the server's.
 */
export function matchesFilters(feature: FeatureSummary, filters: FeatureFilters): boolean {
  return summaryMatchesFilters(feature, {
    theme_id: filters.themeId ?? undefined,
    status: filters.status ?? undefined,
    priority: filters.priority ?? undefined,
    assignee_id: filters.assigneeId ?? undefined,
  })
}

/** The values of the changed fields as they are now, so a failed change can be undone. */
export function previousValues(feature: FeatureSummary, changes: FeatureChanges): FeatureChanges {
  const previous: FeatureChanges = {}
  if (changes.status !== undefined) previous.status = feature.status
  if (changes.priority !== undefined) previous.priority = feature.priority
  if (changes.assignee !== undefined) previous.assignee = feature.assignee
  if (changes.theme_id !== undefined) previous.theme_id = feature.theme_id
  return previous
}

/** A quote of the feature shown and its place in the list, so an unlink can be undone where it was. */
export function selectQuote(state: FeaturesState, featureId: string, feedbackId: string): { quote: FeedbackQuote; index: number } | null {
  if (state.detail?.id !== featureId) return null
  const index = state.detail.recent_feedback.findIndex((item) => item.id === feedbackId)
  const quote = state.detail.recent_feedback[index]
  return quote ? { quote, index } : null
}

/** The feature as currently shown, from the detail or else its row. */
export function selectFeatureById(state: FeaturesState, id: string): FeatureSummary | null {
  if (state.detail?.id === id) return state.detail
  return state.features.find((feature) => feature.id === id) ?? null
}

/** The chosen features that are in the list, in the list's order (the ranking), for the bulk actions. */
export function selectChosenFeatures(state: FeaturesState): FeatureSummary[] {
  const chosen = new Set(state.chosenIds)
  return state.features.filter((feature) => chosen.has(feature.id))
}

/** How many filters beyond the theme are set (the Filter button's badge). */
export function selectActiveFilterCount({ filters }: FeaturesState): number {
  return (
    [filters.status, filters.priority, filters.source, filters.assigneeId, filters.mentioned].filter((value) => value !== null).length +
    (filters.text.trim() === '' ? 0 : 1)
  )
}
