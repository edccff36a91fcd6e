import { z } from 'zod'
import { Id } from './common'

/** The longest text an admin may paste into the preview, and the longest excerpt of a message it shows. */
export const AI_PREVIEW_TEXT_MAX_CHARS = 2000
/** The recent feedback items the preview shows when no text is given. */
export const AI_PREVIEW_RECENT_ITEMS = 3

/** `?text=`: a text to preview instead of the company's most recent feedback. */
export const AiPreviewQuery = z.object({ text: z.string().trim().min(1).max(AI_PREVIEW_TEXT_MAX_CHARS).optional() })
export type AiPreviewQuery = z.infer<typeof AiPreviewQuery>

export const AiPreviewItem = z.object({
  /** The feedback item shown; null for a pasted text. */
  feedback_id: Id.nullable(),
  /** The message as stored (its first AI_PREVIEW_TEXT_MAX_CHARS characters), or the pasted text. */
  text: z.string(),
  /** The text exactly as it would leave the machine: normalised and redacted. Null when nothing leaves. */
  sent: z.string().nullable(),
})
export type AiPreviewItem = z.infer<typeof AiPreviewItem>

/**
 * What a request to the provider is for. classify: is it a feature request; extract: the request and a title (sent
 * only for feature requests); embed: vectors; place: the theme each feature goes in, among the company's themes; name:
 * a suggested theme's name, from its features' titles.
 */
export const AiRequestPurpose = z.enum(['classify', 'extract', 'embed', 'place', 'name'])
export type AiRequestPurpose = z.infer<typeof AiRequestPurpose>

/** One request the provider would send, its credentials left out. */
export const AiPreviewRequest = z.object({
  purpose: AiRequestPurpose,
  method: z.literal('POST'),
  url: z.string(),
  /** The JSON body as it would be sent: the model, and the messages or inputs after redaction. */
  body: z.record(z.string(), z.unknown()),
})
export type AiPreviewRequest = z.infer<typeof AiPreviewRequest>

/**
 * What the analysis would send to the configured AI provider for a few messages, without sending anything. With the
 * local provider nothing leaves the machine: `leaves_machine` is false and there are no requests.
 */
export const AiPreview = z.object({
  provider: z.enum(['local', 'openai']),
  leaves_machine: z.boolean(),
  /** The host of the OpenAI-compatible endpoint (e.g. api.openai.com); null for the local provider. */
  endpoint_host: z.string().nullable(),
  model: z.string().nullable(),
  items: z.array(AiPreviewItem),
  requests: z.array(AiPreviewRequest),
})
export type AiPreview = z.infer<typeof AiPreview>
