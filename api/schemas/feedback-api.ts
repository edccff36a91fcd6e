import { z } from 'zod'
import { Id } from './common'
import { formatValidationError } from './error'
import { text } from './text'

/** Items one call of the feedback API may send. */
export const MAX_FEEDBACK_ITEMS_PER_CALL = 1000
/** The longest text of one item: a long support email, not a document. */
export const FEEDBACK_TEXT_MAX = 20_000
export const EXTERNAL_ID_MAX = 256
export const SOURCE_LABEL_MAX = 100
export const FEEDBACK_URL_MAX = 2048
/**
 * The largest body the feedback API reads, in bytes: 1,000 items of an average 8 KB. A larger one is refused whole
 * (413) before it is parsed; send it in smaller batches.
 */
export const FEEDBACK_BODY_MAX_BYTES = 8 * 1024 * 1024

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null)

/**
 * One piece of feedback from another tool, as the feedback API and a CSV import take it. `external_id` is its id
 * in that tool: an item whose id the company already stored (from the same kind of source) is not stored again.
 */
export const FeedbackItem = z.object(
  {
    text: text('The text', FEEDBACK_TEXT_MAX, 'The text is required.')
      .trim()
      .min(1, 'The text is required: the customer’s words.'),
    external_id: text('The external id', EXTERNAL_ID_MAX, 'The external id is required.')
      .trim()
      .min(1, 'The external id is required: the item’s id in your tool, so that sending it again stores nothing twice.'),
    author_name: optional(text('The author name', 200).trim()),
    author_email: optional(
      text('The author email', 254)
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'The author email is not a valid email address.' })),
    ),
    customer_company: optional(text('The customer company', 200).trim()),
    created_at: optional(
      z.iso.datetime({ offset: true, error: 'The created time must be an ISO 8601 date and time, e.g. 2026-03-04T09:30:00Z.' }),
    ),
    source_label: optional(text('The source label', SOURCE_LABEL_MAX).trim()),
    url: optional(
      text('The URL', FEEDBACK_URL_MAX).pipe(
        z.url({ protocol: /^https?$/, error: 'The URL must be an http or https address.' }),
      ),
    ),
  },
  { error: 'Each item must be a JSON object with at least text and external_id.' },
)
export type FeedbackItemInput = z.input<typeof FeedbackItem>
export type FeedbackItem = z.output<typeof FeedbackItem>

/** An item's JSON Schema for the API document: the body takes any value in its place and judges each alone. */
const itemDocument = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(FeedbackItem, { io: 'input' })
  return schema
})()

const batchDocument = {
  type: 'object',
  properties: { items: { type: 'array', items: itemDocument, minItems: 1, maxItems: MAX_FEEDBACK_ITEMS_PER_CALL } },
  required: ['items'],
}

/**
 * The body: one item (its fields at the top level), or `{items: [...]}` with 1 to 1,000. Each item is checked on its
 * own (FeedbackItem), so that one bad item is refused with its reason while the others are stored.
 */
export const FeedbackIngestRequest = z
  .looseObject(
    {
      items: z
        .array(z.unknown(), { error: 'items must be a list of feedback items.' })
        .min(1, 'items must hold at least one feedback item.')
        .max(
          MAX_FEEDBACK_ITEMS_PER_CALL,
          `items can hold up to ${MAX_FEEDBACK_ITEMS_PER_CALL} feedback items a call; send the rest in another call.`,
        )
        .optional(),
    },
    { error: 'The body must be a feedback item or {"items": [...]}, a JSON object either way.' },
  )
  .meta({ oneOf: [itemDocument, batchDocument] })
export type FeedbackIngestRequest = z.input<typeof FeedbackIngestRequest>

/** The items of a body: its `items`, or the body itself as the one item. */
export function itemsOfBody(body: z.output<typeof FeedbackIngestRequest>): unknown[] {
  return body.items ?? [body]
}

/** An item stored now, or stored before (its external id was known): its place in the body and its feedback id. */
export const StoredFeedbackItem = z.object({ index: z.int().nonnegative(), external_id: z.string(), id: Id })
export const RefusedFeedbackItem = z.object({ index: z.int().nonnegative(), reason: z.string() })

/** What became of each item, by its index in the body (0 for a single item). */
export const FeedbackIngestResponse = z.object({
  stored: z.array(StoredFeedbackItem),
  /** Items whose external id was already stored: nothing was stored twice. */
  already_stored: z.array(StoredFeedbackItem),
  refused: z.array(RefusedFeedbackItem),
})
export type FeedbackIngestResponse = z.infer<typeof FeedbackIngestResponse>

/** An item that passed FeedbackItem, with its place in the body (or its row in a file). */
export interface AcceptedFeedbackItem {
  index: number
  item: FeedbackItem
}

export type RefusedFeedbackItem = z.infer<typeof RefusedFeedbackItem>

/**
 * Judges each item alone: those that fit FeedbackItem, and the others with the sentence of their first problem, e.g.
 * "The text must be at most 20000 characters.".
 */
export function judgeFeedbackItems(items: readonly unknown[]): {
  accepted: AcceptedFeedbackItem[]
  refused: RefusedFeedbackItem[]
} {
  const accepted: AcceptedFeedbackItem[] = []
  const refused: RefusedFeedbackItem[] = []
  items.forEach((raw, index) => {
    const parsed = FeedbackItem.safeParse(raw)
    if (parsed.success) accepted.push({ index, item: parsed.data })
    else refused.push({ index, reason: formatValidationError(parsed.error) })
  })
  return { accepted, refused }
}
