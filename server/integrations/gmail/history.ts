import type { gmail_v1 } from '@googleapis/gmail'
import type { FollowedLabel } from '../../db/schema'
import { googleStatus, oauthErrorCode } from './google'

/** The history changes a sync reads: new mail, and labels put on mail already there. */
export const HISTORY_TYPES = ['messageAdded', 'labelAdded']

/** A message that came under a followed label: it arrived with one, or was given one later. */
export interface FollowedMessage {
  id: string
  /** The followed label it came under (the first of them, in the mailbox's order, when several). */
  label: FollowedLabel
}

/**
 * The messages of a page of users.history.list that came under a followed label, each once, in the order of the
 * history: a messageAdded whose labels include one, or a labelAdded whose added labels do (a label added to mail
 * already under another followed label is no news).
 */
export function followedMessages(
  history: readonly gmail_v1.Schema$History[],
  followed: readonly FollowedLabel[],
): FollowedMessage[] {
  const found = new Map<string, FollowedLabel>()
  const note = (messageId: string | null | undefined, labelIds: readonly string[] | null | undefined) => {
    const label = followed.find(({ id }) => labelIds?.includes(id))
    if (messageId && label && !found.has(messageId)) found.set(messageId, label)
  }
  for (const record of history) {
    for (const { message } of record.messagesAdded ?? []) note(message?.id, message?.labelIds)
    for (const { message, labelIds } of record.labelsAdded ?? []) note(message?.id, labelIds)
  }
  return [...found].map(([id, label]) => ({ id, label }))
}

/**
 * True when Gmail no longer keeps the history from the id asked for (HTTP 404; it keeps about a week): the sync lists
 * by date instead. A 404 of the token endpoint would carry an OAuth error code; it is not this.
 */
export function isExpiredHistory(error: unknown): boolean {
  return googleStatus(error) === 404 && oauthErrorCode(error) === undefined
}
