import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import type { ApiClient } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { initialSsoState, selectSsoRequest, ssoReducer, type SsoEvent, type SsoField, type SsoState } from './sso-reducer'

/** The sentences of the Single sign-on section that are not the server's. */
export const ssoMessages = {
  saved: 'Single sign-on saved',
  removed: 'Single sign-on removed',
  saveFailed: 'Could not save the single sign-on settings. Try again.',
  removeFailed: 'Could not remove single sign-on. Try again.',
} as const

interface Deps {
  api: ApiClient
  dispatch: Dispatch<SsoEvent>
  state: () => SsoState
  notify: { success: (message: string) => void }
}

export function createSsoActions({ api, dispatch, state, notify }: Deps) {
  return {
    /** Loads the provider; a failure shows the section's load error. */
    async load(): Promise<void> {
      try {
        const { provider } = await api.getSso()
        dispatch({ type: 'sso/loaded', provider })
      } catch (error) {
        console.error('Failed to load the single sign-on settings', error)
        dispatch({ type: 'sso/loadFailed' })
      }
    },

    change(field: SsoField, value: string): void {
      dispatch({ type: 'sso/changed', field, value })
    },

    setRequired(value: boolean): void {
      dispatch({ type: 'sso/requiredChanged', value })
    },

    /** Sends the form (without the secret when it is left empty); the server's sentence stays beside Save on failure. */
    async save(): Promise<boolean> {
      const checked = selectSsoRequest(state())
      if (!checked.request) {
        dispatch({ type: 'sso/invalid', fieldErrors: checked.fieldErrors })
        return false
      }
      dispatch({ type: 'sso/saveStarted' })
      try {
        const provider = await api.updateSso(checked.request)
        dispatch({ type: 'sso/saved', provider })
        notify.success(ssoMessages.saved)
        return true
      } catch (error) {
        dispatch({ type: 'sso/failed', error: serverDetail(error) ?? ssoMessages.saveFailed })
        return false
      }
    },

    async remove(): Promise<boolean> {
      dispatch({ type: 'sso/removeStarted' })
      try {
        await api.deleteSso()
        dispatch({ type: 'sso/removed' })
        notify.success(ssoMessages.removed)
        return true
      } catch (error) {
        dispatch({ type: 'sso/failed', error: serverDetail(error) ?? ssoMessages.removeFailed })
        return false
      }
    },
  }
}

export type SsoActions = ReturnType<typeof createSsoActions>

const SsoStateContext = createContext<SsoState | null>(null)
const SsoActionsContext = createContext<SsoActions | null>(null)

/**
 * The workspace's single sign-on settings, loaded when it mounts. Owners only (the API refuses everyone else), so
 * mount it for them alone. Needs <AuthProvider> and <ToastsProvider> above.
 */
export function SingleSignOnProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const [initial] = useState(initialSsoState)
  const [state, dispatch] = useImmerReducer(ssoReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])
  const actions = useMemo(() => {
    const track = (event: SsoEvent) => {
      latest.set(produce(latest.get(), (draft) => ssoReducer(draft, event)))
      dispatch(event)
    }
    return createSsoActions({ api, dispatch: track, state: latest.get, notify: toasts })
  }, [api, dispatch, latest, toasts])

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <SsoStateContext.Provider value={state}>
      <SsoActionsContext.Provider value={actions}>{children}</SsoActionsContext.Provider>
    </SsoStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <SingleSignOnProvider>.`)
  return value
}

export const useSsoState = (): SsoState => required(useContext(SsoStateContext), 'useSsoState')
export const useSsoActions = (): SsoActions => required(useContext(SsoActionsContext), 'useSsoActions')
