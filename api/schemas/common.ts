import { z } from 'zod'
import { text, TextLimit } from './text'

/** Ids the server generates (users, companies, integrations) are UUIDs. */
export const Id = z.uuid()

/** Timestamps travel as ISO 8601 strings, e.g. "2025-03-04T09:30:00.000Z". */
export const Timestamp = z.iso.datetime({ offset: true })

/** An id in a URL path, e.g. `/api/v1/slack/integrations/:id`. */
export const IdParams = z.object({ id: z.uuid({ error: 'Use the id of an existing item.' }) })
export type IdParams = z.infer<typeof IdParams>

/** The sentence for a body that is not a JSON object (an array, a string, null...). */
export const JSON_OBJECT_REQUIRED = 'The request body must be a JSON object.'

/** Emails are compared and stored trimmed and lower-cased. */
export const EmailAddress = text('The email address', TextLimit.email, 'Email is required.')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }))

/** The token of a link we emailed (reset, verification): `missing` is the sentence for an absent or blank one. */
export const linkToken = (missing: string) => text('The link token', TextLimit.token, missing).trim().min(1, missing)

/** A success that only has a sentence to show, e.g. after asking for a password reset link. */
export const MessageResponse = z.object({ message: z.string().min(1) })
export type MessageResponse = z.infer<typeof MessageResponse>
