import { SsoDetail, UpdateSsoRequest } from '../../../api'
import type { SsoProvider } from '../../../api'
import type { LoadStatus } from '../load-status'

/** The Single sign-on form as typed. The client secret is write-only: empty keeps the stored one. */
export interface SsoForm {
  issuer: string
  client_id: string
  client_secret: string
  domain: string
  sso_required: boolean
}

export type SsoField = keyof Omit<SsoForm, 'sso_required'>

export interface SsoState {
  status: LoadStatus
  /** The provider as the server has it; null while single sign-on is not set up. */
  provider: SsoProvider | null
  form: SsoForm
  /** A sentence under each field the last Save found wrong before sending. */
  fieldErrors: Partial<Record<SsoField, string>>
  saving: boolean
  removing: boolean
  /** The server's sentence when Save or Remove failed, shown as an inline alert. */
  error: string | null
}

export type SsoEvent =
  | { type: 'sso/loaded'; provider: SsoProvider | null }
  | { type: 'sso/loadFailed' }
  | { type: 'sso/changed'; field: SsoField; value: string }
  | { type: 'sso/requiredChanged'; value: boolean }
  | { type: 'sso/invalid'; fieldErrors: Partial<Record<SsoField, string>> }
  | { type: 'sso/saveStarted' }
  | { type: 'sso/saved'; provider: SsoProvider }
  | { type: 'sso/failed'; error: string }
  | { type: 'sso/removeStarted' }
  | { type: 'sso/removed' }

function formOf(provider: SsoProvider | null): SsoForm {
  return {
    issuer: provider?.issuer ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    domain: provider?.domain ?? '',
    sso_required: provider?.sso_required ?? false,
  }
}

export function initialSsoState(): SsoState {
  return {
    status: 'loading',
    provider: null,
    form: formOf(null),
    fieldErrors: {},
    saving: false,
    removing: false,
    error: null,
  }
}

export function ssoReducer(draft: SsoState, event: SsoEvent): void {
  switch (event.type) {
    case 'sso/loaded':
      draft.status = 'loaded'
      draft.provider = event.provider
      draft.form = formOf(event.provider)
      break
    case 'sso/loadFailed':
      draft.status = 'failed'
      break
    case 'sso/changed':
      draft.form[event.field] = event.value
      delete draft.fieldErrors[event.field]
      draft.error = null
      break
    case 'sso/requiredChanged':
      draft.form.sso_required = event.value
      draft.error = null
      break
    case 'sso/invalid':
      draft.fieldErrors = event.fieldErrors
      draft.error = null
      break
    case 'sso/saveStarted':
      draft.saving = true
      draft.fieldErrors = {}
      draft.error = null
      break
    case 'sso/saved':
      draft.saving = false
      draft.provider = event.provider
      draft.form = formOf(event.provider)
      break
    case 'sso/failed':
      draft.saving = false
      draft.removing = false
      draft.error = event.error
      break
    case 'sso/removeStarted':
      draft.removing = true
      draft.error = null
      break
    case 'sso/removed':
      draft.removing = false
      draft.provider = null
      draft.form = formOf(null)
      draft.fieldErrors = {}
      break
  }
}

/**
 * The body Save sends, or the sentences under the fields that stop it: the request schema's own (api/schemas/sso.ts),
 * and the secret, which may stay empty only when one is stored.
 */
export function selectSsoRequest(
  state: SsoState,
): { request: UpdateSsoRequest; fieldErrors?: undefined } | { request?: undefined; fieldErrors: Partial<Record<SsoField, string>> } {
  const { client_secret, ...rest } = state.form
  const request: UpdateSsoRequest = client_secret === '' ? rest : { ...rest, client_secret }
  const fieldErrors: Partial<Record<SsoField, string>> = {}
  const parsed = UpdateSsoRequest.safeParse(request)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && field in state.form && !(field in fieldErrors)) {
        fieldErrors[field as SsoField] = issue.message
      }
    }
  }
  if (client_secret === '' && !state.provider?.has_secret) fieldErrors.client_secret = SsoDetail.secretRequired
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { request }
}

/** Save has something to send: a new secret, or a field that differs from the stored provider. */
export function selectSsoChanged(state: SsoState): boolean {
  const saved = formOf(state.provider)
  const form = state.form
  return (
    form.client_secret !== '' ||
    form.issuer !== saved.issuer ||
    form.client_id !== saved.client_id ||
    form.domain !== saved.domain ||
    form.sso_required !== saved.sso_required
  )
}
