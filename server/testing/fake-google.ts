import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHeldCalls, type HeldCall } from './held-calls'

/**
 * A loopback stand-in for Google's OAuth token endpoint and the Gmail API, for tests that run the real
 * @googleapis/gmail client and google-auth-library against it (HEADWAY_GOOGLE_TOKEN_URL, HEADWAY_GMAIL_API_URL and
 * HEADWAY_GOOGLE_AUTH_URL point here). It knows mailboxes with labels and emails, and answers like Google: the token
 * endpoint trades single-use codes (`issueCode`) and refresh tokens (invalid_grant once used, unknown or revoked);
 * a consent page that approves at once for the first mailbox (redirects to redirect_uri with a code and the state);
 * Gmail's users.getProfile (with the mailbox's history id), labels.list/get, messages.list (labelIds,
 * `q=after:<seconds>`, maxResults, pageToken; newest first; spam and trash left out), messages.get (format full, with
 * MIME payloads in base64url) and history.list (startHistoryId, historyTypes, labelId, maxResults, pageToken), each
 * behind the access tokens it issued. Each mailbox has a history id that grows (with gaps, as Gmail's) with every
 * email added (`addEmail`: messageAdded) and label added (`addLabel`: labelsAdded); the emails it starts with are
 * older than its kept history. `expireHistory` drops the history kept so far: a startHistoryId given out before then
 * answers 404, as Gmail does for one older than about a week. Faults: `respondOnce` queues any answer (a 429 with Retry-After, a
 * 500...), `hold` holds a call until released.
 * `latencyMs` holds every answer back that long, as a network round trip to Google would (default 0: at once).
 */

export interface FakeEmailBody {
  /** The text/plain alternative. */
  plain?: string
  /** The text/html alternative (alone: an HTML-only email). */
  html?: string
  /** The charset the text is encoded in (default utf-8). */
  charset?: 'utf-8' | 'iso-8859-1'
  /** A file attached next to the text (the email becomes multipart/mixed). */
  attachmentName?: string
}

export interface FakeEmail {
  id: string
  labelIds: string[]
  /** When Gmail received it, ms since the epoch. */
  internalDate: number
  from: string
  subject: string
  body: FakeEmailBody
  /** More headers (List-Unsubscribe, Precedence, Auto-Submitted...). */
  headers?: Record<string, string>
}

export interface FakeLabel {
  id: string
  name: string
  type: 'system' | 'user'
}

export interface FakeMailbox {
  emailAddress: string
  labels: FakeLabel[]
  emails: FakeEmail[]
}

export interface FakeGoogleAnswer {
  status: number
  headers?: Record<string, string>
  body: unknown
}

/** What the fake answers, by name. */
export type FakeGoogleEndpoint =
  | 'token'
  | 'profile'
  | 'labels.list'
  | 'labels.get'
  | 'messages.list'
  | 'messages.get'
  | 'history.list'

export interface FakeGoogle {
  /** Base URL of the fake (ends with /): the Gmail API root. */
  url: string
  authUrl: string
  tokenUrl: string
  /** Calls so far, in order, with their parameters (secrets left out). */
  requests: Array<{ endpoint: FakeGoogleEndpoint; params: Record<string, string | string[]> }>
  /** A code that Google's consent page would have sent for this mailbox; works once. */
  issueCode(emailAddress: string, options?: { withRefreshToken?: boolean }): string
  /** Every refresh token of the mailbox stops working (invalid_grant), as when the person removes Headway's access. */
  revoke(emailAddress: string): void
  /** A new email reaches the mailbox (a messageAdded history record). */
  addEmail(emailAddress: string, email: FakeEmail): void
  /** A label is put on an email already in the mailbox (a labelsAdded history record). */
  addLabel(emailAddress: string, messageId: string, labelId: string): void
  /** Gmail forgets the history so far: history.list from any history id given out before answers 404. */
  expireHistory(emailAddress: string): void
  /** The next call of `endpoint` gets this answer instead of the normal one. */
  respondOnce(endpoint: FakeGoogleEndpoint, answer: FakeGoogleAnswer): void
  /** Holds the call of `endpoint` that comes after `afterCalls` more calls of it, until released. */
  hold(endpoint: FakeGoogleEndpoint, afterCalls: number): HeldCall
  close(): Promise<void>
}

const DEFAULT_MAX_RESULTS = 100

/** One page of a Gmail list (maxResults up to 500; the page token is the offset), and the next page's token. */
function pageOf<T>(items: readonly T[], query: URLSearchParams): { page: T[]; next: string | undefined } {
  const maxResults = Math.min(500, Math.max(1, Number(query.get('maxResults')) || DEFAULT_MAX_RESULTS))
  const offset = Number(Buffer.from(query.get('pageToken') ?? '', 'base64url').toString() || 0)
  const end = offset + maxResults
  return {
    page: items.slice(offset, end),
    next: end < items.length ? Buffer.from(String(end)).toString('base64url') : undefined,
  }
}
/** The history id every mailbox starts at, and how far each change moves it (Gmail's ids have gaps). */
const FIRST_HISTORY_ID = 4000
const HISTORY_ID_STEP = 7

interface MessageSnapshot {
  id: string
  threadId: string
  labelIds: string[]
}

/** A history record as users.history.list answers it (one change of one message). */
interface HistoryRecord {
  id: string
  messages: Array<{ id: string; threadId: string }>
  messagesAdded?: Array<{ message: MessageSnapshot }>
  labelsAdded?: Array<{ message: MessageSnapshot; labelIds: string[] }>
}

/** A mailbox's history: its current id, the oldest id history.list still starts from, the records kept. */
interface MailboxHistory {
  current: number
  oldestKept: number
  records: HistoryRecord[]
  /** The history id of each email's last change (the ones the mailbox started with have none). */
  changedAt: Map<string, number>
}
const googleError = (code: number, message: string, reason: string, status: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason }], status },
})

export interface FakeGoogleOptions {
  clientId: string
  clientSecret: string
  /** Milliseconds every answer waits before it is sent, as a round trip to Google would take. Default 0. */
  latencyMs?: number
}

export async function startFakeGoogle(
  mailboxes: FakeMailbox[],
  { clientId, clientSecret, latencyMs = 0 }: FakeGoogleOptions,
): Promise<FakeGoogle> {
  const requests: FakeGoogle['requests'] = []
  const queued = new Map<FakeGoogleEndpoint, FakeGoogleAnswer[]>()
  const held = createHeldCalls()
  const codes = new Map<string, { mailbox: FakeMailbox; withRefreshToken: boolean }>()
  const refreshTokens = new Map<string, FakeMailbox>()
  const accessTokens = new Map<string, FakeMailbox>()
  const histories = new Map<FakeMailbox, MailboxHistory>()
  const historyOf = (mailbox: FakeMailbox): MailboxHistory => {
    let history = histories.get(mailbox)
    if (!history) {
      history = { current: FIRST_HISTORY_ID, oldestKept: FIRST_HISTORY_ID, records: [], changedAt: new Map() }
      histories.set(mailbox, history)
    }
    return history
  }
  /** Records one change of `email` in the mailbox's history. */
  const recordChange = (mailbox: FakeMailbox, email: FakeEmail, change: (message: MessageSnapshot) => Partial<HistoryRecord>) => {
    const history = historyOf(mailbox)
    history.current += HISTORY_ID_STEP
    history.changedAt.set(email.id, history.current)
    const message = { id: email.id, threadId: email.id, labelIds: [...email.labelIds] }
    history.records.push({ id: String(history.current), messages: [{ id: email.id, threadId: email.id }], ...change(message) })
  }
  const mailboxOf = (address: string) => {
    const mailbox = mailboxes.find((candidate) => candidate.emailAddress === address)
    if (!mailbox) throw new Error(`The fake Google has no mailbox ${address}.`)
    return mailbox
  }

  function newAccessToken(mailbox: FakeMailbox) {
    const accessToken = `ya29.fake-${randomBytes(9).toString('base64url')}`
    accessTokens.set(accessToken, mailbox)
    return accessToken
  }

  function tokenAnswer(form: URLSearchParams): FakeGoogleAnswer {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } }
    }
    const invalidGrant = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    })
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '')
      if (!issued) return invalidGrant('Bad Request')
      codes.delete(form.get('code') ?? '')
      const refreshToken = `1//fake-${randomBytes(9).toString('base64url')}`
      refreshTokens.set(refreshToken, issued.mailbox)
      return {
        status: 200,
        body: {
          access_token: newAccessToken(issued.mailbox),
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/gmail.readonly',
          ...(issued.withRefreshToken && { refresh_token: refreshToken }),
        },
      }
    }
    if (form.get('grant_type') === 'refresh_token') {
      const mailbox = refreshTokens.get(form.get('refresh_token') ?? '')
      if (!mailbox) return invalidGrant('Token has been expired or revoked.')
      return { status: 200, body: { access_token: newAccessToken(mailbox), expires_in: 3599, token_type: 'Bearer' } }
    }
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' } }
  }

  function listMessages(mailbox: FakeMailbox, query: URLSearchParams): FakeGoogleAnswer {
    const labelIds = query.getAll('labelIds')
    const unknown = labelIds.find((id) => !mailbox.labels.some((label) => label.id === id))
    if (unknown) return { status: 400, body: googleError(400, `Invalid label: ${unknown}`, 'invalidArgument', 'INVALID_ARGUMENT') }
    const after = /(?:^|\s)after:(\d+)(?:\s|$)/.exec(query.get('q') ?? '')?.[1]
    const matching = mailbox.emails
      .filter((email) => labelIds.every((id) => email.labelIds.includes(id)))
      .filter((email) => !email.labelIds.some((id) => id === 'SPAM' || id === 'TRASH'))
      .filter((email) => after === undefined || email.internalDate > Number(after) * 1000)
      .sort((a, b) => b.internalDate - a.internalDate)
    const { page, next } = pageOf(matching, query)
    return {
      status: 200,
      body: {
        ...(page.length > 0 && { messages: page.map((email) => ({ id: email.id, threadId: email.id })) }),
        ...(next && { nextPageToken: next }),
        resultSizeEstimate: matching.length,
      },
    }
  }

  function listHistory(mailbox: FakeMailbox, query: URLSearchParams): FakeGoogleAnswer {
    const history = historyOf(mailbox)
    const start = Number(query.get('startHistoryId'))
    if (!query.get('startHistoryId') || !Number.isSafeInteger(start)) {
      return { status: 400, body: googleError(400, 'Invalid startHistoryId', 'invalidArgument', 'INVALID_ARGUMENT') }
    }
    if (start < history.oldestKept) {
      return { status: 404, body: googleError(404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND') }
    }
    const types = query.getAll('historyTypes')
    const labelId = query.get('labelId')
    const matching = history.records
      .filter((record) => Number(record.id) > start)
      .map((record) => ({
        id: record.id,
        messages: record.messages,
        ...(record.messagesAdded && (types.length === 0 || types.includes('messageAdded')) && { messagesAdded: record.messagesAdded }),
        ...(record.labelsAdded && (types.length === 0 || types.includes('labelAdded')) && { labelsAdded: record.labelsAdded }),
      }))
      .filter((record) => record.messagesAdded ?? record.labelsAdded)
      .filter(
        (record) =>
          !labelId ||
          [...(record.messagesAdded ?? []), ...(record.labelsAdded ?? [])].some((change) => change.message.labelIds.includes(labelId)),
      )
    const { page, next } = pageOf(matching, query)
    return {
      status: 200,
      body: {
        ...(page.length > 0 && { history: page }),
        ...(next && { nextPageToken: next }),
        historyId: String(history.current),
      },
    }
  }

  function gmail(endpoint: FakeGoogleEndpoint, mailbox: FakeMailbox, path: string, query: URLSearchParams): FakeGoogleAnswer {
    switch (endpoint) {
      case 'profile':
        return {
          status: 200,
          body: {
            emailAddress: mailbox.emailAddress,
            messagesTotal: mailbox.emails.length,
            threadsTotal: mailbox.emails.length,
            historyId: String(historyOf(mailbox).current),
          },
        }
      case 'labels.list':
        return {
          status: 200,
          body: {
            labels: mailbox.labels.map((label) => ({
              ...label,
              ...(label.type === 'user' && { messageListVisibility: 'show', labelListVisibility: 'labelShow' }),
            })),
          },
        }
      case 'labels.get': {
        const label = mailbox.labels.find((candidate) => candidate.id === decodeURIComponent(path.split('/').at(-1) ?? ''))
        if (!label) return { status: 404, body: googleError(404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND') }
        const total = mailbox.emails.filter((email) => email.labelIds.includes(label.id)).length
        return { status: 200, body: { ...label, messagesTotal: total, messagesUnread: 0, threadsTotal: total, threadsUnread: 0 } }
      }
      case 'messages.list':
        return listMessages(mailbox, query)
      case 'messages.get': {
        const email = mailbox.emails.find((candidate) => candidate.id === path.split('/').at(-1))
        if (!email) return { status: 404, body: googleError(404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND') }
        const historyId = historyOf(mailbox).changedAt.get(email.id) ?? FIRST_HISTORY_ID
        return { status: 200, body: { ...asGmailMessage(email, mailbox.emailAddress), historyId: String(historyId) } }
      }
      case 'history.list':
        return listHistory(mailbox, query)
      default:
        return { status: 404, body: googleError(404, 'Not found.', 'notFound', 'NOT_FOUND') }
    }
  }

  /** Google's consent page, as if the person signed in to the first mailbox and allowed Headway. */
  function consent(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri')
    const first = mailboxes[0]
    if (query.get('client_id') !== clientId || !redirectUri || !first || !query.get('scope')?.includes('gmail.readonly')) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Error 400: invalid_request')
      return
    }
    const back = new URL(redirectUri)
    back.searchParams.set('code', issueCode(first.emailAddress, { withRefreshToken: query.get('access_type') === 'offline' }))
    back.searchParams.set('state', query.get('state') ?? '')
    response.writeHead(302, { location: back.toString() }).end()
  }

  function issueCode(emailAddress: string, { withRefreshToken = true } = {}) {
    const code = `4/fake-${randomBytes(9).toString('base64url')}`
    codes.set(code, { mailbox: mailboxOf(emailAddress), withRefreshToken })
    return code
  }

  const server = createServer(async (request, response) => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs))
    const url = new URL(request.url ?? '/', 'http://fake.google')
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return consent(url.searchParams, response)
    const endpoint = endpointOf(request.method ?? 'GET', url.pathname)
    if (!endpoint) return send(response, { status: 404, body: googleError(404, 'Not found.', 'notFound', 'NOT_FOUND') })
    const form = endpoint === 'token' ? new URLSearchParams(await readBody(request)) : undefined
    const source = form ?? url.searchParams
    const shown: Record<string, string | string[]> = {}
    for (const key of new Set(source.keys())) {
      const values = source.getAll(key)
      if (key !== 'client_secret') shown[key] = values.length > 1 ? values : (values[0] ?? '')
    }
    requests.push({ endpoint, params: shown })
    await held.pass(endpoint)

    const override = queued.get(endpoint)?.shift()
    if (override) return send(response, override)
    if (form) return send(response, tokenAnswer(form))
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const mailbox = bearer ? accessTokens.get(bearer) : undefined
    if (!mailbox) {
      return send(response, { status: 401, body: googleError(401, 'Request had invalid authentication credentials.', 'authError', 'UNAUTHENTICATED') })
    }
    return send(response, gmail(endpoint, mailbox, url.pathname, url.searchParams))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}/`

  return {
    url: base,
    authUrl: `${base}o/oauth2/v2/auth`,
    tokenUrl: `${base}token`,
    requests,
    issueCode,
    revoke(emailAddress) {
      const mailbox = mailboxOf(emailAddress)
      for (const [issued, owner] of [...refreshTokens, ...accessTokens]) {
        if (owner === mailbox) {
          refreshTokens.delete(issued)
          accessTokens.delete(issued)
        }
      }
    },
    addEmail(emailAddress, email) {
      const mailbox = mailboxOf(emailAddress)
      mailbox.emails.push(email)
      recordChange(mailbox, email, (message) => ({ messagesAdded: [{ message }] }))
    },
    addLabel(emailAddress, messageId, labelId) {
      const mailbox = mailboxOf(emailAddress)
      const email = mailbox.emails.find((candidate) => candidate.id === messageId)
      if (!email) throw new Error(`The fake mailbox ${emailAddress} has no email ${messageId}.`)
      if (email.labelIds.includes(labelId)) return
      email.labelIds.push(labelId)
      recordChange(mailbox, email, (message) => ({ labelsAdded: [{ message, labelIds: [labelId] }] }))
    },
    expireHistory(emailAddress) {
      const history = historyOf(mailboxOf(emailAddress))
      // As a week would: the history moves on (changes a sync does not read), and what came before is forgotten.
      history.current += HISTORY_ID_STEP
      history.oldestKept = history.current
      history.records = []
    },
    respondOnce(endpoint, answer) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), answer])
    },
    hold: held.hold,
    close: () =>
      new Promise<void>((resolve, reject) => {
        held.end()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function endpointOf(method: string, pathname: string): FakeGoogleEndpoint | undefined {
  if (method === 'POST' && pathname === '/token') return 'token'
  if (method !== 'GET') return undefined
  if (pathname === '/gmail/v1/users/me/profile') return 'profile'
  if (pathname === '/gmail/v1/users/me/labels') return 'labels.list'
  if (/^\/gmail\/v1\/users\/me\/labels\/[^/]+$/.test(pathname)) return 'labels.get'
  if (pathname === '/gmail/v1/users/me/messages') return 'messages.list'
  if (/^\/gmail\/v1\/users\/me\/messages\/[^/]+$/.test(pathname)) return 'messages.get'
  if (pathname === '/gmail/v1/users/me/history') return 'history.list'
  return undefined
}

/**
 * The email as users.messages.get (format full) answers it, but for its historyId (the mailbox's history has it):
 * headers, and a MIME tree of base64url bodies.
 */
export function asGmailMessage(email: FakeEmail, mailboxAddress: string) {
  const { body } = email
  const charset = body.charset ?? 'utf-8'
  const textPart = (mimeType: string, text: string) => {
    const bytes = Buffer.from(text, charset === 'utf-8' ? 'utf8' : 'latin1')
    return {
      mimeType,
      filename: '',
      headers: [
        { name: 'Content-Type', value: `${mimeType}; charset="${charset.toUpperCase()}"` },
        { name: 'Content-Transfer-Encoding', value: 'quoted-printable' },
      ],
      body: { size: bytes.length, data: bytes.toString('base64url') },
    }
  }
  const multipart = (subtype: string, parts: object[]) => ({
    mimeType: `multipart/${subtype}`,
    filename: '',
    headers: [{ name: 'Content-Type', value: `multipart/${subtype}; boundary="b-${subtype}"` }],
    body: { size: 0 },
    parts,
  })
  let content: object =
    body.plain !== undefined && body.html !== undefined
      ? multipart('alternative', [textPart('text/plain', body.plain), textPart('text/html', body.html)])
      : body.html !== undefined
        ? textPart('text/html', body.html)
        : textPart('text/plain', body.plain ?? '')
  if (body.attachmentName) {
    content = multipart('mixed', [
      content,
      {
        mimeType: 'application/pdf',
        filename: body.attachmentName,
        headers: [{ name: 'Content-Type', value: `application/pdf; name="${body.attachmentName}"` }],
        body: { attachmentId: `att-${email.id}`, size: 20480 },
      },
    ])
  }
  const headers = [
    { name: 'From', value: email.from },
    { name: 'To', value: mailboxAddress },
    { name: 'Subject', value: email.subject },
    { name: 'Date', value: new Date(email.internalDate).toUTCString() },
    { name: 'Message-ID', value: `<${email.id}@mail.fake>` },
    ...Object.entries(email.headers ?? {}).map(([name, value]) => ({ name, value })),
  ]
  const payload = { ...content, partId: '', headers: [...headers, ...((content as { headers: object[] }).headers ?? [])] }
  return {
    id: email.id,
    threadId: email.id,
    labelIds: email.labelIds,
    snippet: (body.plain ?? body.html ?? '').slice(0, 100),
    sizeEstimate: 2048,
    internalDate: String(email.internalDate),
    payload,
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, { status, headers, body }: FakeGoogleAnswer) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  response.end(JSON.stringify(body))
}
