import type { gmail_v1 } from '@googleapis/gmail'
import type { GmailLabel } from '../../../api/schemas/gmail'

/** System labels worth following; the others (SENT, DRAFT, SPAM, TRASH, UNREAD, CATEGORY_*...) are not offered. */
const FOLLOWABLE_SYSTEM_LABELS = ['INBOX', 'IMPORTANT', 'STARRED']
/** labels.get calls in flight at once when counting messages. */
const COUNT_CONCURRENCY = 5

/** What a grant gives access to: the mailbox's address and the labels that can be followed. */
export interface GmailMailboxInfo {
  emailAddress: string
  labels: GmailLabel[]
}

/**
 * The mailbox behind a client: its address (users.getProfile) and its followable labels (users.labels.list), the
 * system ones first, then the person's own by name. With `counts`, each label's messagesTotal (users.labels.get, as
 * the list leaves it out); without, 0.
 */
export async function readGmailMailbox(client: gmail_v1.Gmail, { counts }: { counts: boolean }): Promise<GmailMailboxInfo> {
  const [profile, list] = await Promise.all([
    client.users.getProfile({ userId: 'me' }),
    client.users.labels.list({ userId: 'me' }),
  ])
  const listed = (list.data.labels ?? []).filter(
    (label): label is gmail_v1.Schema$Label & { id: string; name: string } =>
      Boolean(label.id && label.name) &&
      (label.type === 'user' || FOLLOWABLE_SYSTEM_LABELS.includes(label.id ?? '')),
  )
  listed.sort((a, b) => {
    if (a.type !== b.type) return a.type === 'system' ? -1 : 1
    if (a.type === 'system') return FOLLOWABLE_SYSTEM_LABELS.indexOf(a.id) - FOLLOWABLE_SYSTEM_LABELS.indexOf(b.id)
    return a.name.localeCompare(b.name)
  })
  const totals = counts ? await messageTotals(client, listed.map((label) => label.id)) : new Map<string, number>()
  return {
    emailAddress: (profile.data.emailAddress ?? '').toLowerCase(),
    labels: listed.map((label) => ({
      id: label.id,
      name: label.name,
      type: label.type === 'user' ? 'user' : 'system',
      messages_total: totals.get(label.id) ?? label.messagesTotal ?? 0,
    })),
  }
}

async function messageTotals(client: gmail_v1.Gmail, labelIds: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>()
  for (let start = 0; start < labelIds.length; start += COUNT_CONCURRENCY) {
    await Promise.all(
      labelIds.slice(start, start + COUNT_CONCURRENCY).map(async (id) => {
        const { data } = await client.users.labels.get({ userId: 'me', id })
        totals.set(id, data.messagesTotal ?? 0)
      }),
    )
  }
  return totals
}
