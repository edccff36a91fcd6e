import { useEffect, useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { Link } from '../../../src/components/Link'
import { PasswordField } from '../../../src/components/PasswordField'
import { TextField } from '../../../src/components/TextField'
import { useAppConfig } from '../../api/use-app-config'
import { productName } from '../../product'
import { paths } from '../../routes/paths'
import { useAuthActions, useAuthState } from '../../state/auth'
import { AuthCard, formStack } from './AuthCard'

const credentials = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '2',
  rowGap: '0.5',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' },
})
const demoActions = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const forgot = css({ display: 'flex', justifyContent: 'flex-end', mt: '-1' })
const alternatives = css({ display: 'flex', flexDir: 'column', gap: '1.5', mt: '3' })
const orLine = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', borderTopWidth: 'thin', borderTopStyle: 'solid', borderColor: 'border' },
  _after: { content: '""', flex: '1', borderTopWidth: 'thin', borderTopStyle: 'solid', borderColor: 'border' },
})

/** Not in the spec (it has no single sign-on): the texts of the sign-in alternatives. */
export const ssoLoginTexts = {
  or: 'or',
  sso: 'Sign in with SSO',
  google: 'Sign in with Google',
  emailFirst: 'Enter your work email above, then choose Sign in with SSO.',
} as const

/**
 * /login: email and password; the demo-access card when the server runs the demo workspace (GET /api/v1/config).
 * Sign in with SSO sends the person to their company's identity provider, found by the email's domain; Sign in with
 * Google shows when the server has a Google client. Both come back to /app/sso/callback.
 * After a login the public-only guard moves on: to the remembered origin, to /onboarding while it is not completed,
 * else to /dashboard.
 */
export default function LoginPage() {
  const config = useAppConfig()
  const demo = config?.demo ?? null
  const auth = useAuthState()
  const actions = useAuthActions()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState<'form' | 'demo' | 'sso' | 'google' | null>(null)
  const [hint, setHint] = useState<string | null>(null)

  // The error belongs to this visit of the form.
  useEffect(() => () => actions.clearError(), [actions])

  const edited = () => {
    if (auth.error) actions.clearError()
    setHint(null)
  }

  async function singleSignOn(provider: 'sso' | 'google') {
    if (provider === 'sso' && !email.trim()) {
      setHint(ssoLoginTexts.emailFirst)
      return
    }
    setPending(provider)
    const url = await actions.startSso(provider === 'sso' ? { email: email.trim() } : { provider: 'google' })
    if (url) {
      window.location.assign(url)
      return
    }
    setPending(null)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) return
    setPending('form')
    await actions.login(email.trim(), password)
    setPending(null)
  }

  async function quickDemo() {
    if (!demo) return
    setPending('demo')
    await actions.demoLogin(demo)
    setPending(null)
  }

  const demoCard = demo ? (
    <Card
      title="Demo Access"
      titleAs="h2"
      description={`Explore ${productName} with the demo workspace.`}
      footer={
        <div className={demoActions}>
          <Button
            variant="outline"
            size="sm"
            disabled={pending !== null}
            onClick={() => {
              setEmail(demo.email)
              setPassword(demo.password)
              edited()
            }}
          >
            Fill Form
          </Button>
          <Button size="sm" palette="secondary" loading={pending === 'demo'} disabled={pending !== null && pending !== 'demo'} onClick={quickDemo}>
            Quick Demo
          </Button>
        </div>
      }
    >
      <dl className={credentials}>
        <dt>Email</dt>
        <dd>{demo.email}</dd>
        <dt>Password</dt>
        <dd>{demo.password}</dd>
      </dl>
    </Card>
  ) : null

  return (
    <AuthCard
      title="Sign in"
      subtitle={`Welcome back to ${productName}.`}
      aside={demoCard}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link asChild>
            <RouterLink to={paths.register}>Create one</RouterLink>
          </Link>
        </>
      }
    >
      <form className={formStack} onSubmit={onSubmit} aria-label="Sign in">
        {auth.error ? <Alert severity="error">{auth.error}</Alert> : null}
        {!auth.error && hint ? <Alert severity="info">{hint}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            edited()
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            edited()
          }}
        />
        <div className={forgot}>
          <Link asChild>
            <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
          </Link>
        </div>
        <Button type="submit" fullWidth loading={pending === 'form'} disabled={pending !== null && pending !== 'form'}>
          Sign In
        </Button>
      </form>
      <div className={alternatives}>
        <span className={orLine}>{ssoLoginTexts.or}</span>
        <Button
          variant="outline"
          fullWidth
          loading={pending === 'sso'}
          disabled={pending !== null && pending !== 'sso'}
          onClick={() => void singleSignOn('sso')}
        >
          {ssoLoginTexts.sso}
        </Button>
        {config?.google_signin ? (
          <Button
            variant="outline"
            fullWidth
            loading={pending === 'google'}
            disabled={pending !== null && pending !== 'google'}
            onClick={() => void singleSignOn('google')}
          >
            {ssoLoginTexts.google}
          </Button>
        ) : null}
      </div>
    </AuthCard>
  )
}
