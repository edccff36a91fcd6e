import { useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { paths } from '../../routes/paths'
import { refreshWhileVisible } from '../../state/refresh-while-visible'
import {
  selectAwaitsApproval,
  selectNeedsOnboarding,
  useAuthActions,
  useAuthState,
  useResendVerification,
} from '../../state/auth'
import { AuthCard, formStack } from './AuthCard'

/** How often the waiting page asks whether the request was decided (or the address verified in another tab). */
export const JOIN_REQUEST_RECHECK_MS = 30_000

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

export const joinRequestTexts = {
  verifyTitle: (company: string) => `Verify your email to send your request to join ${company}`,
  verifyBody: (email: string, company: string) =>
    `We sent a link to ${email}. Open it to confirm that the address is yours: your request then goes to the admins of ${company}.`,
  waitingTitle: 'Waiting for approval',
  waitingBody: (company: string) =>
    `An admin of ${company} has been asked to approve your request to join. We will email you when they decide; this page opens the workspace as soon as they approve.`,
  resend: 'Resend link',
  checkAgain: 'Check again',
  signOut: 'Sign out',
} as const

/**
 * /join-request (issue 16): where a person whose join request waits stays instead of the app. First "verify your
 * email" with Resend, then "waiting for approval"; both with sign out. It rechecks the account every 30 seconds
 * while visible, and goes on into the workspace once an admin approved.
 */
export default function JoinRequestPage() {
  const auth = useAuthState()
  const actions = useAuthActions()
  const [resend, onResend] = useResendVerification()

  useEffect(() => refreshWhileVisible(() => void actions.refreshUser(), JOIN_REQUEST_RECHECK_MS), [actions])

  if (!auth.user) return <Navigate to={paths.login} replace />
  if (!selectAwaitsApproval(auth)) {
    return <Navigate to={selectNeedsOnboarding(auth) ? paths.onboarding : paths.dashboard} replace />
  }
  const { email, company_name: company, email_verified: verified } = auth.user
  const signOut = (
    <Button variant="ghost" onClick={() => void actions.logout()}>
      {joinRequestTexts.signOut}
    </Button>
  )

  if (!verified) {
    return (
      <AuthCard title={joinRequestTexts.verifyTitle(company)}>
        <div className={formStack}>
          <p>{joinRequestTexts.verifyBody(email, company)}</p>
          {resend.status === 'sent' ? <Alert severity="success">{resend.message}</Alert> : null}
          {resend.status === 'failed' ? <Alert severity="error">{resend.error}</Alert> : null}
          <div className={buttons}>
            <Button loading={resend.status === 'sending'} onClick={() => void onResend()}>
              {joinRequestTexts.resend}
            </Button>
            <Button variant="outline" onClick={() => void actions.refreshUser()}>
              {joinRequestTexts.checkAgain}
            </Button>
            {signOut}
          </div>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={joinRequestTexts.waitingTitle} subtitle={`Your request to join ${company}`}>
      <div className={formStack}>
        <p>{joinRequestTexts.waitingBody(company)}</p>
        <div className={buttons}>
          <Button variant="outline" onClick={() => void actions.refreshUser()}>
            {joinRequestTexts.checkAgain}
          </Button>
          {signOut}
        </div>
      </div>
    </AuthCard>
  )
}
