import { useEffect } from 'react'
import { useIntegrationActions, useIntegrationsState } from './IntegrationsProvider'
import { selectIsSyncUnderWay } from './integrations-reducer'

/** Milliseconds between two reads of the integration list while a sync is under way. */
export const SYNC_POLL_INTERVAL_MS = 2000

/** Reads the integration list again every SYNC_POLL_INTERVAL_MS while a sync is queued or running. */
export function usePollWhileSyncing(): void {
  const syncing = selectIsSyncUnderWay(useIntegrationsState())
  const actions = useIntegrationActions()
  useEffect(() => {
    if (!syncing) return
    const timer = window.setInterval(() => void actions.poll(), SYNC_POLL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [syncing, actions])
}
