import { z } from 'zod'

/**
 * The one rule for every text a client sends (bodies, query strings): at most `max` characters (UTF-16 code units,
 * counted before any trimming), and no character PostgreSQL cannot store or that is not text at all: the NUL
 * character (U+0000) and a lone surrogate (half of a UTF-16 pair). Both checks are linear in the length, so a
 * megabyte of hostile text is refused as fast as it arrives. Each problem is a sentence naming the field, e.g.
 * "The company name must be at most 200 characters."; a value of another type answers `typeError`.
 *
 * `subject` names the field as a sentence starts: "The company name". Chain the field's own rules after it
 * (`.trim().min(1, ...)`); the limits are checked first.
 */
export function text(subject: string, max: number, typeError = `${subject} must be text.`) {
  return z
    .string({ error: typeError })
    .max(max, `${subject} must be at most ${max} characters.`)
    .refine(isStorableText, `${subject} must not contain NUL characters or unpaired surrogates.`)
}

/** A high surrogate with no low one after it, or a low surrogate with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** False for text holding U+0000 or a lone surrogate; PostgreSQL refuses the one and cannot encode the other. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/**
 * The longest value each kind of field takes. Identifiers and tokens are generated (43 characters for ours); the limits
 * leave room for other issuers' longer ones.
 */
export const TextLimit = {
  /** A first or last name, a job title. */
  personName: 100,
  companyName: 200,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** Long enough for any passphrase; hashing stays cheap. */
  password: 1024,
  /** Links' tokens, refresh tokens, connect handles, OAuth states, ids from Slack or Google. */
  token: 512,
  /** OAuth authorization codes and issuer URLs from other services. */
  externalCode: 2048,
  /** A DNS name. */
  domain: 253,
  /** Page cursors of the lists: room for a theme's 120-character name as UTF-8 (a cursor holds the last item's key). */
  cursor: 1000,
} as const
