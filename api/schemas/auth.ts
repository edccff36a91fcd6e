import { z } from 'zod'
import { ROLES } from '../permissions'
import { EmailAddress, Id, JSON_OBJECT_REQUIRED, linkToken, Timestamp } from './common'
import { text, TextLimit } from './text'

export const PASSWORD_MIN_LENGTH = 8
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const

const passwordTooShort = 'Password must be at least 8 characters long.'
const namesRequired = 'First name and last name are required.'
const companyNameRequired = 'Company name is required.'
const companySizeRequired = 'Please select your company size.'

const NewPassword = text('The password', TextLimit.password, 'Password is required.').min(PASSWORD_MIN_LENGTH, passwordTooShort)
const personName = (subject: string) => text(subject, TextLimit.personName, namesRequired).trim().min(1, namesRequired)
const JobTitle = text('The job title', TextLimit.personName, 'Job title must be text or null.').trim().nullable()
const CompanyName = text('The company name', TextLimit.companyName, companyNameRequired).trim().min(1, companyNameRequired)
const CompanySize = z.enum(COMPANY_SIZES, { error: companySizeRequired })

/** The roles of the permission table (api/permissions.ts). */
export const UserRole = z.enum(ROLES)
export type UserRole = z.infer<typeof UserRole>

export const Tokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('bearer'),
})
export type Tokens = z.infer<typeof Tokens>

export const User = z.object({
  id: Id,
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  /**
   * The role in the company (api/permissions.ts): 'owner' for the person who created it. Null while the person's
   * request to join the company waits for an admin's approval: they are not a member yet.
   */
  role: UserRole.nullable(),
  /** True once the person opened the link emailed to the address (or signed in through single sign-on). */
  email_verified: z.boolean(),
  company_name: z.string(),
  company_id: Id,
  is_active: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  onboarding_completed: z.boolean(),
})
export type User = z.infer<typeof User>

/** Form-encoded: `username` holds the email (OAuth2 password flow). */
export const LoginRequest = z.object(
  {
    username: text('The email address', TextLimit.email, 'Email is required.').trim().toLowerCase().min(1, 'Email is required.'),
    password: text('The password', TextLimit.password, 'Password is required.').min(1, 'Password is required.'),
  },
  { error: 'Send the email as username and the password as form fields.' },
)
export type LoginRequest = z.input<typeof LoginRequest>

/**
 * Fields are declared in the order the registration form checks them (spec section 5), so the first problem reported
 * is the same. With an `invitation_token` (from an admin's invitation link) the company fields may be left out: the
 * invitation decides the company.
 */
export const RegisterRequest = z
  .object(
    {
      email: EmailAddress,
      password: NewPassword,
      first_name: personName('The first name'),
      last_name: personName('The last name'),
      company_name: CompanyName.optional(),
      company_size: CompanySize.optional(),
      job_title: JobTitle.optional(),
      invitation_token: text('The invitation token', TextLimit.token)
        .trim()
        .min(1, 'The invitation link is incomplete. Open the link from your invitation again.')
        .optional(),
    },
    { error: JSON_OBJECT_REQUIRED },
  )
  .superRefine((registration, context) => {
    if (registration.invitation_token !== undefined) return
    if (registration.company_name === undefined) {
      context.addIssue({ code: 'custom', path: ['company_name'], message: companyNameRequired })
    }
    if (registration.company_size === undefined) {
      context.addIssue({ code: 'custom', path: ['company_size'], message: companySizeRequired })
    }
  })
export type RegisterRequest = z.input<typeof RegisterRequest>
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const RefreshRequest = z.object(
  { refresh_token: text('The refresh token', TextLimit.token, 'The refresh token is missing.').min(1, 'The refresh token is missing.') },
  { error: JSON_OBJECT_REQUIRED },
)
export type RefreshRequest = z.input<typeof RefreshRequest>

export const LogoutRequest = RefreshRequest
export type LogoutRequest = RefreshRequest

/** A partial profile update. Changing the password needs the current one. */
export const UpdateMeRequest = z
  .object(
    {
      first_name: personName('The first name').optional(),
      last_name: personName('The last name').optional(),
      job_title: JobTitle.optional(),
      onboarding_completed: z.boolean({ error: 'onboarding_completed must be true or false.' }).optional(),
      current_password: text('The current password', TextLimit.password, 'Current password must be text.').optional(),
      new_password: NewPassword.optional(),
    },
    { error: JSON_OBJECT_REQUIRED },
  )
  .refine((update) => update.new_password === undefined || Boolean(update.current_password), {
    error: 'Enter your current password to set a new one.',
    path: ['current_password'],
  })
export type UpdateMeRequest = z.input<typeof UpdateMeRequest>

/** Asks for a reset link; the answer is the same whether or not an account has this email. */
export const ForgotPasswordRequest = z.object({ email: EmailAddress }, { error: JSON_OBJECT_REQUIRED })
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>

/** `token` comes from the link `/reset-password?token=...`; it works once, for one hour. */
export const ResetPasswordRequest = z.object(
  {
    token: linkToken('The reset link is incomplete. Open the link from the email again.'),
    password: NewPassword,
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>
