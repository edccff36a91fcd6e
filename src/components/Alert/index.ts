export { Alert } from './Alert'
export type { AlertBaseProps, AlertProps, AlertSeverity } from './Alert'
