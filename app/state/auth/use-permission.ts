import { type Action, can, deniedReason } from '../../../api/permissions'
import type { User } from '../../../api/schemas/auth'
import { useAuthState } from './AuthProvider'

export interface Permission {
  /** Whether the signed-in person's role allows the action. */
  allowed: boolean
  /** Null when allowed; else the sentence for the disabled control's tooltip (the server's 403 sentence). */
  reason: string | null
}

/** What the permission table (api/permissions.ts) says about the signed-in user and the action; nobody signed in may do nothing. */
export function selectPermission(user: Pick<User, 'role'> | null, action: Action): Permission {
  if (!user) return { allowed: false, reason: deniedReason(null, action) }
  return { allowed: can(user.role, action), reason: deniedReason(user.role, action) }
}

/** `{ allowed, reason }` for the signed-in person and the action: hide or disable a control, with the reason as its tooltip. */
export function usePermission(action: Action): Permission {
  return selectPermission(useAuthState().user, action)
}
