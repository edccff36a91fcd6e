import { z } from 'zod'
import { isStorableText } from '../../../api/schemas/text'

/**
 * The records of a Slack export as Headway reads them, checked with zod before anything is stored: a record that does
 * not have the shape Slack gives it (a channel whose id is a number, a message whose text is an object...) is counted
 * as invalid and skipped, never stored. Fields Headway does not read pass unchecked (looseObject); the ones it reads
 * must have Slack's types. Free text loses its NUL characters (PostgreSQL stores none); names and ids must not hold one.
 */

/** Slack's ids (C0123ABCD, U024BE7LH, T0EXPORT...): letters and digits. */
const SlackId = z.string().regex(/^[A-Za-z0-9]{1,64}$/)
const SLACK_TS = /^\d{1,12}\.\d{1,9}$/
/** Text that is shown or stored as is: any length the entry cap allowed, without NUL characters. */
const FreeText = z.string().transform((value) => value.replaceAll('\u0000', ''))
/** A name Headway keeps (channel, person, title, address): short, and storable as it is. */
const Name = z.string().max(1000).refine(isStorableText)

export const ExportChannel = z.looseObject({
  id: SlackId,
  // A channel's folder in the export is its name, so a name with a slash could never match one.
  name: Name.regex(/^[^/]+$/).min(1),
  is_archived: z.boolean().optional(),
  members: z.array(z.string()).optional(),
  purpose: z.looseObject({ value: FreeText.optional() }).optional(),
  topic: z.looseObject({ value: FreeText.optional() }).optional(),
})
export type ExportChannel = z.infer<typeof ExportChannel>

export const ExportUser = z.looseObject({
  id: SlackId,
  team_id: SlackId.optional(),
  name: Name.optional(),
  real_name: Name.optional(),
  is_bot: z.boolean().optional(),
  profile: z
    .looseObject({
      real_name: Name.optional(),
      display_name: Name.optional(),
      title: Name.optional(),
      email: Name.optional(),
    })
    .optional(),
})
export type ExportUser = z.infer<typeof ExportUser>

export const ExportMessage = z.looseObject({
  type: z.string().optional(),
  subtype: z.string().optional(),
  ts: z.string().regex(SLACK_TS).optional(),
  thread_ts: z.string().regex(SLACK_TS).optional(),
  user: SlackId.optional(),
  bot_id: z.string().optional(),
  text: FreeText.optional(),
  reply_count: z.number().optional(),
  hidden: z.boolean().optional(),
  user_profile: z
    .looseObject({
      real_name: Name.optional(),
      display_name: Name.optional(),
      name: Name.optional(),
    })
    .optional(),
})
export type ExportMessage = z.infer<typeof ExportMessage>

/** The valid records of a list and how many were not (a value that is not a list has none valid: `list` false). */
export interface CheckedList<T> {
  list: boolean
  valid: T[]
  invalid: number
}

export function checkList<T>(schema: z.ZodType<T>, value: unknown): CheckedList<T> {
  if (!Array.isArray(value)) return { list: false, valid: [], invalid: 0 }
  const valid: T[] = []
  let invalid = 0
  for (const item of value) {
    const parsed = schema.safeParse(item)
    if (parsed.success) valid.push(parsed.data)
    else invalid += 1
  }
  return { list: true, valid, invalid }
}
