export { AuthProvider, useApi, useAuthActions, useAuthDispatch, useAuthState } from './AuthProvider'
export { DEMO_LOGIN_DELAY_MS, type DemoCredentials } from './auth-actions'
export { authMessages } from './auth-messages'
export {
  selectAwaitsApproval,
  selectFullName,
  selectInitial,
  selectIsAuthenticated,
  selectNeedsOnboarding,
  selectNeedsVerification,
} from './auth-reducer'
export { useResendVerification, verificationMessages } from './verification'
export type { AuthState } from './auth-reducer'
export { selectPermission, usePermission, type Permission } from './use-permission'
