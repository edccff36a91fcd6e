export { IntegrationsProvider, useIntegrationActions, useIntegrationsDispatch, useIntegrationsState } from './IntegrationsProvider'
export type { IntegrationActions } from './integration-actions'
export { gmailReturn } from './gmail-return'
export type { GmailReturn } from './gmail-return'
export { integrationMessages } from './integration-messages'
export {
  selectCanConnect,
  selectCanConnectGmail,
  selectCanValidate,
  selectConnectionProgress,
  selectIntegrationViews,
  selectIsListLoading,
  selectIsSyncUnderWay,
  selectSyncChannels,
  selectSyncStatus,
} from './integrations-reducer'
export type {
  ConnectState,
  ConnectStep,
  GmailConnectState,
  IntegrationsState,
  SyncStatus,
} from './integrations-reducer'
export { SYNC_POLL_INTERVAL_MS, usePollWhileSyncing } from './usePollWhileSyncing'
export { IMPORT_POLL_INTERVAL_MS, importSummary, useSlackImport } from './useSlackImport'
export type { SlackImportStep } from './useSlackImport'
