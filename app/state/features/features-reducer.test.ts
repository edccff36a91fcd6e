import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { Comment, FeatureDetail, FeatureSummary, FeedbackQuote } from '../../../api'
import { toListQuery } from './feature-actions'
import { toHistoryItems } from './feature-history'
import { toFeatureDetailProps, toFeatureListItem } from './feature-view'
import {
  emptyFilters,
  featuresReducer,
  initialFeaturesState,
  matchesFilters,
  previousValues,
  selectActiveFilterCount,
  selectChosenFeatures,
  selectFeatureById,
  selectQuote,
  type FeaturesEvent,
  type FeaturesState,
} from './features-reducer'

const dana = { id: 'u1', first_name: 'Dana', last_name: 'Demo' }

function summary(id: string, changes: Partial<FeatureSummary> = {}): FeatureSummary {
  return {
    id,
    title: `Feature ${id}`,
    description: 'Short',
    theme_id: 't1',
    theme_confidence: null,
    suggested_theme: null,
    status: 'backlog',
    priority: 'medium',
    score: 50,
    total_mentions: 4,
    slack_mentions: 3,
    email_mentions: 1,
    assignee: null,
    source: 'slack',
    created_at: '2025-01-15T09:00:00.000Z',
    updated_at: '2025-01-15T09:00:00.000Z',
    tags: [],
    rising: null,
    ...changes,
  }
}

function detail(id: string, changes: Partial<FeatureDetail> = {}): FeatureDetail {
  return {
    ...summary(id),
    full_description: 'Long',
    score_explanation: null,
    recent_feedback: [],
    competitors: [],
    history: [],
    merged_from: [],
    merged_into: null,
    ...changes,
  }
}

function run(state: FeaturesState, ...events: FeaturesEvent[]): FeaturesState {
  return events.reduce((current, event) => produce(current, (draft) => featuresReducer(draft, event)), state)
}

const loaded = run(
  initialFeaturesState(),
  { type: 'features/loaded', features: [summary('a'), summary('b')], nextCursor: 'next' },
  { type: 'detail/opened', id: 'a' },
  { type: 'detail/loaded', feature: detail('a') },
)

function quote(id: string, source: FeedbackQuote['source']): FeedbackQuote {
  return { id, author: 'Ann', company: null, message: 'Please', timestamp: '2025-01-10T09:00:00.000Z', source, permalink: null }
}

function commentOf(id: string, body: string): Comment {
  const at = '2025-01-15T09:00:00.000Z'
  return { id, feature_id: 'a', author: dana, body, mentions: [], created_at: at, updated_at: at }
}

describe('features reducer', () => {
  it('keeps the chosen rows only while they are in the list, and in its order', () => {
    const three = run(initialFeaturesState(), {
      type: 'features/loaded',
      features: [summary('a'), summary('b'), summary('c')],
      nextCursor: null,
    })
    const chosen = run(three, { type: 'chosen/changed', ids: ['c', 'a'] })
    expect(selectChosenFeatures(chosen).map((feature) => feature.id)).toEqual(['a', 'c'])
    // A saved change that takes a row out of the filtered list, a merge and a reload drop it from the choice.
    const filtered = run(chosen, { type: 'filters/changed', filters: {} })
    expect(filtered.chosenIds).toEqual([])
    const leaving = run(
      run(chosen, { type: 'filters/changed', filters: { status: 'backlog' } }, { type: 'chosen/changed', ids: ['a', 'b', 'c'] }),
      { type: 'feature/saved', feature: summary('a', { status: 'completed' }) },
    )
    expect(leaving.chosenIds).toEqual(['b', 'c'])
    expect(run(leaving, { type: 'feature/mergedAway', id: 'b' }).chosenIds).toEqual(['c'])
    expect(
      run(leaving, { type: 'features/loaded', features: [summary('c'), summary('d')], nextCursor: null }).chosenIds,
    ).toEqual(['c'])
    expect(run(leaving, { type: 'filters/cleared' }).chosenIds).toEqual([])
    expect(run(leaving, { type: 'features/loadFailed', error: 'Down' }).chosenIds).toEqual([])
  })

  it('keeps chosen after a bulk action only the features whose call failed', () => {
    const chosen = run(loaded, { type: 'chosen/changed', ids: ['a', 'b'] }, { type: 'bulk/started' })
    expect(chosen.bulkBusy).toBe(true)
    const finished = run(chosen, { type: 'bulk/finished', failedIds: ['b'] })
    expect(finished).toMatchObject({ bulkBusy: false, chosenIds: ['b'] })
    expect(run(chosen, { type: 'bulk/finished', failedIds: [] }).chosenIds).toEqual([])
  })

  it('takes a quote off the shown feature with its mention, and puts both back where they were', () => {
    const withQuotes = run(loaded, {
      type: 'detail/loaded',
      feature: detail('a', { recent_feedback: [quote('q1', 'slack'), quote('q2', 'email')] }),
    })
    const shown = selectQuote(withQuotes, 'a', 'q1')
    expect(shown).toEqual({ quote: quote('q1', 'slack'), index: 0 })
    expect(selectQuote(withQuotes, 'b', 'q1')).toBeNull()
    const unlinked = run(withQuotes, { type: 'feedback/unlinkRequested', featureId: 'a', feedbackId: 'q1' })
    expect(unlinked.detail?.recent_feedback.map((item) => item.id)).toEqual(['q2'])
    expect(unlinked.detail).toMatchObject({ total_mentions: 3, slack_mentions: 2, email_mentions: 1 })
    expect(unlinked.features[0]).toMatchObject({ total_mentions: 3, slack_mentions: 2 })
    const restored = run(unlinked, { type: 'feedback/unlinkFailed', featureId: 'a', ...shown! })
    expect(restored.detail).toEqual(withQuotes.detail)
    expect(restored.features).toEqual(withQuotes.features)
  })

  it('replaces an edited comment and drops a deleted one', () => {
    const withComments = run(loaded, { type: 'comments/loaded', id: 'a', comments: [commentOf('c1', 'One'), commentOf('c2', 'Two')], nextCursor: null })
    const edited = run(withComments, { type: 'comment/edited', comment: commentOf('c1', 'Uno') })
    expect(edited.comments.map((item) => item.body)).toEqual(['Uno', 'Two'])
    expect(run(edited, { type: 'comment/deleted', id: 'c2' }).comments.map((item) => item.id)).toEqual(['c1'])
  })

  it('holds the choices to merge into or move to, null until a new search answers', () => {
    const answered = run(loaded, { type: 'choices/loaded', features: [summary('b')] })
    expect(answered.choices).toHaveLength(1)
    expect(run(answered, { type: 'choices/cleared' }).choices).toBeNull()
  })

  it('loads a page and appends the next without repeats', () => {
    expect(loaded).toMatchObject({ listStatus: 'loaded', nextCursor: 'next' })
    const more = run(
      loaded,
      { type: 'features/moreStarted' },
      {
        type: 'features/moreLoaded',
        features: [summary('b'), summary('c')],
        nextCursor: null,
      },
    )
    expect(more.features.map((feature) => feature.id)).toEqual(['a', 'b', 'c'])
    expect(more).toMatchObject({ loadingMore: false, nextCursor: null })
  })

  it('shows a change at once in the row and the detail, and undoes it when it fails', () => {
    const changed = run(loaded, {
      type: 'feature/changeRequested',
      id: 'a',
      changes: { status: 'review', assignee: dana },
    })
    expect(changed.features[0]).toMatchObject({ status: 'review', assignee: dana })
    expect(changed.detail).toMatchObject({ status: 'review', assignee: dana })
    const previous = previousValues(loaded.features[0]!, { status: 'review', assignee: dana })
    expect(previous).toEqual({ status: 'backlog', assignee: null })
    const undone = run(changed, { type: 'feature/changeFailed', id: 'a', previous })
    expect(undone.features[0]).toMatchObject({ status: 'backlog', assignee: null })
    expect(undone.detail).toMatchObject({ status: 'backlog', assignee: null })
  })

  it("takes the server's answer to a change", () => {
    const saved = run(loaded, { type: 'feature/saved', feature: summary('a', { priority: 'high', score: 80 }) })
    expect(saved.features[0]).toMatchObject({ priority: 'high', score: 80 })
    expect(saved.detail).toMatchObject({ priority: 'high', score: 80, full_description: 'Long' })
  })

  it('drops a saved row that no longer passes the filters, and keeps the detail', () => {
    const filtered = run(loaded, { type: 'filters/changed', filters: { themeId: 't1' } })
    const moved = run(filtered, { type: 'feature/saved', feature: summary('a', { theme_id: 't2' }) })
    expect(moved.features.map((feature) => feature.id)).toEqual(['b'])
    expect(moved.detail).toMatchObject({ id: 'a', theme_id: 't2' })
    expect(matchesFilters(summary('x', { assignee: dana }), { ...filtered.filters, assigneeId: 'u1' })).toBe(true)
    expect(matchesFilters(summary('x'), { ...filtered.filters, status: 'review' })).toBe(false)
  })

  it('ignores answers for a feature no longer shown', () => {
    const moved = run(loaded, { type: 'detail/opened', id: 'b' }, { type: 'detail/loaded', feature: detail('a') })
    expect(moved).toMatchObject({ selectedId: 'b', detailStatus: 'loading', detail: null })
    const comment = {
      id: 'c1',
      feature_id: 'a',
      author: dana,
      body: 'Hi',
      mentions: [],
      created_at: '',
      updated_at: '',
    }
    expect(run(moved, { type: 'comment/posted', comment }).comments).toEqual([])
  })

  it('adds a created feature on top and drops a merged one', () => {
    expect(run(loaded, { type: 'feature/created', feature: summary('n') }).features[0]?.id).toBe('n')
    expect(run(loaded, { type: 'feature/mergedAway', id: 'a' }).features.map((feature) => feature.id)).toEqual(['b'])
  })

  it('keeps the theme when the filters are cleared', () => {
    const filtered = run(loaded, {
      type: 'filters/changed',
      filters: { themeId: 't1', status: 'review', text: 'dark', mentioned: { start: '2026-11-01', end: '2026-11-15' } },
    })
    expect(selectActiveFilterCount(filtered)).toBe(3)
    expect(run(filtered, { type: 'filters/cleared' }).filters).toEqual({
      themeId: 't1',
      status: null,
      priority: null,
      source: null,
      assigneeId: null,
      text: '',
      mentioned: null,
    })
  })

  it('finds a feature in the detail first, then in the list', () => {
    expect(selectFeatureById(loaded, 'a')).toBe(loaded.detail)
    expect(selectFeatureById(loaded, 'b')?.id).toBe('b')
    expect(selectFeatureById(loaded, 'x')).toBeNull()
  })
})

describe('feature views', () => {
  it('sends only the filters that are set', () => {
    expect(
      toListQuery({ themeId: null, status: 'review', priority: null, source: 'email', assigneeId: null, text: '  ', mentioned: null }),
    ).toEqual({
      theme_id: undefined,
      status: 'review',
      priority: undefined,
      source: 'email',
      assignee_id: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    })
  })

  it('sends the days of the mentions as from and to', () => {
    const mentioned = { start: '2026-11-02', end: '2026-11-15' }
    expect(toListQuery({ ...emptyFilters(), mentioned })).toMatchObject({ from: '2026-11-02', to: '2026-11-15' })
  })

  it("shows a row with the assignee's name", () => {
    expect(toFeatureListItem(summary('a', { assignee: dana }))).toMatchObject({
      id: 'a',
      assignee: 'Dana Demo',
      totalMentions: 4,
    })
    expect(toFeatureListItem(summary('a')).assignee).toBeNull()
  })

  it('shows email feedback as Gmail with a fixed date', () => {
    const props = toFeatureDetailProps(
      detail('a', {
        recent_feedback: [
          {
            id: 'q',
            author: 'Ann',
            company: null,
            message: 'Please',
            timestamp: '2025-03-12T10:00:00.000Z',
            source: 'email',
            permalink: null,
          },
        ],
        competitors: [{ name: 'Rival', status: 'beta', since: null, notes: '' }],
      }),
    )
    expect(props.description).toBe('Long')
    expect(props.recentFeedback).toEqual([
      { id: 'q', author: 'Ann', company: undefined, message: 'Please', timestamp: '12 Mar 2025', source: 'gmail' },
    ])
    expect(props.competitiveAnalysis).toEqual([{ name: 'Rival', status: { tone: 'info', label: 'Beta' }, since: undefined, notes: undefined }])
  })

  it('tells the history newest first, in words, with who and when', () => {
    const at = (day: number) => `2025-01-${day}T09:00:00.000Z`
    const items = toHistoryItems([
      { kind: 'status', from: 'backlog', to: 'in-progress', by: 'Dana Demo', at: at(10) },
      { kind: 'assignee', from: null, to: 'Sam Member', by: 'Dana Demo', at: at(11) },
      { kind: 'assignee', from: 'Sam Member', to: null, by: 'AI', at: at(12) },
      { kind: 'merge', from: 'Old', to: 'New', by: 'Dana Demo', at: at(13) },
      { kind: 'theme', from: null, to: 'Reporting', by: 'AI', at: at(14) },
    ])
    expect(items.map(({ change, by, date }) => [change, by, date])).toEqual([
      ['Moved to the theme Reporting', 'AI', '14 Jan 2025'],
      ['Old merged into New', 'Dana Demo', '13 Jan 2025'],
      ['Unassigned from Sam Member', 'AI', '12 Jan 2025'],
      ['Assigned to Sam Member', 'Dana Demo', '11 Jan 2025'],
      ['Status changed from Backlog to In Progress', 'Dana Demo', '10 Jan 2025'],
    ])
  })
})
