import { ErrorDetail } from '../schemas/error'

/** What a merge decision knows of a feature. */
export interface MergeSide {
  id: string
  merged_into_id: string | null
}

/**
 * Why the feature cannot be merged into `into` (409), or null when it can: not into itself, not once merged, not into
 * a merged feature, and not while other features are merged into it (`hasMerged`): merges stay one level deep.
 */
export function mergeRefusal(feature: MergeSide, into: MergeSide, hasMerged: boolean): string | null {
  if (feature.id === into.id) return ErrorDetail.mergeIntoItself
  if (feature.merged_into_id) return ErrorDetail.featureAlreadyMerged
  if (into.merged_into_id) return ErrorDetail.mergeTargetMerged
  if (hasMerged) return ErrorDetail.featureHasMerged
  return null
}

/** Why the feature cannot be unmerged (409): it is merged into no other. Null when it can. */
export const unmergeRefusal = (feature: Pick<MergeSide, 'merged_into_id'>): string | null =>
  feature.merged_into_id ? null : ErrorDetail.featureNotMerged
