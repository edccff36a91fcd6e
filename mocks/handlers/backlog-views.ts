import { ErrorDetail, countsByDay } from '../../api'
import type { FeatureDetail, FeatureSummary, PersonRef, Theme } from '../../api'
import { scoreFeature } from '../../api/feature-scoring'
import { mentionHistory, riseOf } from '../../api/rising'
import type { MockStore, StoredFeature, StoredFeedback, StoredTheme, StoredUser } from '../store'
import { MockHttpError } from './mock-route'

/** Reads of the mock backlog shared by the features, themes and dashboard handlers. */

export function personRef(user: Pick<StoredUser, 'id' | 'first_name' | 'last_name'>): PersonRef {
  return { id: user.id, first_name: user.first_name, last_name: user.last_name }
}

export const fullName = (user: Pick<StoredUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`

export function memberOf(store: MockStore, companyId: string, userId: string): StoredUser {
  const member = store.state.users.find((user) => user.id === userId && user.company_id === companyId && user.is_active)
  if (!member) throw new MockHttpError(404, ErrorDetail.memberNotFound)
  return member
}

export function ownFeature(store: MockStore, companyId: string, id: string): StoredFeature {
  const feature = store.state.features.find((candidate) => candidate.id === id && candidate.company_id === companyId)
  if (!feature) throw new MockHttpError(404, ErrorDetail.featureNotFound)
  return feature
}

/** Dismissed themes are gone for the API. */
export function ownTheme(store: MockStore, companyId: string, id: string): StoredTheme {
  const theme = store.state.themes.find(
    (candidate) => candidate.id === id && candidate.company_id === companyId && candidate.status !== 'dismissed',
  )
  if (!theme) throw new MockHttpError(404, ErrorDetail.themeNotFound)
  return theme
}

/** The feature and those merged into it: their mentions all count for it. */
export function countingFeatureIds(store: MockStore, feature: StoredFeature): Set<string> {
  return new Set([
    feature.id,
    ...store.state.features.filter((candidate) => candidate.merged_into_id === feature.id).map((candidate) => candidate.id),
  ])
}

/** The feedback linked to the feature (and to the features merged into it), newest first. */
export function linkedFeedback(store: MockStore, feature: StoredFeature): StoredFeedback[] {
  const ids = countingFeatureIds(store, feature)
  const feedbackIds = new Set(
    store.state.mentions
      .filter((mention) => ids.has(mention.feature_id) && !mention.unlinked)
      .map((mention) => mention.feedback_id),
  )
  return store.state.feedback
    .filter((item) => feedbackIds.has(item.id))
    .sort((a, b) => b.posted_at.localeCompare(a.posted_at) || a.id.localeCompare(b.id))
}

/**
 * Rescores the features as the server does after an edit, with the same scoring (api/feature-scoring.ts) over their
 * linked feedback (a merged feature's feedback counts for the one it went into): score, explanation, and the priority
 * unless a person chose it. The mock feedback carries no urgency cues nor company sizes, so those factors stay low.
 */
export function rescore(store: MockStore, features: readonly StoredFeature[]): void {
  const now = new Date(store.now())
  for (const feature of features) {
    const mentions = linkedFeedback(store, feature).map((item) => ({
      customerId: item.author,
      companyId: item.company,
      source: item.source,
      createdAt: item.posted_at,
    }))
    const { score, priority, explanation } = scoreFeature(mentions, { now })
    feature.score = score
    if (!feature.priority_set_by_person) feature.priority = priority
    feature.score_explanation = {
      summary: explanation.summary,
      factors: explanation.factors.map(({ key, value, weight, points, sentence }) => ({ key, value, weight, points, sentence })),
    }
  }
}

/** The theme the AI suggests for an unthemed feature, while that theme is open (active or planning). */
function suggestedTheme(store: MockStore, feature: StoredFeature): FeatureSummary['suggested_theme'] {
  if (feature.theme_id !== null || feature.suggested_theme_id === null) return null
  const theme = store.state.themes.find((candidate) => candidate.id === feature.suggested_theme_id)
  if (!theme || (theme.status !== 'active' && theme.status !== 'planning')) return null
  return { id: theme.id, name: theme.name, confidence: feature.suggested_theme_confidence ?? 0 }
}

export function toFeatureSummary(store: MockStore, feature: StoredFeature): FeatureSummary {
  const linked = linkedFeedback(store, feature)
  const assignee = store.state.users.find((user) => user.id === feature.assignee_id)
  const oldest = linked.at(-1)
  return {
    id: feature.id,
    title: feature.title,
    description: feature.description,
    theme_id: feature.theme_id,
    theme_confidence: feature.theme_id !== null && feature.theme_placed_by_ai ? feature.theme_confidence : null,
    suggested_theme: suggestedTheme(store, feature),
    status: feature.status,
    priority: feature.priority,
    score: feature.score,
    total_mentions: linked.length,
    slack_mentions: linked.filter((item) => item.source === 'slack').length,
    email_mentions: linked.filter((item) => item.source === 'email').length,
    assignee: assignee ? personRef(assignee) : null,
    source: feature.origin === 'manual' || !oldest || oldest.source === 'manual' ? 'manual' : oldest.source,
    created_at: feature.created_at,
    updated_at: feature.updated_at,
    tags: feature.tags,
    rising: riseOfFeedback(store, linked),
  }
}

/** The rise (api/rising.ts) of a feature or theme whose linked feedback this is, as of the store's clock. */
export const riseOfFeedback = (store: MockStore, linked: readonly StoredFeedback[]) =>
  riseOf(mentionHistory(linked.map((item) => item.posted_at), new Date(store.now())))

const RECENT_FEEDBACK = 20

export function toFeatureDetail(store: MockStore, feature: StoredFeature): FeatureDetail {
  const ref = (other: StoredFeature) => ({ id: other.id, title: other.title })
  const into = store.state.features.find((candidate) => candidate.id === feature.merged_into_id)
  const linked = linkedFeedback(store, feature)
  return {
    ...toFeatureSummary(store, feature),
    full_description: feature.full_description,
    score_explanation: feature.score_explanation ?? {
      summary: `Score ${feature.score.toFixed(0)} of 100, mostly from frequency.`,
      factors: [
        { key: 'frequency', value: 0.5, weight: 0.4, points: 20, sentence: `${linked.length} mentions.` },
        { key: 'impact', value: 0.3, weight: 0.3, points: 9, sentence: 'The largest company asking is of unknown size.' },
        { key: 'urgency', value: 0.1, weight: 0.2, points: 2, sentence: 'No urgency cues (blockers, churn risk, deadlines, strong frustration).' },
        { key: 'recency', value: 0.8, weight: 0.1, points: 8, sentence: 'Newest mention 2 days ago.' },
      ],
    },
    recent_feedback: linked.slice(0, RECENT_FEEDBACK).map((item) => ({
      id: item.id,
      author: item.author,
      company: item.company,
      message: item.text,
      timestamp: item.posted_at,
      source: item.source,
      permalink: item.permalink,
    })),
    competitors: feature.competitors,
    history: feature.history,
    merged_from: store.state.features.filter((candidate) => candidate.merged_into_id === feature.id).map(ref),
    merged_into: into ? ref(into) : null,
  }
}

/** Features of the company still in the list (not merged into another). */
export function listedFeatures(store: MockStore, companyId: string): StoredFeature[] {
  return store.state.features.filter((feature) => feature.company_id === companyId && feature.merged_into_id === null)
}

export function toTheme(store: MockStore, theme: StoredTheme): Theme {
  const members = listedFeatures(store, theme.company_id).filter((feature) => feature.theme_id === theme.id)
  const summaries = members.map((feature) => toFeatureSummary(store, feature))
  const total = (pick: (summary: FeatureSummary) => number) => summaries.reduce((sum, summary) => sum + pick(summary), 0)
  const completed = members.filter((feature) => feature.status === 'completed').length
  const owner = store.state.users.find((user) => user.id === theme.owner_id)
  const competitors = [...new Set(members.flatMap((feature) => feature.competitors.map((competitor) => competitor.name)))]
  return {
    id: theme.id,
    name: theme.name,
    description: theme.description,
    color: theme.color,
    priority: theme.priority,
    status: theme.status === 'dismissed' ? 'archived' : theme.status,
    tags: theme.tags,
    feature_count: members.length,
    total_mentions: total((summary) => summary.total_mentions),
    slack_mentions: total((summary) => summary.slack_mentions),
    email_mentions: total((summary) => summary.email_mentions),
    competitors: competitors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    progress: members.length === 0 ? 0 : Math.round((100 * completed) / members.length),
    owner: owner ? personRef(owner) : null,
    created_at: theme.created_at,
    updated_at: theme.updated_at,
  }
}

/** The mentions of the features per day of the window. */
export function mentionCounts(store: MockStore, features: readonly StoredFeature[], days: readonly string[]): number[] {
  const entries = features.flatMap((feature) =>
    linkedFeedback(store, feature).map((item) => ({ day: item.posted_at.slice(0, 10), count: 1 })),
  )
  return countsByDay(days, entries)
}
