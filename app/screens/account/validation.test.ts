import { describe, expect, it } from 'vitest'
import { COMPANY_SIZES } from '../../../api'
import { companySizeItems, validateNewPassword, validateRegistration, type RegistrationForm } from './validation'

const valid: RegistrationForm = {
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Acme',
  companySize: '11-50',
  jobTitle: '',
  password: 'longenough',
  confirmPassword: 'longenough',
}

describe('validateRegistration', () => {
  it('accepts a complete form, job title being optional', () => {
    expect(validateRegistration(valid)).toBeNull()
  })

  it('checks in the spec order and reports only the first problem', () => {
    // Every rule broken at once: each fix reveals the next rule.
    const form: RegistrationForm = {
      ...valid,
      firstName: ' ',
      companyName: '',
      companySize: null,
      password: 'short',
      confirmPassword: 'other',
    }
    expect(validateRegistration(form)).toBe('Passwords do not match')
    form.confirmPassword = 'short'
    expect(validateRegistration(form)).toBe('Password must be at least 8 characters long')
    form.password = form.confirmPassword = '12345678'
    expect(validateRegistration(form)).toBe('First name and last name are required')
    form.firstName = 'Ada'
    form.lastName = '   '
    expect(validateRegistration(form)).toBe('First name and last name are required')
    form.lastName = 'Lovelace'
    expect(validateRegistration(form)).toBe('Company name is required')
    form.companyName = '  Acme '
    expect(validateRegistration(form)).toBe('Please select your company size')
    form.companySize = '1000+'
    expect(validateRegistration(form)).toBeNull()
  })

  it('does not ask for the company with an invitation', () => {
    expect(validateRegistration({ ...valid, companyName: '', companySize: null }, { invited: true })).toBeNull()
    expect(validateRegistration({ ...valid, firstName: '' }, { invited: true })).toBe('First name and last name are required')
  })
})

describe('validateNewPassword', () => {
  it('checks the match before the length', () => {
    expect(validateNewPassword('abc', 'abd')).toBe('Passwords do not match')
    expect(validateNewPassword('abc', 'abc')).toBe('Password must be at least 8 characters long')
    expect(validateNewPassword('12345678', '12345678')).toBeNull()
  })
})

describe('company sizes', () => {
  it('offers every size the api accepts, labelled as employees', () => {
    expect(companySizeItems.map((item) => item.value)).toEqual([...COMPANY_SIZES])
    expect(companySizeItems.map((item) => item.label)).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ])
  })
})
