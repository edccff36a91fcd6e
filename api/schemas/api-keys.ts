import { z } from 'zod'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { text } from './text'

/** The longest name an API key takes ("Zapier: Typeform survey"). */
export const API_KEY_NAME_MAX = 100
/** Live (not revoked) keys a company may hold at once. */
export const MAX_LIVE_API_KEYS = 50

/**
 * A company API key as the admins see it: never the key itself (only its first characters, to tell keys apart), who
 * made it and when, when it was last used (to the minute) and when it was revoked (null while it works).
 */
export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  /** The key's first characters, e.g. "hwk_3fA9x2". */
  prefix: z.string(),
  /** What the key may do: write feedback, nothing else. */
  scope: z.literal('feedback:write'),
  created_by_name: z.string().nullable(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  revoked_at: Timestamp.nullable(),
})
export type ApiKey = z.infer<typeof ApiKey>

/** The company's keys, the live ones first, the newest first among each. */
export const ApiKeyList = z.object({ items: z.array(ApiKey) })
export type ApiKeyList = z.infer<typeof ApiKeyList>

export const CreateApiKeyRequest = z.object(
  {
    name: text('The key name', API_KEY_NAME_MAX, 'Give the key a name.')
      .trim()
      .min(1, 'Give the key a name, e.g. the tool that will use it.'),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>

/** A key just created: the only answer that carries the key itself (only its hash is stored). */
export const CreatedApiKey = ApiKey.extend({ key: z.string() })
export type CreatedApiKey = z.infer<typeof CreatedApiKey>

/** The sentences of the key calls, for the server and the mocks. */
export const ApiKeyDetail = {
  notFound: 'API key not found.',
  tooMany: `A workspace can hold up to ${MAX_LIVE_API_KEYS} live API keys. Revoke one you no longer use first.`,
  missing: 'This call needs an API key: send it as Authorization: Bearer <API key>.',
  /** 401 of the feedback API, whatever is wrong with the key: a client cannot tell a revoked key from a made-up one. */
  invalid:
    'This API key is not valid: it was revoked, or it was never issued. An admin can create a new one under ' +
    'Workspace Settings → API keys.',
} as const
