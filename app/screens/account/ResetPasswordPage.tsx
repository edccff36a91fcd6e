import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Link } from '../../../src/components/Link'
import { PasswordField } from '../../../src/components/PasswordField'
import { NetworkError } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { paths } from '../../routes/paths'
import { authMessages, useApi } from '../../state/auth'
import { AuthCard, formStack } from './AuthCard'
import { validateNewPassword } from './validation'

export const resetPasswordTexts = {
  missingToken: 'The reset link is incomplete. Open the link from the email again.',
  /** Not in the spec (the screen was not shown): the fallback when the reset fails without a detail. */
  failed: 'Failed to reset the password. Please try again.',
} as const

/** /reset-password?token=...: a new password and its confirmation (the registration's rules), then a way to log in. */
export default function ResetPasswordPage() {
  const api = useApi()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!token) return
    const problem = validateNewPassword(password, confirmation)
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      const { message } = await api.resetPassword({ token, password })
      setDone(message)
    } catch (failure) {
      setError(serverDetail(failure) ?? (failure instanceof NetworkError ? authMessages.networkError : resetPasswordTexts.failed))
    } finally {
      setSaving(false)
    }
  }

  const edited = () => setError(null)

  let content
  if (done) {
    content = (
      <div className={formStack}>
        <Alert severity="success" title="Password changed">
          {done}
        </Alert>
        <Button asChild fullWidth>
          <RouterLink to={paths.login}>Go to Sign In</RouterLink>
        </Button>
      </div>
    )
  } else if (!token) {
    content = (
      <div className={formStack}>
        <Alert severity="error">{resetPasswordTexts.missingToken}</Alert>
        <Button asChild variant="outline" fullWidth>
          <RouterLink to={paths.forgotPassword}>Ask for a new link</RouterLink>
        </Button>
      </div>
    )
  } else {
    content = (
      <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Set a new password">
        {error ? <Alert severity="error">{error}</Alert> : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          helperText="Must be at least 8 characters"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            edited()
          }}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value)
            edited()
          }}
        />
        <Button type="submit" fullWidth loading={saving}>
          Set New Password
        </Button>
      </form>
    )
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a new password for your account."
      footer={
        <Link asChild>
          <RouterLink to={paths.login}>Back to sign in</RouterLink>
        </Link>
      }
    >
      {content}
    </AuthCard>
  )
}
