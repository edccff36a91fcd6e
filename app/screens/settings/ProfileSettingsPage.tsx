import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { PasswordField } from '../../../src/components/PasswordField'
import { TextField } from '../../../src/components/TextField'
import { paths } from '../../routes/paths'
import { useAuthActions, useAuthState } from '../../state/auth'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { validateNewPassword, validationMessages } from '../account/validation'
import { PageHeader } from './PageHeader'

const cards = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
  gap: '3',
})
const form = css({ display: 'flex', flexDir: 'column', gap: '2' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end' })
const explanation = css({ fontSize: 'sm', color: 'fg.muted' })

/** Which form the shared auth error belongs to. */
type ProfileForm = 'details' | 'password'

export const profileMessages = {
  saved: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordRequired: 'Enter your current password to set a new one.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereExplained:
    'Signed in on a computer you no longer use, or lost a phone? End every session of your account at once.',
  signOutEverywhereQuestion: 'Sign out everywhere?',
  signOutEverywhereConsequence:
    'Every browser and device signed in to your account is signed out, this one included. ' +
    'You sign in again with your password.',
  signOutEverywhereFailed: 'Could not sign out everywhere. Check your connection and try again.',
} as const

export default function ProfileSettingsPage() {
  const auth = useAuthState()
  const actions = useAuthActions()
  const user = auth.user
  const [details, setDetails] = useState({
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    jobTitle: user?.job_title ?? '',
  })
  const [passwords, setPasswords] = useState({ current: '', next: '', confirmation: '' })
  const [active, setActive] = useState<ProfileForm | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const [success, setSuccess] = useState<{ form: ProfileForm; message: string } | null>(null)
  const navigate = useNavigate()
  const [confirmingSignOut, setConfirmingSignOut] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const [signOutFailed, setSignOutFailed] = useState(false)
  const signOutButton = useRef<HTMLButtonElement>(null)

  // A message left by another screen does not belong here. (Not cleared on the way out: when the session expires
  // here, the login screen shows why.)
  useEffect(() => {
    actions.clearError()
  }, [actions])

  const errorFor = (which: ProfileForm) => (active === which ? (localError ?? auth.error) : null)
  const busy = (which: ProfileForm) => active === which && auth.loading

  const edited = (which: ProfileForm) => {
    if (active === which && (localError || auth.error)) actions.clearError()
    if (active === which) setLocalError(null)
    if (success?.form === which) setSuccess(null)
  }

  async function saveDetails(event: FormEvent) {
    event.preventDefault()
    setActive('details')
    setSuccess(null)
    if (!details.firstName.trim() || !details.lastName.trim()) {
      setLocalError(validationMessages.namesRequired)
      return
    }
    setLocalError(null)
    const ok = await actions.updateProfile({
      first_name: details.firstName.trim(),
      last_name: details.lastName.trim(),
      job_title: details.jobTitle.trim() || null,
    })
    if (ok) setSuccess({ form: 'details', message: profileMessages.saved })
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault()
    setActive('password')
    setSuccess(null)
    const problem = passwords.current
      ? validateNewPassword(passwords.next, passwords.confirmation)
      : profileMessages.currentPasswordRequired
    if (problem) {
      setLocalError(problem)
      return
    }
    setLocalError(null)
    const ok = await actions.updateProfile({ current_password: passwords.current, new_password: passwords.next })
    if (ok) {
      setPasswords({ current: '', next: '', confirmation: '' })
      setSuccess({ form: 'password', message: profileMessages.passwordChanged })
    }
  }

  async function signOutEverywhere() {
    setSigningOut(true)
    const ok = await actions.logoutEverywhere()
    setSigningOut(false)
    setConfirmingSignOut(false)
    if (ok) navigate(paths.login, { replace: true })
    else setSignOutFailed(true)
  }

  const detailsError = errorFor('details')
  const passwordError = errorFor('password')

  return (
    <div>
      <PageHeader title="Profile" subtitle="Your name, job title, password and sessions." />
      <div className={cards}>
        <Card title="Personal Information" titleAs="h3">
          <form className={form} onSubmit={saveDetails} noValidate aria-label="Personal information">
            {detailsError ? <Alert severity="error">{detailsError}</Alert> : null}
            {success?.form === 'details' ? <Alert severity="success">{success.message}</Alert> : null}
            <TextField label="Email" type="email" value={user?.email ?? ''} readOnly helperText="Your sign-in email cannot be changed." />
            <div className={row}>
              <TextField
                label="First name"
                name="first_name"
                autoComplete="given-name"
                required
                value={details.firstName}
                onChange={(event) => {
                  setDetails({ ...details, firstName: event.target.value })
                  edited('details')
                }}
              />
              <TextField
                label="Last name"
                name="last_name"
                autoComplete="family-name"
                required
                value={details.lastName}
                onChange={(event) => {
                  setDetails({ ...details, lastName: event.target.value })
                  edited('details')
                }}
              />
            </div>
            <TextField
              label="Job title (optional)"
              name="job_title"
              autoComplete="organization-title"
              value={details.jobTitle}
              onChange={(event) => {
                setDetails({ ...details, jobTitle: event.target.value })
                edited('details')
              }}
            />
            <TextField label="Company" value={user?.company_name ?? ''} readOnly />
            <div className={actionsRow}>
              <Button type="submit" loading={busy('details')}>
                Save Changes
              </Button>
            </div>
          </form>
        </Card>
        <Card title="Change Password" titleAs="h3">
          <form className={form} onSubmit={changePassword} noValidate aria-label="Change password">
            {passwordError ? <Alert severity="error">{passwordError}</Alert> : null}
            {success?.form === 'password' ? <Alert severity="success">{success.message}</Alert> : null}
            <PasswordField
              label="Current password"
              name="current_password"
              autoComplete="current-password"
              value={passwords.current}
              onChange={(event) => {
                setPasswords({ ...passwords, current: event.target.value })
                edited('password')
              }}
            />
            <PasswordField
              label="New password"
              name="new_password"
              autoComplete="new-password"
              helperText="Must be at least 8 characters"
              value={passwords.next}
              onChange={(event) => {
                setPasswords({ ...passwords, next: event.target.value })
                edited('password')
              }}
            />
            <PasswordField
              label="Confirm new password"
              name="confirm_password"
              autoComplete="new-password"
              value={passwords.confirmation}
              onChange={(event) => {
                setPasswords({ ...passwords, confirmation: event.target.value })
                edited('password')
              }}
            />
            <div className={actionsRow}>
              <Button type="submit" loading={busy('password')}>
                Update Password
              </Button>
            </div>
          </form>
        </Card>
        <Card title="Sessions" titleAs="h3">
          <div className={form}>
            {signOutFailed ? <Alert severity="error">{profileMessages.signOutEverywhereFailed}</Alert> : null}
            <p className={explanation}>{profileMessages.signOutEverywhereExplained}</p>
            <div className={actionsRow}>
              <Button
                ref={signOutButton}
                variant="outline"
                palette="secondary"
                onClick={() => {
                  setSignOutFailed(false)
                  setConfirmingSignOut(true)
                }}
              >
                {profileMessages.signOutEverywhere}
              </Button>
            </div>
          </div>
        </Card>
      </div>
      <ConfirmDialog
        open={confirmingSignOut}
        onOpenChange={(open) => {
          if (!signingOut) setConfirmingSignOut(open)
        }}
        title={profileMessages.signOutEverywhereQuestion}
        description={profileMessages.signOutEverywhereConsequence}
        confirmLabel={profileMessages.signOutEverywhere}
        onConfirm={() => void signOutEverywhere()}
        busy={signingOut}
        finalFocusEl={() => signOutButton.current}
      />
    </div>
  )
}
