import { useEffect, useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Link } from '../../../src/components/Link'
import { PasswordField } from '../../../src/components/PasswordField'
import { Select } from '../../../src/components/Select'
import { TextField } from '../../../src/components/TextField'
import type { CompanySize } from '../../../api'
import { productName } from '../../product'
import { paths } from '../../routes/paths'
import { useAuthActions, useAuthState } from '../../state/auth'
import { AuthCard, fieldRow, formStack } from './AuthCard'
import { companySizeItems, validateRegistration, type RegistrationForm } from './validation'

const emptyForm: RegistrationForm = {
  email: '',
  firstName: '',
  lastName: '',
  companyName: '',
  companySize: null,
  jobTitle: '',
  password: '',
  confirmPassword: '',
}

export const registerTexts = {
  emailHelper: 'Use your company email address',
  passwordHelper: 'Must be at least 8 characters',
  companyHelper: 'Entering an existing company name joins it automatically.',
  invited: 'You were invited to a workspace: your account joins it, so no company details are needed.',
} as const

/**
 * /register: the account form, checked in the spec's order before it is sent; the server's detail on failure. A
 * `?invitation=` token from an admin's link is sent along and replaces the company fields. Registration signs in, and
 * the public-only guard then moves on to /onboarding.
 */
export default function RegisterPage() {
  const auth = useAuthState()
  const actions = useAuthActions()
  const [searchParams] = useSearchParams()
  const invitation = searchParams.get('invitation')?.trim() || null
  const [form, setForm] = useState<RegistrationForm>(emptyForm)
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => () => actions.clearError(), [actions])

  function change<K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) {
    setForm((current) => ({ ...current, [key]: value }))
    setFormError(null)
    if (auth.error) actions.clearError()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = validateRegistration(form, { invited: invitation !== null })
    setFormError(problem)
    if (problem) {
      actions.clearError()
      return
    }
    setSubmitting(true)
    await actions.register({
      email: form.email.trim(),
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      job_title: form.jobTitle.trim() || null,
      password: form.password,
      ...(invitation
        ? { invitation_token: invitation }
        : { company_name: form.companyName.trim(), company_size: form.companySize ?? undefined }),
    })
    setSubmitting(false)
  }

  const error = formError ?? auth.error

  return (
    <AuthCard
      width="lg"
      title="Create your account"
      subtitle={`Start turning customer feedback into features with ${productName}.`}
      footer={
        <>
          Already have an account?{' '}
          <Link asChild>
            <RouterLink to={paths.login}>Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Create your account">
        {invitation ? <Alert severity="info">{registerTexts.invited}</Alert> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div className={fieldRow}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            helperText={registerTexts.emailHelper}
            value={form.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <TextField
            label="Job title (optional)"
            name="job_title"
            autoComplete="organization-title"
            value={form.jobTitle}
            onChange={(event) => change('jobTitle', event.target.value)}
          />
        </div>
        <div className={fieldRow}>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={(event) => change('firstName', event.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={(event) => change('lastName', event.target.value)}
          />
        </div>
        {invitation ? null : (
          <div className={fieldRow}>
            <TextField
              label="Company name"
              name="company_name"
              autoComplete="organization"
              required
              helperText={registerTexts.companyHelper}
              value={form.companyName}
              onChange={(event) => change('companyName', event.target.value)}
            />
            <Select
              label="Company size"
              name="company_size"
              required
              placeholder="Select your company size"
              items={companySizeItems}
              value={form.companySize}
              onValueChange={(value) => change('companySize', value as CompanySize | null)}
            />
          </div>
        )}
        <div className={fieldRow}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            helperText={registerTexts.passwordHelper}
            value={form.password}
            onChange={(event) => change('password', event.target.value)}
          />
          <PasswordField
            label="Confirm password"
            name="confirm_password"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={(event) => change('confirmPassword', event.target.value)}
          />
        </div>
        <Button type="submit" fullWidth loading={submitting}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  )
}
