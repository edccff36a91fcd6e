/** The spec's messages for Slack (section 8), word for word, plus the app's own for what the spec leaves open. */
export const integrationMessages = {
  validateFailed: 'Failed to validate tokens or fetch channels',
  connectFailed: 'Failed to connect Slack workspace',
  /** Not in the spec (its delete icon had no action): the fallback when disconnecting fails without a detail. */
  removeFailed: 'Failed to disconnect the data source',
  /** Not in the spec (it had no Sync now): the fallback when asking for a sync fails without a detail. */
  syncFailed: 'Failed to start the sync',
  /** Not in the spec (it had no OAuth): the fallback when Slack's authorize page cannot be had. */
  oauthFailed: 'Failed to start connecting with Slack',
  /** Not in the spec (Gmail was not connectable): the fallbacks of Connect Gmail when the server gives no sentence. */
  gmailStartFailed: 'Failed to start connecting Gmail',
  gmailExchangeFailed: 'Failed to read the Gmail mailbox',
  gmailConnectFailed: 'Failed to connect Gmail',
} as const
