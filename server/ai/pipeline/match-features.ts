import { analysedText } from '../analysed-text'
import type { CompanyExamples } from '../company-layer'
import type { AiProvider, CallOptions } from '../provider'
import { directionOf } from '../request-terms'
import { newFeatureTitle } from '../title'
import { dot, isSparse, normalised } from '../vectors'
import { FeatureIndex, type MatchDocument } from './feature-index'
import type { PipelineOptions } from './options'
import { featureProfile, matchingText } from './texts'
import { round, thresholdsFor } from './thresholds'
import type {
  ExistingState,
  FeatureRef,
  ItemAnalysis,
  NewFeatureDecision,
  PipelineResult,
  RequestAnalysis,
} from './types'

/** A feature requests are matched to: its documents (the texts that describe it) and those that refuse it. */
interface MatchedFeature {
  ref: FeatureRef
  rank: number
  documents: MatchDocument[]
  /** Texts the team took out of it: a request at least as close to one of them as to the feature is refused. */
  refusals: MatchDocument[]
  /** Set for a feature this run creates. */
  created?: { decision: NewFeatureDecision; document: MatchDocument }
}

export type FeatureMatching = Pick<PipelineResult, 'mentions' | 'featuresToCreate' | 'matches' | 'featureEmbeddings'>

/**
 * Stage 4: each request joins the closest feature at the match threshold (an existing one, or one an earlier request
 * of the run created), or else creates a feature. One embedding call covers every text compared (the local provider
 * weighs terms by this collection).
 */
export async function matchRequests(
  analyses: readonly ItemAnalysis[],
  names: readonly string[],
  existing: ExistingState,
  examples: CompanyExamples['features'],
  provider: AiProvider,
  options: PipelineOptions,
  call: CallOptions,
): Promise<FeatureMatching> {
  const maxMentionTexts = options.maxMentionTexts ?? 20
  const documents: MatchDocument[] = []
  const document = (text: string): MatchDocument => {
    const added = { position: documents.length, text, direction: directionOf(text) }
    documents.push(added)
    return added
  }
  const features = existingFeatures(existing, maxMentionTexts, document)
  // The team's texts of a feature are its documents; those they took out of it refuse it to requests like them.
  const featureOf = new Map(existing.features.map((feature, rank) => [feature.id, features[rank]]))
  for (const example of examples) {
    const feature = featureOf.get(example.featureId)
    if (!feature || !example.text) continue
    ;(example.same ? feature.documents : feature.refusals).push(document(example.text))
  }
  const requests = analyses
    .filter((analysis): analysis is RequestAnalysis => analysis.extraction !== null)
    .map((analysis) => ({ analysis, document: document(matchingText(analysis.extraction)) }))
  const vectors =
    documents.length > 0
      ? await provider.embed(
          documents.map(({ text }) => ({ text, names })),
          { ...call, purpose: 'matching' },
        )
      : []
  vectors.forEach((vector, position) => {
    const embedded = documents[position]
    if (embedded) embedded.vector = normalised(vector)
  })
  const thresholds = {
    ...thresholdsFor(documents.flatMap(({ vector }) => (vector ? [vector] : []))),
    ...options.thresholds,
  }
  const index = new FeatureIndex<MatchedFeature>()
  for (const feature of features) {
    for (const known of feature.documents) index.add(known, feature)
  }

  const result: FeatureMatching = { mentions: [], featuresToCreate: [], matches: [], featureEmbeddings: [] }
  for (const { analysis, document: asked } of requests) {
    const query = asked.vector
    const best = index.best(asked, (feature, similarity) =>
      feature.refusals.some((refusal) => !!query && !!refusal.vector && dot(query, refusal.vector) >= similarity),
    )
    const { itemId, extraction, urgency } = analysis
    const confidence = analysis.classification?.confidence ?? 0
    if (best && best.similarity >= thresholds.match) {
      const { feature } = best
      // The first mentions describe a feature well enough; more documents would only slow the search down.
      if (feature.documents.length <= maxMentionTexts) {
        feature.documents.push(asked)
        index.add(asked, feature)
      }
      analysis.feature = feature.ref
      const similarity = round(best.similarity)
      result.mentions.push({ itemId, feature: feature.ref, quote: extraction.request, similarity, confidence, urgency })
      if (feature.ref.kind === 'existing') result.matches.push({ itemId, featureId: feature.ref.id, similarity })
      feature.created?.decision.itemIds.push(itemId)
    } else {
      const ref: FeatureRef = { kind: 'new', key: `new:${itemId}` }
      const decision = {
        key: ref.key,
        title: newFeatureTitle(extraction),
        description: extraction.request,
        itemIds: [itemId],
      }
      result.featuresToCreate.push(decision)
      const feature: MatchedFeature = {
        ref,
        rank: features.length,
        documents: [asked],
        refusals: [],
        created: { decision, document: asked },
      }
      features.push(feature)
      index.add(asked, feature)
      analysis.feature = ref
      result.mentions.push({ itemId, feature: ref, quote: extraction.request, similarity: null, confidence, urgency })
    }
  }
  if (provider.stableEmbeddings) result.featureEmbeddings = embeddingsOfCreated(features)
  return result
}

/** The existing features with their documents: each one's profile, then its first mention texts. */
function existingFeatures(
  existing: ExistingState,
  maxMentionTexts: number,
  document: (text: string) => MatchDocument,
): MatchedFeature[] {
  return existing.features.map((feature, rank) => {
    const profile = document(featureProfile(feature.title, feature.description))
    const mentions = (feature.mentionTexts ?? [])
      .slice(0, maxMentionTexts)
      .map(analysedText)
      .filter(Boolean)
      .map(document)
    return { ref: { kind: 'existing', id: feature.id }, rank, documents: [profile, ...mentions], refusals: [] }
  })
}

/** Each created feature's embedding, its creating request's vector, when dense (sparse ones depend on the batch). */
function embeddingsOfCreated(features: readonly MatchedFeature[]): FeatureMatching['featureEmbeddings'] {
  return features.flatMap(({ created }) => {
    const vector = created?.document.vector
    return created && vector && !isSparse(vector)
      ? [{ feature: { kind: 'new', key: created.decision.key }, embedding: Array.from(vector) }]
      : []
  })
}
