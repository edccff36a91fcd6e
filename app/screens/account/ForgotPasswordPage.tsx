import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Link } from '../../../src/components/Link'
import { TextField } from '../../../src/components/TextField'
import { NetworkError } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { paths } from '../../routes/paths'
import { authMessages, useApi } from '../../state/auth'
import { AuthCard, formStack } from './AuthCard'

/** Not in the spec (the screen was not shown): the fallback when asking for a link fails without a detail. */
export const forgotPasswordFailed = 'Failed to send the reset link. Please try again.'

/** /forgot-password: asks for a reset link by email and confirms with the server's message. */
export default function ForgotPasswordPage() {
  const api = useApi()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim()) return
    setSending(true)
    setError(null)
    try {
      const { message } = await api.forgotPassword({ email: email.trim() })
      setSent(message)
    } catch (failure) {
      setError(serverDetail(failure) ?? (failure instanceof NetworkError ? authMessages.networkError : forgotPasswordFailed))
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
      footer={
        <Link asChild>
          <RouterLink to={paths.login}>Back to sign in</RouterLink>
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" title="Check your inbox">
          {sent}
        </Alert>
      ) : (
        <form className={formStack} onSubmit={onSubmit} aria-label="Ask for a reset link">
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(null)
            }}
          />
          <Button type="submit" fullWidth loading={sending}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
