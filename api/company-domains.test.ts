import { describe, expect, it } from 'vitest'
import { emailDomain, isDomainProven, normaliseDomain } from './company-domains'
import { unclaimableDomainReason } from './unclaimable-domains'

describe('company domains', () => {
  it('refuses free-mail, disposable and demo domains from maintained lists, and takes a company domain', () => {
    expect(unclaimableDomainReason('gmail.com')).toBe('gmail.com is a free email provider: anyone can get an address there.')
    expect(unclaimableDomainReason('GMX.de')).toMatch(/free email provider/)
    expect(unclaimableDomainReason('zzzmail.pl')).toBe('zzzmail.pl hands out throwaway addresses: anyone can get one.')
    expect(unclaimableDomainReason('x.zzzmail.pl')).toMatch(/throwaway/)
    expect(unclaimableDomainReason('headway.app')).toBe('headway.app belongs to the demo workspace.')
    expect(unclaimableDomainReason('acme-analytics.io')).toBeNull()
    // The list has gmail.com but not every country domain of the same provider.
    expect(unclaimableDomainReason('gmail.de')).toBe('gmail.de is a free email provider: anyone can get an address there.')
    expect(unclaimableDomainReason('yahoo.co.uk')).toMatch(/free email provider/)
    expect(unclaimableDomainReason('gmail.acme-analytics.io')).toBeNull()
    expect(unclaimableDomainReason('acme.de')).toBeNull()
  })

  it('counts a domain proven only by a verified owner or admin address on it', () => {
    expect(isDomainProven('@Acme.io.', ['ceo@acme.io'])).toBe(true)
    expect(isDomainProven('acme.io', ['ceo@eu.acme.io', 'cto@other.io'])).toBe(false)
    expect(isDomainProven('acme.io', [])).toBe(false)
  })

  it('normalises what people type', () => {
    expect(normaliseDomain(' @ACME.io. ')).toBe('acme.io')
    expect(emailDomain('Bob@ACME.io')).toBe('acme.io')
  })
})
