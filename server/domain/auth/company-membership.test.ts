import { describe, expect, it } from 'vitest'
import {
  autoJoinRefusal,
  type CandidateCompany,
  companyNameKey,
  joinOnVerification,
  joinRequestVisible,
  placeRegistration,
} from './company-membership'

const acme = (overrides: Partial<CandidateCompany> = {}): CandidateCompany => ({
  id: 'acme',
  domains: [{ domain: 'acme.io', autoJoin: false }],
  verifiedAdminEmails: ['ceo@acme.io'],
  ...overrides,
})

describe('company membership', () => {
  it('matches company names case- and space-insensitively', () => {
    expect(companyNameKey('  Acme   Corp ')).toBe('acme corp')
    expect(companyNameKey('ACME\tcorp')).toBe(companyNameKey('acme corp'))
  })

  it('makes a join request only for an address on a domain the company added, proved and may claim', () => {
    expect(placeRegistration('bob@ACME.io', [acme()])).toEqual({ kind: 'join-request', companyId: 'acme' })
    expect(placeRegistration('bob@other.io', [acme()])).toEqual({ kind: 'new-company' })
    expect(placeRegistration('bob@acme.io', [acme({ verifiedAdminEmails: [] })])).toEqual({ kind: 'new-company' })
    expect(placeRegistration('bob@acme.io', [acme({ domains: [] })])).toEqual({ kind: 'new-company' })
    const gmail = acme({ domains: [{ domain: 'gmail.com', autoJoin: true }], verifiedAdminEmails: ['eve@gmail.com'] })
    expect(placeRegistration('eve2@gmail.com', [gmail])).toEqual({ kind: 'new-company' })
    const squatter = acme({ id: 'squatter', verifiedAdminEmails: [] })
    expect(placeRegistration('bob@acme.io', [squatter, acme()])).toEqual({ kind: 'join-request', companyId: 'acme' })
  })

  it('joins at verification only with auto-join on, and shows admins only verified requests', () => {
    expect(joinOnVerification(acme(), 'bob@acme.io')).toBe('ask-admins')
    expect(joinOnVerification(acme({ domains: [{ domain: 'acme.io', autoJoin: true }] }), 'bob@acme.io')).toBe('member')
    const unproven = acme({ domains: [{ domain: 'acme.io', autoJoin: true }], verifiedAdminEmails: [] })
    expect(joinOnVerification(unproven, 'bob@acme.io')).toBe('ask-admins')
    expect(joinRequestVisible({ role: null, emailVerified: false })).toBe(false)
    expect(joinRequestVisible({ role: null, emailVerified: true })).toBe(true)
    expect(joinRequestVisible({ role: 'member', emailVerified: true })).toBe(false)
  })

  it('says which address would prove a domain before auto-join turns on', () => {
    expect(autoJoinRefusal('acme.io', ['ceo@acme.io'])).toBeNull()
    expect(autoJoinRefusal('acme.io', ['ceo@other.io'])).toMatch(/you@acme\.io/)
    expect(autoJoinRefusal('gmail.com', ['eve@gmail.com'])).toMatch(/free email provider/)
  })
})
