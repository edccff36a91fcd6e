export { EmptyState } from './EmptyState'
export type { EmptyStateBaseProps, EmptyStateProps } from './EmptyState'
