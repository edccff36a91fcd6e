import { z } from 'zod'
import { Id, Timestamp } from './common'
import { text, TextLimit } from './text'
import { IntegrationStatus, SyncProgress } from './slack'

export const MAX_LABELS_PER_MAILBOX = 5

const jsonObjectRequired = 'The request body must be a JSON object.'

/** A Gmail label the person can follow: system ones (INBOX...) and their own. */
export const GmailLabel = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['system', 'user']),
  /** Messages carrying the label, as Gmail counts them. */
  messages_total: z.int().nonnegative(),
})
export type GmailLabel = z.infer<typeof GmailLabel>

/** "Connect Gmail": where to send the person (Google's OAuth consent page, read-only Gmail scope). */
export const GmailOAuthStart = z.object({ url: z.url() })
export type GmailOAuthStart = z.infer<typeof GmailOAuthStart>

export const GmailOAuthExchangeRequest = z.object(
  {
    code: text('The Google authorization code', TextLimit.externalCode, 'The Google authorization code is missing.').min(
      1,
      'The Google authorization code is missing.',
    ),
    state: text('The OAuth state', TextLimit.token, 'The OAuth state is missing.').min(1, 'The OAuth state is missing.'),
  },
  { error: jsonObjectRequired },
)
export type GmailOAuthExchangeRequest = z.input<typeof GmailOAuthExchangeRequest>

/** The mailbox Google granted, its labels, and a handle that connect accepts for 10 minutes. */
export const GmailOAuthExchangeResponse = z.object({
  email_address: z.string(),
  labels: z.array(GmailLabel),
  connect_handle: z.string(),
  /** Days of past mail the first sync of a label reads (the server's backfill setting). */
  backfill_days: z.number().int().positive(),
})
export type GmailOAuthExchangeResponse = z.infer<typeof GmailOAuthExchangeResponse>

const SelectedLabels = z
  .array(text('A label id', TextLimit.token, 'Label ids must be text.').min(1, 'Label ids must not be empty.'), {
    error: 'label_ids must be a list of label ids.',
  })
  .min(1, 'Select at least one label.')
  .max(MAX_LABELS_PER_MAILBOX, `Select at most ${MAX_LABELS_PER_MAILBOX} labels.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Select each label only once.')

/** Connect the mailbox behind a connect handle, following 1 to 5 of its labels. */
export const ConnectGmailRequest = z.object(
  {
    connect_handle: text('The connect handle', TextLimit.token, 'The Gmail connection is missing. Start again from Connect.')
      .trim()
      .min(1, 'The Gmail connection is missing. Start again from Connect.'),
    label_ids: SelectedLabels,
  },
  { error: jsonObjectRequired },
)
export type ConnectGmailRequest = z.input<typeof ConnectGmailRequest>

/**
 * A connected Gmail mailbox. Its tokens never leave the server. `sync` is the same progress as a Slack workspace's,
 * where channels_done and channels_total count the followed labels.
 */
export const GmailMailbox = z.object({
  id: Id,
  email_address: z.string(),
  status: IntegrationStatus,
  last_synced: Timestamp.nullable(),
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  sync: SyncProgress,
})
export type GmailMailbox = z.infer<typeof GmailMailbox>

export const GmailMailboxList = z.array(GmailMailbox)
export type GmailMailboxList = z.infer<typeof GmailMailboxList>
