import { z } from 'zod'
import { FEATURE_STATUSES, FeatureStatus, type FeatureSource } from './features'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { text, TextLimit } from './text'

/** The longest template a status takes, and the most customer companies a workspace may exclude. */
export const TELL_TEMPLATE_MAX = 2000
export const MAX_EXCLUDED_COMPANIES = 200
export const RELEASE_NOTE_URL_MAX = 2048

/**
 * How a requester is told: a reply in their Slack thread, an email reply in their conversation (In-Reply-To the
 * email they sent), a plain email when that email's Message-ID is unknown, or not at all (feedback sent through the
 * API or added by hand has no conversation to answer in).
 */
export const TELL_CHANNELS = ['slack_thread', 'email_reply', 'email', 'none'] as const
export const TellChannel = z.enum(TELL_CHANNELS)
export type TellChannel = z.infer<typeof TellChannel>

/** A recorded message's life: stored before it goes out (queued), claimed (sending), then sent or failed. */
export const TELL_MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed'] as const
export const TellMessageState = z.enum(TELL_MESSAGE_STATES)
export type TellMessageState = z.infer<typeof TellMessageState>

const template = text('A template', TELL_TEMPLATE_MAX)

/** The company's settings of telling requesters; a company that never changed them has DEFAULT_TELL_SETTINGS. */
export const TellSettings = z.object(
  {
    /** The statuses whose reaching drafts a message to every requester. */
    trigger_statuses: z.array(FeatureStatus).max(FEATURE_STATUSES.length),
    /** The message of each status, with {first_name}, {feature_title} and {release_note_url}. */
    templates: z.object({
      backlog: template,
      'in-progress': template,
      review: template,
      completed: template,
    }),
    /** On: the messages go out as soon as a feature reaches a trigger status, without review. */
    auto_send: z.boolean(),
    /** Customer companies never told, by email domain ("acme.com") or company name ("Acme"). */
    excluded_companies: z
      .array(text('An excluded company', TextLimit.domain).trim().min(1, 'An excluded company cannot be blank.'))
      .max(MAX_EXCLUDED_COMPANIES, `Up to ${MAX_EXCLUDED_COMPANIES} companies can be excluded.`),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type TellSettings = z.infer<typeof TellSettings>

/** One requester of a feature with the message they would get now. */
export const TellDraft = z.object({
  /** Who they are across their feedback: `<source>:<author>`; a send names the drafts it sends by it. */
  requester_key: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** The feedback answered: their latest linked to the feature. */
  feedback_id: Id,
  channel: TellChannel,
  text: z.string(),
  /** Why they cannot be told (excluded company, no conversation to answer in); null when they can. */
  blocked_reason: z.string().nullable(),
})
export type TellDraft = z.infer<typeof TellDraft>

/** The drafts of a feature at its current status: its requesters not yet told (or queued) for that status. */
export const TellDrafts = z.object({
  status: FeatureStatus,
  /** False when the feature's status is not one that tells requesters: `items` is then empty. */
  triggered: z.boolean(),
  release_note_url: z.string().nullable(),
  items: z.array(TellDraft),
})
export type TellDrafts = z.infer<typeof TellDrafts>

export const SendTellRequest = z.object(
  {
    /** The drafts to send, by requester_key; absent: every draft that can be sent. */
    requester_keys: z.array(text('A requester key', TextLimit.token)).max(1000).optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type SendTellRequest = z.input<typeof SendTellRequest>

/** A message to a requester, recorded before it was sent. */
export const TellMessage = z.object({
  id: Id,
  requester_key: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** The status it told. */
  status: FeatureStatus,
  channel: TellChannel,
  text: z.string(),
  state: TellMessageState,
  /** Why the last attempt failed, in a sentence; null unless failed. */
  error: z.string().nullable(),
  /** Who sent it; null when automatic sending did. */
  sent_by_name: z.string().nullable(),
  created_at: Timestamp,
  sent_at: Timestamp.nullable(),
})
export type TellMessage = z.infer<typeof TellMessage>

/** The feature's messages to requesters, newest first. */
export const TellMessageList = z.object({ items: z.array(TellMessage) })
export type TellMessageList = z.infer<typeof TellMessageList>

export const ReleaseNoteRequest = z.object(
  {
    release_note_url: text('The release note link', RELEASE_NOTE_URL_MAX)
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'The release note link must be an http or https URL.' }))
      .nullable(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type ReleaseNoteRequest = z.input<typeof ReleaseNoteRequest>

/** The sentences of the telling calls, for the server and the mocks. */
export const TellDetail = {
  notTriggered: "This feature's status does not tell requesters: choose it among the trigger statuses first.",
  nothingToSend: 'No requester is waiting to be told.',
  /** Why a requester of a source without a conversation to reply in cannot be told. */
  noConversation: {
    api: 'Feedback sent through the API has no conversation to reply in.',
    csv: 'Feedback imported from a CSV file has no conversation to reply in.',
    manual: 'Feedback added by hand has no conversation to reply in.',
  } satisfies Record<Exclude<FeatureSource, 'slack' | 'email'>, string>,
} as const
