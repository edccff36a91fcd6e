import { describe, expect, it } from 'vitest'
import { formatValidationError } from './error'
import { RegisterRequest } from './auth'
import { isStorableText, text } from './text'

const problemOf = (result: { success: boolean; error?: Parameters<typeof formatValidationError>[0] }) =>
  result.error && formatValidationError(result.error)

describe('text', () => {
  const companyName = text('The company name', 200, 'Company name is required.').trim().min(1, 'Company name is required.')

  it('takes text up to the limit, and the rules chained after it', () => {
    expect(companyName.parse(' Acme ')).toBe('Acme')
    expect(companyName.parse('a'.repeat(200))).toHaveLength(200)
    expect(problemOf(companyName.safeParse('   '))).toBe('Company name is required.')
    expect(problemOf(companyName.safeParse(42))).toBe('Company name is required.')
  })

  it('refuses an over-long value with a sentence naming the field, whatever its size', () => {
    expect(problemOf(companyName.safeParse('a'.repeat(201)))).toBe('The company name must be at most 200 characters.')
    const started = performance.now()
    expect(problemOf(companyName.safeParse('\u0000'.repeat(1_000_000)))).toBe(
      'The company name must be at most 200 characters.',
    )
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses NUL characters and lone surrogates, and keeps every other character', () => {
    const refusal = 'The company name must not contain NUL characters or unpaired surrogates.'
    for (const hostile of ['Ac\u0000me', '\uD800', 'Acme\uDBFF', '\uDC00Acme', 'a\uDC00\uD800b']) {
      expect(problemOf(companyName.safeParse(hostile))).toBe(refusal)
    }
    for (const fine of ['Zoë & Co', '株式会社', 'Acme 🚀', '\u200Bzero width', 'tab\tand\nnewline', '\u{10FFFF}']) {
      expect(isStorableText(fine)).toBe(true)
    }
  })

  it("keeps the spec's registration sentences in the spec's order", () => {
    const registration = { email: 'ada@acme.io', password: 'short', first_name: 'Ada\u0000', last_name: '', company_size: '1-10' }
    expect(problemOf(RegisterRequest.safeParse(registration))).toBe('Password must be at least 8 characters long.')
    expect(problemOf(RegisterRequest.safeParse({ ...registration, password: 'long enough' }))).toBe(
      'The first name must not contain NUL characters or unpaired surrogates.',
    )
    expect(
      problemOf(RegisterRequest.safeParse({ ...registration, password: 'long enough', first_name: 'Ada' })),
    ).toBe('First name and last name are required.')
  })
})
