import { z } from 'zod'
import { Id, Timestamp } from './common'
import { FEATURE_SOURCES } from './features'

/**
 * A feedback item the analysis set aside as "could not be analysed" (its analysis ran past its time budget, or failed
 * several times): it is still stored and shown as feedback, but no feature or theme comes from it until an admin
 * retries it.
 */
export const SetAsideFeedback = z.object({
  id: Id,
  source: z.enum(FEATURE_SOURCES),
  /** The Slack channel it was posted in; null for email and manual feedback. */
  channel_name: z.string().nullable(),
  author_name: z.string().nullable(),
  /** The start of the message (the whole message stays stored). */
  excerpt: z.string(),
  posted_at: Timestamp,
  set_aside_at: Timestamp,
  /** Why, in a sentence. */
  reason: z.string(),
  /** Failed analysis attempts. */
  attempts: z.number().int().min(1),
})
export type SetAsideFeedback = z.infer<typeof SetAsideFeedback>

/** The company's set-aside feedback, the latest set aside first (at most 200). */
export const SetAsideFeedbackList = z.object({ items: z.array(SetAsideFeedback) })
export type SetAsideFeedbackList = z.infer<typeof SetAsideFeedbackList>
