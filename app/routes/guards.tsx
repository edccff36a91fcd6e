import type { ReactNode } from 'react'
import { Navigate, useLocation, type Location } from 'react-router-dom'
import { selectAwaitsApproval, selectIsAuthenticated, selectNeedsOnboarding, useAuthState } from '../state/auth'
import { paths } from './paths'

/** Where a guard came from, so the login screen can send the person back there. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

export function originPath(state: unknown): string | null {
  const from = (state as FromState | null)?.from
  return from ? `${from.pathname}${from.search}${from.hash}` : null
}

/**
 * Signed-out people go to /login; the path they asked for is remembered and restored after login. A person whose join
 * request waits (no role yet) is kept on /join-request: only a route marked `waiting` (that page) lets them through.
 */
export function ProtectedRoute({ children, waiting = false }: { children: ReactNode; waiting?: boolean }) {
  const auth = useAuthState()
  const location = useLocation()
  if (!selectIsAuthenticated(auth)) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
    return <Navigate to={paths.login} replace state={state} />
  }
  if (selectAwaitsApproval(auth) && !waiting) return <Navigate to={paths.joinRequest} replace />
  return children
}

/** Signed-in people skip the public-only pages: to /onboarding until it is completed, else where they were going. */
export function PublicOnlyRoute({ children, target = paths.dashboard }: { children: ReactNode; target?: string }) {
  const auth = useAuthState()
  const location = useLocation()
  if (!selectIsAuthenticated(auth)) return children
  if (selectAwaitsApproval(auth)) return <Navigate to={paths.joinRequest} replace />
  if (selectNeedsOnboarding(auth)) return <Navigate to={paths.onboarding} replace />
  return <Navigate to={originPath(location.state) ?? target} replace />
}
