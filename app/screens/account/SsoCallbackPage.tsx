import { useCallback } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { paths } from '../../routes/paths'
import { useAuthActions, useAuthState } from '../../state/auth'
import { Exchanging, callbackActions, callbackStack, useOAuthReturn } from '../integrations/oauth-callback-parts'
import { AuthCard } from './AuthCard'

/** Not in the spec (it has no single sign-on): the texts of the page identity providers return to. */
export const ssoCallbackTexts = {
  title: 'Single sign-on',
  exchanging: 'Signing you in...',
  denied: (error: string) => `Your identity provider did not sign you in (${error}).`,
  nothingToDo: 'This page finishes a single sign-on. There is nothing to finish here; sign in from the sign-in page.',
  back: 'Back to sign in',
} as const

/**
 * /app/sso/callback: where the identity provider (the company's, or Google) returns with ?code, ?state and ?iss. The
 * code is exchanged once for a session; the public-only guard then moves on as after any login (onboarding or the
 * dashboard). The provider's ?error, a refused exchange, or no code at all is said plainly with the way back.
 */
export default function SsoCallbackPage() {
  const actions = useAuthActions()
  const auth = useAuthState()
  const [searchParams] = useSearchParams()
  const iss = searchParams.get('iss') ?? undefined
  const exchange = useCallback(
    (code: string, state: string) => actions.finishSso({ code, state, ...(iss && { iss }) }),
    [actions, iss],
  )
  const { error, code, oauthState } = useOAuthReturn(exchange)

  let content
  if (error) content = <Alert severity="error">{ssoCallbackTexts.denied(error)}</Alert>
  else if (!code || !oauthState) content = <Alert severity="info">{ssoCallbackTexts.nothingToDo}</Alert>
  else if (auth.error) content = <Alert severity="error">{auth.error}</Alert>
  else content = <Exchanging text={ssoCallbackTexts.exchanging} />
  const finished = Boolean(error || !code || !oauthState || auth.error)

  return (
    <AuthCard title={ssoCallbackTexts.title}>
      <div className={callbackStack}>
        {content}
        {finished ? (
          <div className={callbackActions}>
            <Button asChild variant="outline">
              <RouterLink to={paths.login}>{ssoCallbackTexts.back}</RouterLink>
            </Button>
          </div>
        ) : null}
      </div>
    </AuthCard>
  )
}
