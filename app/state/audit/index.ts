export { AuditProvider, auditMessages, createAuditActions, saveFile, useAuditActions, useAuditState } from './AuditProvider'
export type { AuditActions } from './AuditProvider'
export { initialAuditState, noFilters, selectAuditQuery, selectFiltered } from './audit-reducer'
export type { AuditFilters, AuditState, AuditStateEvent } from './audit-reducer'
