/** Not in the spec (its themes were local only): what the app says when a theme call fails without a detail. */
export const themeMessages = {
  loadFailed: 'Failed to load themes',
  loadMoreFailed: 'Failed to load more themes',
  createFailed: 'Failed to create theme',
  updateFailed: 'Failed to update theme',
  deleteFailed: 'Failed to delete theme',
  acceptFailed: 'Failed to accept the suggested theme',
  dismissFailed: 'Failed to dismiss the suggested theme',
  changeAcceptFailed: 'Failed to make the suggested change',
  changeDismissFailed: 'Failed to dismiss the suggested change',
  created: 'Theme created',
  updated: 'Theme updated',
  deleted: 'Theme deleted',
  changeAccepted: 'Change made',
} as const
