import { useCallback } from 'react'
import { useImmerReducer } from 'use-immer'
import { NetworkError } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { authMessages } from './auth-messages'
import { useApi } from './AuthProvider'

/** Not in the spec (issue 16): the fallback when asking for a new verification link fails without a detail. */
export const verificationMessages = {
  resendFailed: 'Failed to send a new link. Please try again.',
} as const

/** Asking for a new verification link: idle, sending, sent (the server's message) or failed (its sentence). */
export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; error: string }

export type ResendEvent =
  | { type: 'resend/started' }
  | { type: 'resend/sent'; message: string }
  | { type: 'resend/failed'; error: string }

export function resendReducer(_draft: ResendState, event: ResendEvent): ResendState {
  switch (event.type) {
    case 'resend/started':
      return { status: 'sending' }
    case 'resend/sent':
      return { status: 'sent', message: event.message }
    case 'resend/failed':
      return { status: 'failed', error: event.error }
  }
}

const idle: ResendState = { status: 'idle' }

/** The Resend button's state and action, for the verify-email banner and the join request page. */
export function useResendVerification(): [ResendState, () => Promise<void>] {
  const api = useApi()
  const [state, dispatch] = useImmerReducer(resendReducer, idle)
  const resend = useCallback(async () => {
    dispatch({ type: 'resend/started' })
    try {
      const { message } = await api.resendVerification()
      dispatch({ type: 'resend/sent', message })
    } catch (error) {
      const detail = serverDetail(error) ?? (error instanceof NetworkError ? authMessages.networkError : verificationMessages.resendFailed)
      dispatch({ type: 'resend/failed', error: detail })
    }
  }, [api, dispatch])
  return [state, resend]
}
