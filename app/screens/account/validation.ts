import { PASSWORD_MIN_LENGTH, type CompanySize } from '../../../api'

/** The registration form's messages (spec section 5), word for word. */
export const validationMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  namesRequired: 'First name and last name are required',
  companyNameRequired: 'Company name is required',
  companySizeRequired: 'Please select your company size',
} as const

export interface RegistrationForm {
  email: string
  firstName: string
  lastName: string
  companyName: string
  companySize: CompanySize | null
  jobTitle: string
  password: string
  confirmPassword: string
}

/** A new password and its confirmation: they must match, then be at least 8 characters long (in that order). */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return validationMessages.passwordsDoNotMatch
  if (password.length < PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort
  return null
}

/**
 * The first problem of the registration form, checked in the spec's order: passwords match, password length, names,
 * company name, company size. With an invitation the company fields are not asked for (the invitation decides).
 */
export function validateRegistration(form: RegistrationForm, { invited = false }: { invited?: boolean } = {}): string | null {
  const passwordProblem = validateNewPassword(form.password, form.confirmPassword)
  if (passwordProblem) return passwordProblem
  if (!form.firstName.trim() || !form.lastName.trim()) return validationMessages.namesRequired
  if (invited) return null
  if (!form.companyName.trim()) return validationMessages.companyNameRequired
  if (!form.companySize) return validationMessages.companySizeRequired
  return null
}

/** The company size options, each labelled as employees. */
export const companySizeItems: { value: CompanySize; label: string }[] = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1000 employees' },
  { value: '1000+', label: '1000+ employees' },
]
