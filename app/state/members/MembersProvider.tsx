import { createContext, useContext, useEffect, useMemo, type Dispatch, type ReactNode } from 'react'
import { useImmerReducer } from 'use-immer'
import type { ApiClient, Member, Role } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi, useAuthActions } from '../auth'
import { useToasts } from '../toasts'
import { initialMembersState, membersReducer, type MembersEvent, type MembersState } from './members-reducer'

/** Not in the spec: the fallback when a change to a person fails without the server's sentence. */
export const memberChangeFailed = 'Failed to update this person'

const fullName = (member: Pick<Member, 'first_name' | 'last_name'>) => `${member.first_name} ${member.last_name}`

interface Deps {
  api: ApiClient
  dispatch: Dispatch<MembersEvent>
  notify: {
    error: (message: string) => void
    success: (message: string) => void
  }
  /** Reads the signed-in user again (their own role changes with an ownership transfer). */
  refreshMe: () => Promise<unknown>
}

export function createMembersActions({ api, dispatch, notify, refreshMe }: Deps) {
  async function change(id: string, run: () => Promise<Member | Member[]>, success: (member: Member) => string) {
    dispatch({ type: 'member/changeStarted', id })
    try {
      const result = await run()
      if (Array.isArray(result)) dispatch({ type: 'members/replaced', members: result })
      else dispatch({ type: 'member/changed', member: result })
      const member = Array.isArray(result) ? result.find((person) => person.id === id) : result
      if (member) notify.success(success(member))
      return true
    } catch (error) {
      dispatch({ type: 'member/changeFailed' })
      notify.error(serverDetail(error) ?? memberChangeFailed)
      return false
    }
  }

  return {
    async load(): Promise<void> {
      dispatch({ type: 'members/loadStarted' })
      try {
        dispatch({ type: 'members/loaded', members: await api.listMembers() })
      } catch (error) {
        console.error('Failed to load the members', error)
        dispatch({ type: 'members/loadFailed' })
      }
    },
    changeRole: (id: string, role: Role) =>
      change(
        id,
        () => api.changeMemberRole({ id }, { role }),
        (member) => `${fullName(member)} is now ${member.role}.`,
      ),
    deactivate: (id: string) =>
      change(
        id,
        () => api.deactivateMember({ id }),
        (member) => `${fullName(member)} was deactivated and signed out.`,
      ),
    reactivate: (id: string) =>
      change(
        id,
        () => api.reactivateMember({ id }),
        (member) => `${fullName(member)} can sign in again.`,
      ),
    async transferOwnership(id: string): Promise<boolean> {
      const done = await change(
        id,
        () => api.transferOwnership({ user_id: id }),
        (member) => `${fullName(member)} now owns this workspace.`,
      )
      if (done) await refreshMe()
      return done
    },
  }
}

export type MembersActions = ReturnType<typeof createMembersActions>

const MembersStateContext = createContext<MembersState | null>(null)
const MembersActionsContext = createContext<MembersActions | null>(null)

/** The company's people for Workspace Settings, loaded when it mounts. Needs <AuthProvider> and <ToastsProvider> above. */
export function MembersProvider({ children, now }: { children: ReactNode; now?: number | undefined }) {
  const api = useApi()
  const toasts = useToasts()
  const auth = useAuthActions()
  const [state, dispatch] = useImmerReducer(membersReducer, now, initialMembersState)
  const actions = useMemo(
    () =>
      createMembersActions({
        api,
        dispatch,
        notify: toasts,
        refreshMe: () => auth.refreshUser(),
      }),
    [api, dispatch, toasts, auth],
  )
  useEffect(() => {
    void actions.load()
  }, [actions])
  return (
    <MembersStateContext.Provider value={state}>
      <MembersActionsContext.Provider value={actions}>{children}</MembersActionsContext.Provider>
    </MembersStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <MembersProvider>.`)
  return value
}

export const useMembersState = (): MembersState => required(useContext(MembersStateContext), 'useMembersState')
export const useMembersActions = (): MembersActions => required(useContext(MembersActionsContext), 'useMembersActions')
