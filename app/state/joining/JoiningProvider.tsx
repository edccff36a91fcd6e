import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import { can, type ApiClient, type JoinRequest, type Role } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi, useAuthState } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { initialJoiningState, joiningReducer, type JoiningEvent, type JoiningState } from './joining-reducer'

/** The fallbacks when a call fails without a detail, and the confirmations. */
export const joiningMessages = {
  decisionFailed: 'Failed to decide the join request. Please try again.',
  addFailed: 'Failed to add the domain. Please try again.',
  changeFailed: 'Failed to change the domain. Please try again.',
  inviteFailed: 'Failed to send the invitation. Please try again.',
  revokeFailed: 'Failed to revoke the invitation. Please try again.',
  /** Without email sending (AppConfig.email_delivery) the invitee learns of it only from the copied link. */
  invited: (email: string, emailed: boolean) =>
    emailed ? `Invitation sent to ${email}` : `Invitation created for ${email}. Copy its link and send it to them.`,
  revoked: (email: string) => `The invitation of ${email} was revoked`,
  approved: (request: JoinRequest) => `${request.first_name} ${request.last_name} joined the workspace`,
  refused: (request: JoinRequest) => `The request of ${request.first_name} ${request.last_name} was refused`,
} as const

interface Deps {
  api: ApiClient
  dispatch: Dispatch<JoiningEvent>
  state: () => JoiningState
  notify: { error: (message: string) => void; success: (message: string) => void }
}

export function createJoiningActions({ api, dispatch, state, notify }: Deps) {
  async function decide(id: string, decision: 'approve' | 'refuse'): Promise<boolean> {
    const request = state().requests.find((candidate) => candidate.id === id)
    if (!request) return false
    dispatch({ type: 'request/decisionStarted', id })
    try {
      if (decision === 'approve') await api.approveJoinRequest({ id })
      else await api.refuseJoinRequest({ id })
      dispatch({ type: 'request/decided', id })
      notify.success(decision === 'approve' ? joiningMessages.approved(request) : joiningMessages.refused(request))
      return true
    } catch (error) {
      dispatch({ type: 'request/decisionFailed', id })
      notify.error(serverDetail(error) ?? joiningMessages.decisionFailed)
      // Another admin may have decided it: the list shows what still waits.
      void loadRequests()
      return false
    }
  }

  async function loadRequests(): Promise<void> {
    try {
      dispatch({ type: 'requests/loaded', requests: await api.listJoinRequests() })
    } catch (error) {
      console.error('Failed to load the join requests', error)
      dispatch({ type: 'requests/loadFailed' })
    }
  }

  async function loadDomains(): Promise<void> {
    try {
      dispatch({ type: 'domains/loaded', domains: await api.listDomains() })
    } catch (error) {
      console.error('Failed to load the domains', error)
      dispatch({ type: 'domains/loadFailed' })
    }
  }

  async function loadInvitations(): Promise<void> {
    try {
      // Whether invitations are emailed is read with them, so the section's text and the toast agree.
      const [page, config] = await Promise.all([api.listInvitations(), api.appConfig()])
      dispatch({ type: 'invitations/loaded', invitations: page.items, nextCursor: page.next_cursor, emailDelivery: config.email_delivery })
    } catch (error) {
      console.error('Failed to load the invitations', error)
      dispatch({ type: 'invitations/loadFailed' })
    }
  }

  /** The next page of pending invitations after `cursor`, added below the ones shown. */
  async function loadMoreInvitations(cursor: string): Promise<void> {
    dispatch({ type: 'invitations/moreStarted' })
    try {
      const page = await api.listInvitations({ cursor })
      dispatch({ type: 'invitations/moreLoaded', invitations: page.items, nextCursor: page.next_cursor })
    } catch (error) {
      console.error('Failed to load more invitations', error)
      dispatch({ type: 'invitations/moreFailed' })
    }
  }

  return {
    loadRequests,
    loadDomains,
    loadInvitations,
    loadMoreInvitations,
    approve: (id: string) => decide(id, 'approve'),
    refuse: (id: string) => decide(id, 'refuse'),

    async addDomain(domain: string): Promise<boolean> {
      dispatch({ type: 'domain/addStarted' })
      try {
        dispatch({ type: 'domain/added', domain: await api.addDomain({ domain }) })
        return true
      } catch (error) {
        dispatch({ type: 'domain/addFailed', error: serverDetail(error) ?? joiningMessages.addFailed })
        return false
      }
    },

    clearAddError(): void {
      if (state().addError !== null) dispatch({ type: 'domain/addErrorCleared' })
    },

    async setAutoJoin(id: string, autoJoin: boolean): Promise<boolean> {
      dispatch({ type: 'domain/changeStarted', id })
      try {
        dispatch({ type: 'domain/changed', domain: await api.updateDomain({ id }, { auto_join: autoJoin }) })
        return true
      } catch (error) {
        dispatch({ type: 'domain/changeFailed', id })
        notify.error(serverDetail(error) ?? joiningMessages.changeFailed)
        return false
      }
    },

    async invite(email: string): Promise<boolean> {
      dispatch({ type: 'invitation/inviteStarted' })
      try {
        const invitation = await api.createInvitation({ email: email.trim() })
        dispatch({ type: 'invitation/invited', invitation })
        notify.success(joiningMessages.invited(invitation.email, state().emailDelivery))
        return true
      } catch (error) {
        dispatch({ type: 'invitation/inviteFailed', error: serverDetail(error) ?? joiningMessages.inviteFailed })
        return false
      }
    },

    clearInviteError(): void {
      if (state().inviteError !== null) dispatch({ type: 'invitation/inviteErrorCleared' })
    },

    async revokeInvitation(id: string): Promise<boolean> {
      const invitation = state().invitations.find((candidate) => candidate.id === id)
      if (!invitation) return false
      dispatch({ type: 'invitation/revokeStarted', id })
      try {
        await api.revokeInvitation({ id })
        dispatch({ type: 'invitation/revoked', id })
        notify.success(joiningMessages.revoked(invitation.email))
        return true
      } catch (error) {
        dispatch({ type: 'invitation/revokeFailed', id })
        notify.error(serverDetail(error) ?? joiningMessages.revokeFailed)
        // It may have been used or revoked meanwhile: the list shows what is still pending.
        void loadInvitations()
        return false
      }
    },

    async removeDomain(id: string): Promise<boolean> {
      dispatch({ type: 'domain/changeStarted', id })
      try {
        await api.removeDomain({ id })
        dispatch({ type: 'domain/removed', id })
        return true
      } catch (error) {
        dispatch({ type: 'domain/changeFailed', id })
        notify.error(serverDetail(error) ?? joiningMessages.changeFailed)
        return false
      }
    },
  }
}

export type JoiningActions = ReturnType<typeof createJoiningActions>

const JoiningStateContext = createContext<JoiningState | null>(null)
const JoiningDispatchContext = createContext<Dispatch<JoiningEvent> | null>(null)
const JoiningActionsContext = createContext<JoiningActions | null>(null)

/**
 * Invitations, join requests and domains of the signed-in admin's company, each loaded when it mounts if the role may
 * manage it.
 * Needs <AuthProvider> and <ToastsProvider> above.
 */
export function JoiningProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const role: Role | null = useAuthState().user?.role ?? null
  const [initial] = useState(initialJoiningState)
  const [state, dispatch] = useImmerReducer(joiningReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])
  const actions = useMemo(() => {
    const track = (event: JoiningEvent) => {
      latest.set(produce(latest.get(), (draft) => joiningReducer(draft, event)))
      dispatch(event)
    }
    return createJoiningActions({ api, dispatch: track, state: latest.get, notify: toasts })
  }, [api, dispatch, latest, toasts])

  const mayManageMembers = can(role, 'member.manage')
  const mayManageDomains = can(role, 'domain.manage')
  const mayInvite = can(role, 'invitation.manage')
  useEffect(() => {
    if (mayManageMembers) void actions.loadRequests()
  }, [actions, mayManageMembers])
  useEffect(() => {
    if (mayManageDomains) void actions.loadDomains()
  }, [actions, mayManageDomains])
  useEffect(() => {
    if (mayInvite) void actions.loadInvitations()
  }, [actions, mayInvite])

  return (
    <JoiningStateContext.Provider value={state}>
      <JoiningDispatchContext.Provider value={dispatch}>
        <JoiningActionsContext.Provider value={actions}>{children}</JoiningActionsContext.Provider>
      </JoiningDispatchContext.Provider>
    </JoiningStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <JoiningProvider>.`)
  return value
}

export const useJoiningState = (): JoiningState => required(useContext(JoiningStateContext), 'useJoiningState')
export const useJoiningDispatch = (): Dispatch<JoiningEvent> =>
  required(useContext(JoiningDispatchContext), 'useJoiningDispatch')
export const useJoiningActions = (): JoiningActions => required(useContext(JoiningActionsContext), 'useJoiningActions')
