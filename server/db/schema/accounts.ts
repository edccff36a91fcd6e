/** People, their sessions and sign-in: passwords, tokens, invitations and single sign-on. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { UserRole } from '../../../api/schemas/auth'
import { createdAt, updatedAt } from './columns'
import { companies, companyIdColumn } from './companies'

export type { UserRole }

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    /** Null while the person's join request waits for approval: not a member of the company yet. */
    role: text('role').$type<UserRole>(),
    /** When the person proved the address is theirs (the emailed link, a password reset link, or single sign-on). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The last authenticated request, to the minute (Workspace Settings shows it). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_company_id_idx').on(table.companyId),
    check('users_role_check', sql`${table.role} in ('owner', 'admin', 'member', 'viewer')`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued by rotation from one login shares the login's family. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The refresh token that replaced this one, encrypted (AES-256-GCM), kept only for the grace window after used_at
     * so a second tab presenting this token at the same moment gets the same successor (sessions.ts).
     */
    successorCiphertext: text('successor_ciphertext'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
    // The few rows still holding a successor: the sweep after each rotation finds them without reading the table.
    index('refresh_tokens_successor_idx').on(table.usedAt).where(sql`${table.successorCiphertext} is not null`),
  ],
)

/**
 * A table of single-use links sent to a person by email: only the SHA-256 hash of each token is stored, with when it
 * expires and when it was used.
 */
const singleUseTokens = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: createdAt(),
    },
    (table) => [index(`${name}_user_id_idx`).on(table.userId)],
  )

/** Password reset links, valid for one hour. */
export const passwordResetTokens = singleUseTokens('password_reset_tokens')

/** Email verification links, valid for 24 hours. */
export const emailVerificationTokens = singleUseTokens('email_verification_tokens')

/** An admin's invitation of an email address into the company: single-use, valid for 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Stored lower-cased; registering with the invitation needs this exact address. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token, hex: what registration looks the invitation up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /** AES-256-GCM ciphertext of the token, so the admin can copy the link again while it is pending. */
    tokenCiphertext: text('token_ciphertext').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_company_id_idx').on(table.companyId)],
)

/**
 * A company's own OpenID Connect provider for single sign-on: one per company, and one company per email domain. The
 * client secret is stored encrypted (AES-256-GCM) and never leaves the server.
 */
export const companySso = pgTable('company_sso', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
  /** The email domain it signs in, lower-cased; proven by a verified owner or admin address when it was set. */
  domain: text('domain').notNull().unique(),
  /** People of the domain must sign in with the provider (owners keep their password as a break-glass). */
  ssoRequired: boolean('sso_required').notNull().default(false),
  updatedAt: updatedAt(),
})

/**
 * A single sign-on under way, between the redirect to the provider and the exchange: single use (deleted by the
 * exchange), for 10 minutes. The state is stored hashed; the PKCE verifier and the nonce encrypted.
 */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    /** The company whose provider signs in; null for Sign in with Google. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** AES-256-GCM ciphertext of `{ codeVerifier, nonce }`. */
    secretsCiphertext: text('secrets_ciphertext').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sso_login_attempts_expires_at_idx').on(table.expiresAt)],
)
