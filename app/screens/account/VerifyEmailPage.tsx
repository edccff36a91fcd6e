import { useEffect, useRef } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { useImmerReducer } from 'use-immer'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Spinner } from '../../../src/components/Spinner'
import { NetworkError } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { paths } from '../../routes/paths'
import { authMessages, selectIsAuthenticated, useApi, useAuthActions, useAuthState } from '../../state/auth'
import { AuthCard, formStack } from './AuthCard'

export const verifyEmailPageTexts = {
  title: 'Verify your email',
  checking: 'Checking your link…',
  verifiedTitle: 'Email verified',
  missingToken: 'The verification link is incomplete. Open the link from the email again.',
  /** The fallback when the verification fails without a detail. */
  failed: 'Failed to verify the email address. Please try again.',
  continue: 'Continue',
  signIn: 'Go to Sign In',
} as const

type VerifyState = { status: 'checking' } | { status: 'verified'; message: string } | { status: 'failed'; error: string }
type VerifyEvent = { type: 'verify/succeeded'; message: string } | { type: 'verify/failed'; error: string }

function verifyReducer(_draft: VerifyState, event: VerifyEvent): VerifyState {
  switch (event.type) {
    case 'verify/succeeded':
      return { status: 'verified', message: event.message }
    case 'verify/failed':
      return { status: 'failed', error: event.error }
  }
}

/**
 * /verify-email?token=... (issue 16): opens the emailed link once, signed in or not. Verified, a signed-in person
 * continues into the app (or their join request's page); anyone else signs in.
 */
export default function VerifyEmailPage() {
  const api = useApi()
  const auth = useAuthState()
  const actions = useAuthActions()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  const [state, dispatch] = useImmerReducer<VerifyState, VerifyEvent>(
    verifyReducer,
    token ? { status: 'checking' } : { status: 'failed', error: verifyEmailPageTexts.missingToken },
  )
  // The link works once: React's development double effect must not spend it twice.
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    api.verifyEmail({ token }).then(
      async ({ message }) => {
        await actions.refreshUser()
        dispatch({ type: 'verify/succeeded', message })
      },
      (error: unknown) =>
        dispatch({
          type: 'verify/failed',
          error: serverDetail(error) ?? (error instanceof NetworkError ? authMessages.networkError : verifyEmailPageTexts.failed),
        }),
    )
  }, [actions, api, dispatch, token])

  const signedIn = selectIsAuthenticated(auth)
  const onward = (
    <Button asChild fullWidth>
      {signedIn ? (
        <RouterLink to={paths.dashboard}>{verifyEmailPageTexts.continue}</RouterLink>
      ) : (
        <RouterLink to={paths.login}>{verifyEmailPageTexts.signIn}</RouterLink>
      )}
    </Button>
  )

  return (
    <AuthCard title={verifyEmailPageTexts.title}>
      <div className={formStack}>
        {state.status === 'checking' ? (
          <Spinner label={verifyEmailPageTexts.checking} />
        ) : state.status === 'verified' ? (
          <Alert severity="success" title={verifyEmailPageTexts.verifiedTitle}>
            {state.message}
          </Alert>
        ) : (
          <Alert severity="error">{state.error}</Alert>
        )}
        {state.status === 'checking' ? null : onward}
      </div>
    </AuthCard>
  )
}
