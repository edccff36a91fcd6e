import type { AuditAction, AuditEvent, AuditEventListQuery, WorkspaceMember } from '../../../api'
import type { LoadStatus } from '../load-status'

/** The filters as the page shows them: '' is "any". Dates are yyyy-mm-dd, each a whole day. */
export interface AuditFilters {
  action: AuditAction | ''
  actorId: string
  from: string
  to: string
}

export interface AuditState {
  status: LoadStatus
  events: AuditEvent[]
  /** The cursor of the next (older) page; null when everything is shown. */
  nextCursor: string | null
  loadingMore: boolean
  /** Why the first page or the next page could not be loaded. */
  error: string | null
  filters: AuditFilters
  /** The people of the workspace, for the person filter. */
  members: WorkspaceMember[]
  exporting: boolean
}

export type AuditStateEvent =
  | { type: 'audit/loadStarted'; more: boolean }
  | { type: 'audit/loaded'; events: AuditEvent[]; nextCursor: string | null; more: boolean }
  | { type: 'audit/loadFailed'; error: string }
  | { type: 'audit/filterChanged'; key: keyof AuditFilters; value: string }
  | { type: 'audit/filtersCleared' }
  | { type: 'audit/membersLoaded'; members: WorkspaceMember[] }
  | { type: 'audit/exportStarted' }
  | { type: 'audit/exportFinished' }

export const noFilters: AuditFilters = { action: '', actorId: '', from: '', to: '' }

export function initialAuditState(): AuditState {
  return {
    status: 'loading',
    events: [],
    nextCursor: null,
    loadingMore: false,
    error: null,
    filters: { ...noFilters },
    members: [],
    exporting: false,
  }
}

export function auditReducer(draft: AuditState, event: AuditStateEvent): void {
  switch (event.type) {
    case 'audit/loadStarted':
      draft.error = null
      if (event.more) draft.loadingMore = true
      else draft.status = 'loading'
      break
    case 'audit/loaded':
      draft.events = event.more ? [...draft.events, ...event.events] : event.events
      draft.nextCursor = event.nextCursor
      draft.status = 'loaded'
      draft.loadingMore = false
      break
    case 'audit/loadFailed':
      draft.error = event.error
      if (draft.loadingMore) draft.loadingMore = false
      else draft.status = 'failed'
      break
    case 'audit/filterChanged':
      draft.filters = { ...draft.filters, [event.key]: event.value }
      break
    case 'audit/filtersCleared':
      draft.filters = { ...noFilters }
      break
    case 'audit/membersLoaded':
      draft.members = event.members
      break
    case 'audit/exportStarted':
      draft.exporting = true
      break
    case 'audit/exportFinished':
      draft.exporting = false
      break
  }
}

/** The query of the list and the export for the filters shown (empty ones left out). */
export function selectAuditQuery(filters: AuditFilters): Omit<AuditEventListQuery, 'cursor' | 'limit'> {
  return {
    ...(filters.action && { action: filters.action }),
    ...(filters.actorId && { actor_id: filters.actorId }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  }
}

/** True when some filter is set. */
export const selectFiltered = (filters: AuditFilters): boolean => Object.values(filters).some((value) => value !== '')
