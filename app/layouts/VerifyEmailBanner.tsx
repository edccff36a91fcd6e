import { css, cx } from '@styled-system/css'
import { Alert } from '../../src/components/Alert'
import { Button } from '../../src/components/Button'
import { selectNeedsVerification, useAuthState, useResendVerification } from '../state/auth'

const row = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'space-between' })
const text = css({ flex: '1', minW: '[16rem]', m: '0' })

export const verifyEmailTexts = {
  title: 'Verify your email',
  body: (email: string) =>
    `We sent a link to ${email}. Open it to confirm that the address is yours; the link works once, within 24 hours.`,
  resend: 'Resend link',
} as const

/**
 * The "Verify your email" banner (issue 16) with Resend, for a signed-in person whose address is not verified yet:
 * above the app's screens and the onboarding. Renders nothing once the address is verified.
 */
export function VerifyEmailBanner({ className }: { className?: string }) {
  const auth = useAuthState()
  const [resend, onResend] = useResendVerification()
  if (!selectNeedsVerification(auth) || !auth.user) return null
  return (
    <Alert severity="warning" title={verifyEmailTexts.title} className={cx(className)} aria-label={verifyEmailTexts.title}>
      <div className={row}>
        <p className={text}>
          {resend.status === 'sent' ? resend.message : resend.status === 'failed' ? resend.error : verifyEmailTexts.body(auth.user.email)}
        </p>
        <Button size="sm" variant="outline" loading={resend.status === 'sending'} onClick={() => void onResend()}>
          {verifyEmailTexts.resend}
        </Button>
      </div>
    </Alert>
  )
}
