import type { gmail_v1 } from '@googleapis/gmail'
import addressparser from 'nodemailer/lib/addressparser'
import { companyFromDomain, emailDomain } from '../../domain/feedback/author-company'
import type { FeedbackMetadata } from '../../db/schema/feedback'
import { htmlToText } from './html-to-text'

/**
 * From Gmail messages (users.messages.get, format 'full') to feedback rows: which emails are a customer writing, who
 * wrote them (and for which company), and their text (the subject, then the plain-text body).
 */

type GmailMessage = gmail_v1.Schema$Message
type MessagePart = gmail_v1.Schema$MessagePart

/** A feedback row about to be stored (the store adds company, mailbox and ids). */
export interface EmailRow {
  gmailMessageId: string
  /** The followed label the email was found under (shown where a Slack message shows its channel). */
  labelId: string
  labelName: string
  /** The sender's address, lower-cased. */
  authorId: string | null
  authorName: string | null
  authorEmailDomain: string | null
  authorCompany: string | null
  text: string
  permalink: string
  postedAt: Date
  /** Its Message-ID and subject, so that a reply joins its conversation (In-Reply-To, References, "Re: subject"). */
  metadata: FeedbackMetadata
}

/** Labels of mail that is not a customer writing in: the mailbox's own (sent, drafts), and spam or trash. */
const SKIPPED_LABELS = new Set(['SENT', 'DRAFT', 'SPAM', 'TRASH', 'CHAT'])
/** Senders that are machines: no-reply addresses, bounces and postmasters. */
const AUTOMATED_SENDER = /^(?:no-?reply|do-?not-?reply|mailer-daemon|postmaster|bounces?)(?:[+._-].*)?@/i
/** Precedence values of bulk mail (newsletters, lists, auto-replies). */
const BULK_PRECEDENCE = new Set(['bulk', 'list', 'junk', 'auto_reply'])

/**
 * True when the email is a person writing to the mailbox: not one the mailbox sent itself (SENT label, or From is the
 * mailbox's own address), not a draft, spam or trash, and not automated mail. Automated means: a List-Unsubscribe or
 * List-Id header (newsletters, mailing lists, marketing), Precedence bulk/list/junk/auto_reply, Auto-Submitted other
 * than "no" (auto-replies, notifications), or a no-reply/mailer-daemon/postmaster sender.
 */
export function isCustomerEmail(message: GmailMessage, mailboxAddress: string): boolean {
  if (!message.id || !message.payload) return false
  if ((message.labelIds ?? []).some((label) => SKIPPED_LABELS.has(label))) return false
  const sender = parseAddress(header(message.payload, 'From'))
  if (!sender.address || sender.address === mailboxAddress.toLowerCase()) return false
  if (AUTOMATED_SENDER.test(sender.address)) return false
  if (header(message.payload, 'List-Unsubscribe') || header(message.payload, 'List-Id')) return false
  if (BULK_PRECEDENCE.has((header(message.payload, 'Precedence') ?? '').trim().toLowerCase())) return false
  const autoSubmitted = (header(message.payload, 'Auto-Submitted') ?? 'no').trim().toLowerCase()
  return autoSubmitted === 'no'
}

/** The feedback row of an email (call isCustomerEmail first); undefined when it has no text at all. */
export function toEmailRow(message: GmailMessage, label: { id: string; name: string }): EmailRow | undefined {
  const payload = message.payload ?? {}
  const sender = parseAddress(header(payload, 'From'))
  const subject = stripReplyPrefixes(decodeMimeWords(header(payload, 'Subject') ?? ''))
  const text = [subject, bodyText(payload)]
    .filter(Boolean)
    .join('\n\n')
    // PostgreSQL text cannot hold NUL characters.
    .replaceAll('\u0000', '')
    .trim()
  if (!text || !message.id) return undefined
  const domain = emailDomain(sender.address)
  return {
    gmailMessageId: message.id,
    labelId: label.id,
    labelName: label.name,
    authorId: sender.address,
    authorName: sender.name,
    authorEmailDomain: domain,
    authorCompany: companyFromDomain(domain),
    text,
    permalink: gmailPermalink(message.id),
    postedAt: receivedAt(message),
    metadata: replyMetadata(header(payload, 'Message-ID'), subject),
  }
}

/** A Message-ID as RFC 5322 writes it: one <id-left@id-right>, nothing else (anything else is not answered to). */
const MESSAGE_ID = /^<[^\s<>@]{1,400}@[^\s<>@]{1,250}>$/

/** The Message-ID (when it is one) and the subject a reply needs; the subject capped as a header line is. */
function replyMetadata(messageId: string | undefined, subject: string): FeedbackMetadata {
  const id = messageId?.trim()
  return {
    ...(id && MESSAGE_ID.test(id) && { emailMessageId: id }),
    ...(subject && { emailSubject: subject.slice(0, 200) }),
  }
}

/** The email in Gmail's web app (for whoever opens it with access to the mailbox). */
function gmailPermalink(messageId: string): string {
  return `https://mail.google.com/mail/u/0/#all/${messageId}`
}

/** When Gmail received the email (internalDate, ms since the epoch); the Date header is the sender's claim. */
export function receivedAt(message: GmailMessage): Date {
  const millis = Number(message.internalDate)
  return new Date(Number.isFinite(millis) && millis > 0 ? millis : Date.now())
}

function header(part: MessagePart, name: string): string | undefined {
  const lower = name.toLowerCase()
  return part.headers?.find((candidate) => candidate.name?.toLowerCase() === lower)?.value ?? undefined
}

/** An address's shape: one @ between non-empty parts without spaces or angle brackets (checked in one pass). */
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/

/**
 * `"Jane Doe" <jane@acme.com>`, `Jane Doe <jane@acme.com>` or `jane@acme.com (Jane Doe)` as a name and a lower-cased
 * address (the first mailbox of the header). Parsed by nodemailer's addressparser (quoting, comments, groups), a
 * tokenizer that reads the header once, then encoded words in the name are decoded. A header without an address is
 * all name.
 */
export function parseAddress(value: string | undefined): { name: string | null; address: string | null } {
  if (!value) return { name: null, address: null }
  const [mailbox] = addressparser(value, { flatten: true })
  const address = mailbox?.address.trim() ?? ''
  if (!ADDRESS.test(address)) return { name: decodeMimeWords(value).trim() || null, address: null }
  return { name: decodeMimeWords(mailbox?.name ?? '').trim() || null, address: address.toLowerCase() }
}

/** "Re: Fwd: Export" → "Export". */
function stripReplyPrefixes(subject: string): string {
  return subject.replace(/^(?:\s*(?:re|fwd?|aw|sv|wg)\s*(?:\[\d+\])?\s*:\s*)+/i, '').trim()
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?ISO-8859-1?Q?…?=) in a header, decoded. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (word, charset: string, encoding: string, encoded: string) => {
      const bytes =
        encoding.toLowerCase() === 'b'
          ? Buffer.from(encoded, 'base64')
          : Buffer.from(
              encoded.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
      return decodeBytes(bytes, charset) ?? word
    })
}

/** The body as plain text: the text/plain part when there is one, else the text/html part turned into text. */
export function bodyText(payload: MessagePart): string {
  const plain = findPart(payload, 'text/plain')
  if (plain) return partText(plain)
  const html = findPart(payload, 'text/html')
  return html ? htmlToText(partText(html)) : ''
}

/** The first inline part of this type, depth first (attachments, which have a file name, are not the body). */
function findPart(part: MessagePart, mimeType: string): MessagePart | undefined {
  if (part.filename) return undefined
  if (part.mimeType?.toLowerCase() === mimeType && part.body?.data) return part
  for (const child of part.parts ?? []) {
    const found = findPart(child, mimeType)
    if (found) return found
  }
  return undefined
}

/** A part's body: Gmail sends its bytes in base64url, in the charset its Content-Type names (UTF-8 when none). */
function partText(part: MessagePart): string {
  const bytes = Buffer.from(part.body?.data ?? '', 'base64url')
  const charset = /charset="?([^";\s]+)"?/i.exec(header(part, 'Content-Type') ?? '')?.[1] ?? 'utf-8'
  return decodeBytes(bytes, charset) ?? bytes.toString('utf8')
}

function decodeBytes(bytes: Uint8Array, charset: string): string | undefined {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes)
  } catch {
    return undefined
  }
}
