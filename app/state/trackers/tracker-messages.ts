import { ISSUE_QUOTES } from '../../../api'

/** The app's own sentences about issue trackers, used when the server sent none. */
export const trackerMessages = {
  loadFailed: 'The issue tracker could not be loaded. Try again.',
  linksFailed: "The feature's issues could not be loaded. Try again.",
  connectFailed: 'GitHub could not be connected. Try again.',
  disconnectFailed: 'GitHub could not be disconnected. Try again.',
  createFailed: 'The issue could not be created. Try again.',
  linkFailed: 'The issue could not be linked. Try again.',
  unlinkFailed: 'The issue could not be unlinked. Try again.',
  searchFailed: 'The search failed. Try again.',
  disconnectQuestion:
    "Headway deletes the token and stops refreshing the features' issues. The links stay, and GitHub keeps its issues.",
  secretShownOnce:
    "Add a webhook in the repository's settings (Settings → Webhooks) with this Payload URL, the content type " +
    'application/json, this secret and the Issues events. The secret is shown only once.',
  description: `The description carries the feature's description, its ${ISSUE_QUOTES} top quotes from customers and a link back to this feature.`,
  notConnected: 'No issue tracker is connected.',
  notConnectedAdmin: 'Connect GitHub Issues under Available Connectors in Workspace Settings.',
  notConnectedOthers: 'An admin can connect GitHub Issues in Workspace Settings.',
} as const

/** The app's own sentences about telling requesters. */
export const tellMessages = {
  draftsFailed: 'The messages to requesters could not be loaded. Try again.',
  messagesFailed: 'Who was told could not be loaded. Try again.',
  sendFailed: 'The messages could not be sent. Try again.',
  releaseNoteFailed: 'The release note link could not be saved. Try again.',
} as const
