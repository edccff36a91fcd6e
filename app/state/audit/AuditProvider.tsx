import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import type { ApiClient } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { type AuditStateEvent, type AuditFilters, type AuditState, auditReducer, initialAuditState, selectAuditQuery } from './audit-reducer'

export const auditMessages = {
  loadFailed: 'The audit log could not be loaded.',
  exportFailed: 'The audit log could not be exported.',
} as const

interface Deps {
  api: ApiClient
  dispatch: Dispatch<AuditStateEvent>
  state: () => AuditState
  notify: { error: (message: string) => void }
  /** Saves a file the browser downloads (a stub in tests). */
  save: (file: Blob, name: string) => void
}

/** Offers the file to the browser as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function createAuditActions({ api, dispatch, state, notify, save }: Deps) {
  async function load(more: boolean): Promise<void> {
    const { filters, nextCursor } = state()
    dispatch({ type: 'audit/loadStarted', more })
    try {
      const page = await api.listAuditEvents({ ...selectAuditQuery(filters), ...(more && nextCursor && { cursor: nextCursor }) })
      dispatch({ type: 'audit/loaded', events: page.items, nextCursor: page.next_cursor, more })
    } catch (error) {
      dispatch({ type: 'audit/loadFailed', error: serverDetail(error) ?? auditMessages.loadFailed })
    }
  }

  return {
    /** The first page for the filters shown, and the people for the person filter. */
    async load(): Promise<void> {
      await Promise.all([
        load(false),
        api.workspace().then(
          (workspace) => dispatch({ type: 'audit/membersLoaded', members: workspace.members }),
          (error: unknown) => console.error('Failed to load the members for the audit log filter', error),
        ),
      ])
    },
    loadMore: () => load(true),
    /** Changes one filter and loads the first page again. */
    async setFilter(key: keyof AuditFilters, value: string): Promise<void> {
      dispatch({ type: 'audit/filterChanged', key, value })
      await load(false)
    },
    async clearFilters(): Promise<void> {
      dispatch({ type: 'audit/filtersCleared' })
      await load(false)
    },
    /** Downloads the events that pass the filters as CSV. */
    async exportCsv(): Promise<void> {
      dispatch({ type: 'audit/exportStarted' })
      try {
        const file = await api.exportAuditEvents(selectAuditQuery(state().filters))
        save(file, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`)
      } catch (error) {
        notify.error(serverDetail(error) ?? auditMessages.exportFailed)
      } finally {
        dispatch({ type: 'audit/exportFinished' })
      }
    },
  }
}

export type AuditActions = ReturnType<typeof createAuditActions>

const AuditStateContext = createContext<AuditState | null>(null)
const AuditActionsContext = createContext<AuditActions | null>(null)

/** The audit log's events, filters and export; loads the first page when it mounts. Needs <AuthProvider> and <ToastsProvider>. */
export function AuditProvider({ children, save = saveFile }: { children: ReactNode; save?: (file: Blob, name: string) => void }) {
  const api = useApi()
  const toasts = useToasts()
  const [initial] = useState(initialAuditState)
  const [state, dispatch] = useImmerReducer(auditReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])
  const actions = useMemo(() => {
    const track = (event: AuditStateEvent) => {
      latest.set(produce(latest.get(), (draft) => auditReducer(draft, event)))
      dispatch(event)
    }
    return createAuditActions({ api, dispatch: track, state: latest.get, notify: toasts, save })
  }, [api, dispatch, latest, toasts, save])

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <AuditStateContext.Provider value={state}>
      <AuditActionsContext.Provider value={actions}>{children}</AuditActionsContext.Provider>
    </AuditStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <AuditProvider>.`)
  return value
}

export const useAuditState = (): AuditState => required(useContext(AuditStateContext), 'useAuditState')
export const useAuditActions = (): AuditActions => required(useContext(AuditActionsContext), 'useAuditActions')
