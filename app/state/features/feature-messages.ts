/** Not in the spec (its features were sample data): what the app says when a feature call fails without a detail. */
export const featureMessages = {
  loadFailed: 'Failed to load features',
  loadMoreFailed: 'Failed to load more features',
  detailFailed: 'Failed to load the feature',
  updateFailed: 'Failed to update the feature; the change was undone',
  createFailed: 'Failed to create the feature',
  commentFailed: 'Failed to add the comment',
  mergeFailed: 'Failed to merge the features',
  unmergeFailed: 'Failed to unmerge the feature',
  created: 'Feature created',
  merged: 'Features merged',
  unmerged: 'Feature unmerged',
} as const
