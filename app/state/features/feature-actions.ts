import type { Dispatch } from 'react'
import {
  type ApiClient,
  type CreateFeatureRequest,
  type FeatureListQuery,
  type FeatureSummary,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import type { Toasts } from '../toasts'
import { featureMessages } from './feature-messages'
import {
  previousValues,
  selectFeatureById,
  selectQuote,
  type FeatureChanges,
  type FeatureFilters,
  type FeaturesEvent,
  type FeaturesState,
} from './features-reducer'

/** How many features a merge or move search offers: enough to scan, few enough to answer at once. */
const CHOICES_LIMIT = 20

interface Deps {
  api: ApiClient
  dispatch: Dispatch<FeaturesEvent>
  state: () => FeaturesState
  notify: Pick<Toasts, 'error' | 'success'>
}

/** The list call's filters. */
export function toListQuery(filters: FeatureFilters): FeatureListQuery {
  const text = filters.text.trim()
  return {
    theme_id: filters.themeId ?? undefined,
    status: filters.status ?? undefined,
    priority: filters.priority ?? undefined,
    source: filters.source ?? undefined,
    assignee_id: filters.assigneeId ?? undefined,
    from: filters.mentioned?.start,
    to: filters.mentioned?.end,
    q: text === '' ? undefined : text,
  }
}

/** The features operations: the filtered list, the selected feature, its edits, comments, create and merge. */
export function createFeatureActions({ api, dispatch, state, notify }: Deps) {
  const detailOr = (error: unknown, fallback: string) => serverDetail(error) ?? fallback
  // Only the newest list request may fill the list: typing in the search starts one per keystroke.
  let listRequest = 0
  // Likewise for the searches of the merge and move dialogs.
  let choicesRequest = 0
  // The newest edit of each feature: an older edit's answer would show the values from before the newer one.
  const newestChange = new Map<string, number>()
  let changeCount = 0

  async function load(): Promise<void> {
    const request = ++listRequest
    dispatch({ type: 'features/loadStarted' })
    try {
      const page = await api.listFeatures(toListQuery(state().filters))
      if (request === listRequest)
        dispatch({ type: 'features/loaded', features: page.items, nextCursor: page.next_cursor })
    } catch (error) {
      if (request === listRequest)
        dispatch({ type: 'features/loadFailed', error: detailOr(error, featureMessages.loadFailed) })
    }
  }

  /** The company's features whose title or description holds the text, best ranked first, whatever the list shows. */
  async function searchChoices(text: string): Promise<void> {
    const request = ++choicesRequest
    try {
      const page = await api.listFeatures({ q: text.trim() || undefined, limit: CHOICES_LIMIT })
      if (request === choicesRequest) dispatch({ type: 'choices/loaded', features: page.items })
    } catch (error) {
      if (request !== choicesRequest) return
      dispatch({ type: 'choices/loaded', features: [] })
      notify.error(detailOr(error, featureMessages.choicesFailed))
    }
  }

  /** Shows a feature: its detail, its trend and its comments, loaded side by side. */
  async function open(id: string): Promise<void> {
    dispatch({ type: 'detail/opened', id })
    await Promise.all([
      api.getFeature({ id }).then(
        (feature) => dispatch({ type: 'detail/loaded', feature }),
        (error: unknown) =>
          dispatch({ type: 'detail/loadFailed', id, error: detailOr(error, featureMessages.detailFailed) }),
      ),
      api.featureTrend({ id }).then(
        (trend) => dispatch({ type: 'trend/loaded', id, trend }),
        (error: unknown) => console.error('Failed to load the trend', error),
      ),
      api.listComments({ id }).then(
        (page) => dispatch({ type: 'comments/loaded', id, comments: page.items, nextCursor: page.next_cursor }),
        (error: unknown) => console.error('Failed to load the comments', error),
      ),
    ])
  }

  /** Loads the feature again without a loading state, e.g. for its new score after an unlink. */
  async function refresh(id: string): Promise<void> {
    try {
      dispatch({ type: 'feature/saved', feature: await api.getFeature({ id }) })
    } catch (error) {
      console.error('Failed to reload the feature', error)
    }
  }

  /**
   * Takes a quote off the feature on screen at once and returns a function that puts it back where it was; null when
   * the feature shown does not have it.
   */
  function removeQuote(featureId: string, feedbackId: string): (() => void) | null {
    const shown = selectQuote(state(), featureId, feedbackId)
    if (!shown) return null
    dispatch({ type: 'feedback/unlinkRequested', featureId, feedbackId })
    return () => dispatch({ type: 'feedback/unlinkFailed', featureId, ...shown })
  }

  /**
   * Shows the change at once and sends it; when the server refuses, the change is undone. The refusal's sentence,
   * or null when it was saved.
   */
  async function sendChange(id: string, changes: FeatureChanges): Promise<string | null> {
    const current = selectFeatureById(state(), id)
    if (!current) return featureMessages.updateFailed
    const previous = previousValues(current, changes)
    dispatch({ type: 'feature/changeRequested', id, changes })
    const request = ++changeCount
    newestChange.set(id, request)
    const { assignee, ...rest } = changes
    try {
      const saved: FeatureSummary = await api.updateFeature(
        { id },
        assignee === undefined ? rest : { ...rest, assignee_id: assignee?.id ?? null },
      )
      if (newestChange.get(id) === request) dispatch({ type: 'feature/saved', feature: saved })
      return null
    } catch (error) {
      dispatch({ type: 'feature/changeFailed', id, previous })
      return detailOr(error, featureMessages.updateFailed)
    }
  }

  /**
   * Ends a bulk action: the features whose call failed stay chosen, and one sentence says how it went. Whether any
   * call succeeded.
   */
  function report(ids: readonly string[], refusals: readonly (string | null)[], done: (count: number) => string): boolean {
    const failedIds = ids.filter((_, index) => refusals[index] !== null)
    dispatch({ type: 'bulk/finished', failedIds })
    const succeeded = ids.length - failedIds.length
    const firstRefusal = refusals.find((refusal) => refusal !== null)
    if (firstRefusal) notify.error(featureMessages.bulkFailed(succeeded, failedIds.length, firstRefusal))
    else notify.success(done(succeeded))
    return succeeded > 0
  }

  return {
    load,

    /** The next page of the shown feature's comments. */
    async loadMoreComments(): Promise<void> {
      const { selectedId: id, commentsCursor: cursor } = state()
      if (!id || !cursor) return
      dispatch({ type: 'comments/moreStarted' })
      try {
        const page = await api.listComments({ id }, { cursor })
        dispatch({ type: 'comments/moreLoaded', id, comments: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        dispatch({ type: 'comments/moreFailed' })
        notify.error(detailOr(error, featureMessages.loadMoreCommentsFailed))
      }
    },

    async loadMore(): Promise<void> {
      const { nextCursor, filters } = state()
      if (!nextCursor) return
      const request = listRequest
      dispatch({ type: 'features/moreStarted' })
      try {
        const page = await api.listFeatures({ ...toListQuery(filters), cursor: nextCursor })
        if (request === listRequest)
          dispatch({ type: 'features/moreLoaded', features: page.items, nextCursor: page.next_cursor })
        else dispatch({ type: 'features/moreFailed' })
      } catch (error) {
        dispatch({ type: 'features/moreFailed' })
        notify.error(detailOr(error, featureMessages.loadMoreFailed))
      }
    },

    /** Changes filters and reloads the list. */
    filter(filters: Partial<FeatureFilters>): Promise<void> {
      dispatch({ type: 'filters/changed', filters })
      return load()
    },

    clearFilters(): Promise<void> {
      dispatch({ type: 'filters/cleared' })
      return load()
    },

    async loadMembers(): Promise<void> {
      try {
        const workspace = await api.workspace()
        dispatch({ type: 'members/loaded', members: workspace.members })
      } catch (error) {
        // Without members the assignee choice only offers Unassigned and the current assignee.
        console.error('Failed to load the workspace members', error)
      }
    },

    open,

    close(): void {
      dispatch({ type: 'detail/closed' })
    },

    /** Shows the change at once and sends it; when the server refuses, the change is undone and a toast says why. */
    async change(id: string, changes: FeatureChanges): Promise<boolean> {
      const refusal = await sendChange(id, changes)
      if (refusal !== null) notify.error(refusal)
      return refusal === null
    },

    /**
     * The same change to every chosen feature, one call each, shown at once. The features it failed for get their
     * values back and stay chosen; one sentence reports the outcome. Whether any was changed.
     */
    async changeChosen(changes: FeatureChanges): Promise<boolean> {
      const ids = state().chosenIds
      dispatch({ type: 'bulk/started' })
      const refusals = await Promise.all(ids.map((id) => sendChange(id, changes)))
      return report(ids, refusals, featureMessages.bulkChanged)
    },

    /** Merges every chosen feature but the target into it, one call each; the target's counts are loaded again. */
    async mergeChosen(intoId: string): Promise<boolean> {
      const ids = state().chosenIds.filter((id) => id !== intoId)
      dispatch({ type: 'bulk/started' })
      const refusals = await Promise.all(
        ids.map((id) =>
          api.mergeFeature({ id }, { into_id: intoId }).then(
            () => {
              dispatch({ type: 'feature/mergedAway', id })
              return null
            },
            (error: unknown) => detailOr(error, featureMessages.mergeFailed),
          ),
        ),
      )
      const merged = report(ids, refusals, featureMessages.bulkMerged)
      if (merged) await refresh(intoId)
      return merged
    },

    /** The rows chosen in the list. */
    choose(ids: readonly string[]): void {
      dispatch({ type: 'chosen/changed', ids })
    },

    async create(request: CreateFeatureRequest): Promise<FeatureSummary | null> {
      dispatch({ type: 'feature/busy' })
      try {
        const feature = await api.createFeature(request)
        dispatch({ type: 'feature/created', feature })
        notify.success(featureMessages.created)
        return feature
      } catch (error) {
        dispatch({ type: 'feature/idle' })
        notify.error(detailOr(error, featureMessages.createFailed))
        return null
      }
    },

    async comment(id: string, body: string): Promise<boolean> {
      dispatch({ type: 'comment/postStarted' })
      try {
        dispatch({ type: 'comment/posted', comment: await api.createComment({ id }, { body }) })
        return true
      } catch (error) {
        dispatch({ type: 'comment/postFailed' })
        notify.error(detailOr(error, featureMessages.commentFailed))
        return false
      }
    },

    async editComment(featureId: string, commentId: string, body: string): Promise<boolean> {
      try {
        dispatch({ type: 'comment/edited', comment: await api.updateComment({ id: featureId, comment_id: commentId }, { body }) })
        return true
      } catch (error) {
        notify.error(detailOr(error, featureMessages.commentEditFailed))
        return false
      }
    },
    async deleteComment(featureId: string, commentId: string): Promise<boolean> {
      try {
        await api.deleteComment({ id: featureId, comment_id: commentId })
        dispatch({ type: 'comment/deleted', id: commentId })
        notify.success(featureMessages.commentDeleted)
        return true
      } catch (error) {
        notify.error(detailOr(error, featureMessages.commentDeleteFailed))
        return false
      }
    },
    /**
     * Unlinks a quote from the feature shown: it goes at once and comes back with a toast when the server refuses.
     * `notRequest` also tells the AI that the message asks for no feature.
     */
    async unlinkFeedback(featureId: string, feedbackId: string, { notRequest = false } = {}): Promise<boolean> {
      const undo = removeQuote(featureId, feedbackId)
      try {
        await api.unlinkFeedback({ id: featureId, feedback_id: feedbackId }, notRequest ? { not_request: 'true' } : undefined)
      } catch (error) {
        undo?.()
        notify.error(detailOr(error, featureMessages.unlinkFailed))
        return false
      }
      notify.success(notRequest ? featureMessages.unlinkedNotRequest : featureMessages.unlinked)
      await refresh(featureId)
      return true
    },
    /** Moves a quote to another feature: linked there first, then unlinked here, shown as gone from here at once. */
    async moveFeedback(featureId: string, feedbackId: string, target: Pick<FeatureSummary, 'id' | 'title'>): Promise<boolean> {
      const undo = removeQuote(featureId, feedbackId)
      try {
        dispatch({ type: 'feature/saved', feature: await api.linkFeedback({ id: target.id }, { feedback_id: feedbackId }) })
      } catch (error) {
        undo?.()
        notify.error(detailOr(error, featureMessages.moveFailed))
        return false
      }
      try {
        await api.unlinkFeedback({ id: featureId, feedback_id: feedbackId })
      } catch (error) {
        undo?.()
        console.error('Failed to unlink the moved feedback', error)
        notify.error(featureMessages.movedButStillLinked(target.title))
        return false
      }
      notify.success(featureMessages.moved(target.title))
      await refresh(featureId)
      return true
    },
    /** A new choice of a feature to merge into or move feedback to: the top of the unfiltered ranking at first. */
    async openChoices(): Promise<void> {
      dispatch({ type: 'choices/cleared' })
      await searchChoices('')
    },
    searchChoices,
    /** Merges a feature into another; the merged one leaves the list. */
    async merge(id: string, intoId: string): Promise<boolean> {
      dispatch({ type: 'feature/busy' })
      try {
        await api.mergeFeature({ id }, { into_id: intoId })
        dispatch({ type: 'feature/mergedAway', id })
        notify.success(featureMessages.merged)
        return true
      } catch (error) {
        dispatch({ type: 'feature/idle' })
        notify.error(detailOr(error, featureMessages.mergeFailed))
        return false
      }
    },

    /** Refuses the theme the AI suggests for the feature: it is not suggested (or placed) there again. */
    async dismissThemeSuggestion(id: string, themeName: string): Promise<boolean> {
      dispatch({ type: 'feature/busy' })
      try {
        dispatch({ type: 'feature/saved', feature: await api.dismissThemeSuggestion({ id }) })
        dispatch({ type: 'feature/idle' })
        notify.success(featureMessages.suggestionDismissed(themeName))
        return true
      } catch (error) {
        dispatch({ type: 'feature/idle' })
        notify.error(detailOr(error, featureMessages.dismissSuggestionFailed))
        return false
      }
    },

    /** Takes a merged feature out again: it comes back into the list with its own mentions, and both are rescored. */
    async unmerge(id: string): Promise<boolean> {
      dispatch({ type: 'feature/busy' })
      try {
        await api.unmergeFeature({ id })
        dispatch({ type: 'feature/idle' })
        notify.success(featureMessages.unmerged)
        const shown = state().selectedId
        await Promise.all([load(), shown ? open(shown) : undefined])
        return true
      } catch (error) {
        dispatch({ type: 'feature/idle' })
        notify.error(detailOr(error, featureMessages.unmergeFailed))
        return false
      }
    },
  }
}

export type FeatureActions = ReturnType<typeof createFeatureActions>
