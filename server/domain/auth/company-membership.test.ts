import { describe, expect, it } from 'vitest'
import { companyNameKey, mayJoinCompany } from './company-membership'

describe('company membership', () => {
  it('matches company names case- and space-insensitively', () => {
    expect(companyNameKey('  Acme   Corp ')).toBe('acme corp')
    expect(companyNameKey('ACME\tcorp')).toBe(companyNameKey('acme corp'))
  })

  it("lets only the admin's (non-public) email domain join", () => {
    expect(mayJoinCompany('bob@acme.io', 'alice@ACME.io')).toBe(true)
    expect(mayJoinCompany('bob@other.io', 'alice@acme.io')).toBe(false)
    expect(mayJoinCompany('bob@gmail.com', 'alice@gmail.com')).toBe(false)
    expect(mayJoinCompany('bob@proton.me', 'alice@proton.me')).toBe(false)
  })
})
