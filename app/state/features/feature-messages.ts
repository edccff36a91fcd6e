/** Not in the spec (its features were sample data): what the app says when a feature call fails without a detail. */
export const featureMessages = {
  loadFailed: 'Failed to load features',
  loadMoreFailed: 'Failed to load more features',
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
  created: 'Feature created',
  merged: 'Features merged',
  unmerged: 'Feature unmerged',
  commentDeleted: 'Comment deleted',
  unlinked: 'Feedback unlinked',
  moved: (title: string) => `Feedback moved to ${title}`,
  /** The link to the target worked, the unlink from here did not: the feedback now counts for both. */
  movedButStillLinked: (title: string) => `The feedback was linked to ${title} but is still linked here too`,
} as const
