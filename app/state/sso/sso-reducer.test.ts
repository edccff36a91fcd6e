import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { SsoDetail, type SsoProvider } from '../../../api'
import { initialSsoState, selectSsoChanged, selectSsoRequest, ssoReducer, type SsoEvent, type SsoState } from './sso-reducer'

function run(...events: SsoEvent[]): SsoState {
  return events.reduce((state, event) => produce(state, (draft) => ssoReducer(draft, event)), initialSsoState())
}

const provider: SsoProvider = {
  issuer: 'https://acme.okta.com',
  client_id: '0oa8acme',
  has_secret: true,
  domain: 'acme.com',
  sso_required: false,
  updated_at: '2025-01-15T09:00:00.000Z',
}

describe('sso reducer', () => {
  it('fills the form from the provider, with the secret left empty', () => {
    const loaded = run({ type: 'sso/loaded', provider })
    expect(loaded.form).toEqual({ issuer: provider.issuer, client_id: '0oa8acme', client_secret: '', domain: 'acme.com', sso_required: false })
    expect(selectSsoChanged(loaded)).toBe(false)
    expect(selectSsoChanged(run({ type: 'sso/loaded', provider }, { type: 'sso/requiredChanged', value: true }))).toBe(true)
    expect(selectSsoChanged(run({ type: 'sso/loaded', provider }, { type: 'sso/changed', field: 'client_secret', value: 's' }))).toBe(true)
  })

  it('leaves the secret out when one is stored and nothing is typed', () => {
    const checked = selectSsoRequest(run({ type: 'sso/loaded', provider }, { type: 'sso/requiredChanged', value: true }))
    expect(checked.request).toEqual({ issuer: provider.issuer, client_id: '0oa8acme', domain: 'acme.com', sso_required: true })
  })

  it('asks for the secret when none is stored, and for the fields the schema refuses', () => {
    const checked = selectSsoRequest(
      run({ type: 'sso/loaded', provider: null }, { type: 'sso/changed', field: 'issuer', value: 'http://acme.okta.com' }),
    )
    expect(checked.fieldErrors).toEqual({
      issuer: 'The issuer URL must start with https://.',
      client_id: 'Enter the client ID.',
      domain: 'Enter the email domain, e.g. acme.com.',
      client_secret: SsoDetail.secretRequired,
    })
  })

  it("keeps the form and shows the server's sentence when saving fails; typing clears it", () => {
    const failed = run(
      { type: 'sso/loaded', provider: null },
      { type: 'sso/changed', field: 'domain', value: 'globex.com' },
      { type: 'sso/saveStarted' },
      { type: 'sso/failed', error: SsoDetail.domainUnproven('globex.com') },
    )
    expect(failed).toMatchObject({ saving: false, error: SsoDetail.domainUnproven('globex.com'), form: { domain: 'globex.com' } })
    expect(produce(failed, (draft) => ssoReducer(draft, { type: 'sso/changed', field: 'domain', value: 'acme.com' })).error).toBeNull()
  })

  it('empties the form once removed', () => {
    const removed = run({ type: 'sso/loaded', provider }, { type: 'sso/removeStarted' }, { type: 'sso/removed' })
    expect(removed).toMatchObject({ provider: null, removing: false, form: { issuer: '', domain: '', sso_required: false } })
  })
})
