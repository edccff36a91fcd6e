import { useRef, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { SSO_CALLBACK_PATH, deniedReason } from '../../../api'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { PasswordField } from '../../../src/components/PasswordField'
import { Skeleton } from '../../../src/components/Skeleton'
import { Switch } from '../../../src/components/Switch'
import { TextField } from '../../../src/components/TextField'
import { useAuthState } from '../../state/auth'
import { SingleSignOnProvider, selectSsoChanged, useSsoActions, useSsoState } from '../../state/sso'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const caption = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
})
const mono = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', color: 'fg' })
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end', gap: '1', flexWrap: 'wrap' })

export interface SingleSignOnSectionProps {
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /**
   * The origin of the redirect URL to register at the provider. Stories fix it so screenshots do not depend on the port.
   * @default window.location.origin
   */
  origin?: string | undefined
}

function SsoSettingsForm({ origin }: { origin: string }) {
  const state = useSsoState()
  const actions = useSsoActions()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const removeButton = useRef<HTMLButtonElement>(null)

  if (state.status === 'loading') {
    return (
      <Loading label="Loading the single sign-on settings">
        <Skeleton lines={4} />
      </Loading>
    )
  }
  if (state.status === 'failed') {
    return (
      <LoadFailed
        title="Could not load single sign-on"
        message="The single sign-on settings could not be loaded."
        onRetry={() => void actions.load()}
      />
    )
  }

  const { form, fieldErrors, provider } = state
  const busy = state.saving || state.removing
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void actions.save()
  }
  // Closes either way: a refusal shows as the section's alert, which the dialog would cover.
  const onRemove = async () => {
    await actions.remove()
    setConfirmOpen(false)
  }

  return (
    <form className={stack} onSubmit={onSubmit} noValidate aria-label="Single sign-on settings">
      <p className={caption}>
        Sign your people in with your company&apos;s OpenID Connect provider (Okta, Microsoft Entra ID, Keycloak...).
        Register this redirect URL at the provider:
        <br />
        <span className={mono}>{new URL(SSO_CALLBACK_PATH, origin).href}</span>
      </p>
      <div className={fieldGrid}>
        <TextField
          label="Issuer URL"
          required
          inputMode="url"
          autoComplete="off"
          helperText="For example https://acme.okta.com."
          value={form.issuer}
          errorText={fieldErrors.issuer}
          onChange={(event) => actions.change('issuer', event.target.value)}
        />
        <TextField
          label="Email domain"
          required
          autoComplete="off"
          helperText="For example acme.com. It needs a verified owner or admin address on it."
          value={form.domain}
          errorText={fieldErrors.domain}
          onChange={(event) => actions.change('domain', event.target.value)}
        />
        <TextField
          label="Client ID"
          required
          autoComplete="off"
          value={form.client_id}
          errorText={fieldErrors.client_id}
          onChange={(event) => actions.change('client_id', event.target.value)}
        />
        <PasswordField
          label="Client secret"
          required={!provider?.has_secret}
          autoComplete="new-password"
          helperText={provider?.has_secret ? 'A secret is stored. Leave this empty to keep it.' : undefined}
          value={form.client_secret}
          errorText={fieldErrors.client_secret}
          onChange={(event) => actions.change('client_secret', event.target.value)}
        />
      </div>
      <Switch
        label="Require single sign-on"
        description="People of this domain must sign in with the provider, not with a password or Google. Owners keep password sign-in as a break-glass, so a broken provider cannot lock the workspace out."
        checked={form.sso_required}
        onCheckedChange={(checked) => actions.setRequired(checked)}
      />
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      <div className={actionsRow}>
        {provider ? (
          <Button ref={removeButton} type="button" variant="outline" disabled={busy} onClick={() => setConfirmOpen(true)}>
            Remove
          </Button>
        ) : null}
        <Button type="submit" loading={state.saving} disabled={state.removing || !selectSsoChanged(state)}>
          Save
        </Button>
      </div>
      {provider ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Remove single sign-on?"
          description={`People of ${provider.domain} will sign in with their password again; those who never set one can reset it from the sign-in page.`}
          confirmLabel="Remove"
          busy={state.removing}
          onConfirm={() => void onRemove()}
          finalFocusEl={() => removeButton.current}
        />
      ) : null}
    </form>
  )
}

function SsoSubtitle() {
  const { status, provider } = useSsoState()
  if (status !== 'loaded') return null
  if (!provider) return <>Not set up</>
  return <>{provider.sso_required ? `Required for ${provider.domain}` : `Set up for ${provider.domain}`}</>
}

/**
 * Workspace Settings' Single sign-on section: the company's OpenID Connect provider (api/sso.ts). Owners set it up;
 * everyone else reads why they cannot (the API refuses them even the settings).
 */
export function SingleSignOnSection({ defaultOpen = false, origin = window.location.origin }: SingleSignOnSectionProps) {
  const { user } = useAuthState()
  const denied = deniedReason(user?.role ?? null, 'sso.manage')
  if (denied) {
    return (
      <CollapsibleSection title="Single sign-on" subtitle="Owner only" headingLevel={3} defaultOpen={defaultOpen}>
        <Alert severity="info">{denied}</Alert>
      </CollapsibleSection>
    )
  }
  return (
    <SingleSignOnProvider>
      <CollapsibleSection title="Single sign-on" subtitle={<SsoSubtitle />} headingLevel={3} defaultOpen={defaultOpen}>
        <SsoSettingsForm origin={origin} />
      </CollapsibleSection>
    </SingleSignOnProvider>
  )
}
