import { describe, expect, it } from 'vitest'
import { redact } from './redact'

describe('redact', () => {
  it('replaces emails, phone numbers and Slack user ids', () => {
    const text = 'Mail jane.doe+x@acme.co.uk or call +44 20 7946 0958 / (555) 123-4567, ping <@U012AB3CD> or <@W0ABCDEF12|jane>, id U012AB3CD9'
    expect(redact(text)).toBe('Mail [email] or call [phone] / [phone], ping [user] or [user], id [user]')
  })

  it('keeps dates, versions, amounts and ordinary numbers', () => {
    const text = 'Since 2024-06-03 on v2.13.4 we pay $1,200 for 25 seats, ticket 4521'
    expect(redact(text)).toBe(text)
  })

  it('redacts the given names: full names in any case, parts when capitalised', () => {
    const text = 'Jane Doe asked again; JANE DOE too. Jane says Doe & Co. will wait. We will ask Will.'
    expect(redact(text, { names: ['Jane Doe', 'Will Smith'] })).toBe(
      '[name] asked again; [name] too. [name] says [name] & Co. will wait. We will ask [name].',
    )
  })

  it('does nothing to names that are not given', () => {
    expect(redact('Omar wants SSO', { names: ['Jane'] })).toBe('Omar wants SSO')
  })
})
