const features = (count: number) => `${count} ${count === 1 ? 'feature' : 'features'}`

/** Not in the spec (its features were sample data): what the app says when a feature call fails without a detail. */
export const featureMessages = {
  loadFailed: 'Failed to load features',
  loadMoreFailed: 'Failed to load more features',
  loadMoreCommentsFailed: 'Failed to load more comments',
  detailFailed: 'Failed to load the feature',
  updateFailed: 'Failed to update the feature; the change was undone',
  createFailed: 'Failed to create the feature',
  commentFailed: 'Failed to add the comment',
  commentEditFailed: 'Failed to edit the comment',
  commentDeleteFailed: 'Failed to delete the comment',
  unlinkFailed: 'Failed to unlink the feedback; it is linked again',
  moveFailed: 'Failed to move the feedback; it stays here',
  choicesFailed: 'Failed to search the features',
  mergeFailed: 'Failed to merge the features',
  unmergeFailed: 'Failed to unmerge the feature',
  dismissSuggestionFailed: 'Failed to dismiss the suggested theme',
  created: 'Feature created',
  merged: 'Features merged',
  unmerged: 'Feature unmerged',
  suggestionDismissed: (theme: string) => `${theme} will not be suggested for this feature again`,
  commentDeleted: 'Comment deleted',
  unlinked: 'Feedback unlinked',
  unlinkedNotRequest: 'Feedback unlinked; messages like it will not be counted as requests',
  moved: (title: string) => `Feedback moved to ${title}`,
  /** The link to the target worked, the unlink from here did not: the feedback now counts for both. */
  movedButStillLinked: (title: string) => `The feedback was linked to ${title} but is still linked here too`,
  bulkChanged: (count: number) => `${features(count)} updated`,
  bulkMerged: (count: number) => `${features(count)} merged`,
  /** Some calls of a bulk action failed: how many went through, how many did not (they stay selected) and why. */
  bulkFailed: (succeeded: number, failed: number, reason: string) =>
    `${succeeded === 0 ? 'No feature was changed' : `${features(succeeded)} done`}; ${features(failed)} failed and ${failed === 1 ? 'stays' : 'stay'} selected: ${reason}`,
} as const
