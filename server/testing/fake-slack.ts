import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHeldCalls, type HeldCall } from './held-calls'

/**
 * A loopback stand-in for the Slack Web API, for tests (and the bench) that run the real @slack/web-api client against
 * it through HEADWAY_SLACK_API_URL (`fake.url`). It knows workspaces (with a domain), their user tokens, users and
 * channels (public, private, archived) with messages and threads, and answers like Slack: HTTP 200 with
 * `{ok: false, error}` for platform errors, cursor pagination on conversations.list, .history (newest first, with
 * oldest/latest) and .replies, users.info, team.info, oauth.v2.access, and chat.postMessage (recorded in `posted`).
 * For faults: `respondOnce` queues any answer, `storm` answers every Nth call with HTTP 429 and Retry-After, `hang`
 * holds a call until released, `revokeToken`.
 */

export interface FakeMessage {
  ts: string
  user?: string
  text?: string
  subtype?: string
  bot_id?: string
  /** Replies of a thread started by this message (each with its own ts, later than the parent's). */
  replies?: FakeMessage[]
  /** A reply also sent to the channel (subtype thread_broadcast): shows in the history too. */
  broadcast?: boolean
}

export interface FakeChannel {
  id: string
  name: string
  is_private?: boolean
  is_archived?: boolean
  purpose?: string
  topic?: string
  num_members?: number
  /** Top-level messages (any order). */
  messages?: FakeMessage[]
}

export interface FakeUser {
  id: string
  name: string
  real_name?: string
  title?: string
  email?: string
  is_bot?: boolean
}

export interface FakeWorkspace {
  teamId: string
  teamName: string
  /** The subdomain of <domain>.slack.com; defaults to the team name in lower case with dashes. */
  domain?: string
  /** User tokens that authenticate as a member of this workspace. */
  tokens: string[]
  channels: FakeChannel[]
  users?: FakeUser[]
}

export interface FakeResponse {
  status?: number
  headers?: Record<string, string>
  body: Record<string, unknown>
}

export interface FakeStorm {
  /** Every Nth call (counted over `methods`) answers HTTP 429. */
  every: number
  retryAfterSeconds: number
  /** The methods counted and limited; all methods when absent. */
  methods?: string[]
}

export interface FakeOAuthApp {
  clientId: string
  clientSecret: string
  /** Authorization codes (each works once) and the user token each grants. */
  codes: Record<string, string>
}

/** A message chat.postMessage received. */
export interface FakePost {
  teamId: string
  channel: string
  thread_ts: string | undefined
  text: string
  /** The Block Kit blocks it carried (the SDK sends them as JSON), or undefined. */
  blocks: unknown[] | undefined
  /** The ts the fake gave it. */
  ts: string
}

export interface FakeSlackOptions {
  storm?: FakeStorm
  oauth?: FakeOAuthApp
}

export interface FakeSlack {
  /** Base URL to pass as slackApiUrl, ending in /api/. */
  url: string
  /** Web API methods called so far, in order, e.g. ['auth.test', 'team.info', 'conversations.list']. */
  calls: string[]
  /** The same calls with their arguments (the token left out). */
  requests: Array<{ method: string; params: Record<string, string> }>
  /** HTTP 429 answers sent so far. */
  rateLimited: number
  /** Messages posted with chat.postMessage, in order: replies in a thread carry its thread_ts. */
  posted: FakePost[]
  /** The next call of `method` gets this answer instead of the normal one. */
  respondOnce(method: string, response: FakeResponse): void
  /** Starts (or with null ends) a storm of 429s. */
  setStorm(storm: FakeStorm | null): void
  /** Holds the call of `method` that comes after `afterCalls` more calls of it, until released. */
  hold(method: string, afterCalls: number): HeldCall
  /** Adds a message to a channel (new messages for incremental syncs). */
  postMessage(channelId: string, message: FakeMessage): void
  /** The token stops working (invalid_auth from then on... token_revoked, as Slack says). */
  revokeToken(token: string): void
  close(): Promise<void>
}

type Params = Record<string, string>

const DEFAULT_PAGE_LIMIT = 100
const MAX_PAGE_LIMIT = 999

function cursorFor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64')
}

function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0
  const offset = Number(Buffer.from(cursor, 'base64').toString().replace('offset:', ''))
  return Number.isInteger(offset) && offset >= 0 ? offset : -1
}

/** History cursors name the ts the next page starts below, so messages posted meanwhile shift nothing. */
function historyCursorFor(ts: string): string {
  return Buffer.from(`before:${ts}`).toString('base64')
}

function beforeOf(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64').toString()
  if (!text.startsWith('before:')) return undefined
  const ts = Number(text.slice('before:'.length))
  return Number.isFinite(ts) ? ts : undefined
}

function describeChannel(channel: FakeChannel, now: number) {
  return {
    id: channel.id,
    name: channel.name,
    is_channel: true,
    is_private: channel.is_private ?? false,
    is_archived: channel.is_archived ?? false,
    num_members: channel.num_members ?? 0,
    purpose: { value: channel.purpose ?? '', creator: '', last_set: now },
    topic: { value: channel.topic ?? '', creator: '', last_set: now },
  }
}

function pageLimit(params: Params): number {
  return Math.min(MAX_PAGE_LIMIT, Math.max(1, Number(params.limit) || DEFAULT_PAGE_LIMIT))
}

function domainOf(workspace: FakeWorkspace): string {
  return workspace.domain ?? workspace.teamName.toLowerCase().replace(/\W+/g, '-')
}

/** A channel's history as Slack shows it: top-level messages and broadcast replies, newest first. */
interface HistoryIndex {
  entries: Array<{ ts: number; message: Record<string, unknown> }>
  threads: Map<string, { parent: Record<string, unknown>; replies: Array<Record<string, unknown>> }>
}

function asSlackMessage(message: FakeMessage, threadTs?: string): Record<string, unknown> {
  const { replies, broadcast, ...rest } = message
  const shown: Record<string, unknown> = { type: 'message', ...rest }
  if (message.text === undefined) shown.text = ''
  if (threadTs) shown.thread_ts = threadTs
  if (broadcast) shown.subtype = 'thread_broadcast'
  if (replies && replies.length > 0) {
    shown.thread_ts = message.ts
    shown.reply_count = replies.length
    shown.latest_reply = replies.reduce((latest, reply) => (Number(reply.ts) > Number(latest) ? reply.ts : latest), message.ts)
  }
  return shown
}

function buildIndex(channel: FakeChannel): HistoryIndex {
  const entries: HistoryIndex['entries'] = []
  const threads: HistoryIndex['threads'] = new Map()
  for (const message of channel.messages ?? []) {
    const parent = asSlackMessage(message)
    entries.push({ ts: Number(message.ts), message: parent })
    if (message.replies && message.replies.length > 0) {
      const replies = [...message.replies]
        .sort((a, b) => Number(a.ts) - Number(b.ts))
        .map((reply) => asSlackMessage(reply, message.ts))
      threads.set(message.ts, { parent, replies })
      for (const reply of message.replies) {
        if (reply.broadcast) entries.push({ ts: Number(reply.ts), message: asSlackMessage(reply, message.ts) })
      }
    }
  }
  entries.sort((a, b) => b.ts - a.ts)
  return { entries, threads }
}

/** First index whose ts is below `bound` (entries are newest first). */
function firstBelow(entries: HistoryIndex['entries'], bound: number, inclusive: boolean): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >> 1
    const ts = (entries[middle] as { ts: number }).ts
    if (inclusive ? ts > bound : ts >= bound) low = middle + 1
    else high = middle
  }
  return low
}

async function readParams(request: IncomingMessage): Promise<Params> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  // The SDK posts every method's arguments form-encoded.
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()))
}

function bearerToken(request: IncomingMessage, params: Params): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : params.token
}

function basicCredentials(request: IncomingMessage): { id: string; secret: string } | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Basic ')) return undefined
  const [id = '', secret = ''] = Buffer.from(header.slice('Basic '.length), 'base64').toString().split(':')
  return { id, secret }
}

function send(response: ServerResponse, { status = 200, headers = {}, body }: FakeResponse): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  response.end(JSON.stringify(body))
}

export async function startFakeSlack(workspaces: FakeWorkspace[], options: FakeSlackOptions = {}): Promise<FakeSlack> {
  const calls: string[] = []
  const requests: FakeSlack['requests'] = []
  const queued = new Map<string, FakeResponse[]>()
  const indexes = new Map<FakeChannel, HistoryIndex>()
  const held = createHeldCalls()
  const revoked = new Set<string>()
  const usedCodes = new Set<string>()
  let storm = options.storm ?? null
  let stormCount = 0
  let rateLimited = 0
  const posted: FakePost[] = []

  const indexOf = (channel: FakeChannel) => {
    let index = indexes.get(channel)
    if (!index) {
      index = buildIndex(channel)
      indexes.set(channel, index)
    }
    return index
  }
  const channelOf = (workspace: FakeWorkspace, id: string | undefined) =>
    workspace.channels.find((channel) => channel.id === id)

  const methods: Record<string, (workspace: FakeWorkspace, params: Params) => Record<string, unknown>> = {
    'auth.test': (workspace) => ({
      ok: true,
      url: `https://${domainOf(workspace)}.slack.com/`,
      team: workspace.teamName,
      team_id: workspace.teamId,
      user: 'fake.user',
      user_id: 'UFAKEUSER',
    }),

    'team.info': (workspace) => ({
      ok: true,
      team: { id: workspace.teamId, name: workspace.teamName, domain: domainOf(workspace) },
    }),

    'conversations.list': (workspace, params) => {
      const types = (params.types ?? 'public_channel').split(',')
      const listed = workspace.channels.filter(
        (channel) =>
          types.includes(channel.is_private ? 'private_channel' : 'public_channel') &&
          !(params.exclude_archived === 'true' && channel.is_archived),
      )
      const offset = offsetOf(params.cursor)
      if (offset < 0) return { ok: false, error: 'invalid_cursor' }
      const limit = pageLimit(params)
      const page = listed.slice(offset, offset + limit)
      const next = offset + limit < listed.length ? cursorFor(offset + limit) : ''
      const now = Math.floor(Date.now() / 1000)
      return { ok: true, channels: page.map((channel) => describeChannel(channel, now)), response_metadata: { next_cursor: next } }
    },

    'conversations.history': (workspace, params) => {
      const channel = channelOf(workspace, params.channel)
      if (!channel) return { ok: false, error: 'channel_not_found' }
      const { entries } = indexOf(channel)
      const inclusive = params.inclusive === 'true' || params.inclusive === '1'
      const oldest = Number(params.oldest ?? 0) || 0
      const latest = params.latest ? Number(params.latest) : Number.POSITIVE_INFINITY
      let start = firstBelow(entries, latest, inclusive)
      if (params.cursor) {
        const before = beforeOf(params.cursor)
        if (before === undefined) return { ok: false, error: 'invalid_cursor' }
        start = Math.max(start, firstBelow(entries, before, false))
      }
      const limit = pageLimit(params)
      const inWindow = (entry: { ts: number }) => (inclusive ? entry.ts >= oldest : entry.ts > oldest)
      const page: Array<Record<string, unknown>> = []
      let index = start
      while (index < entries.length && page.length < limit && inWindow(entries[index] as { ts: number })) {
        page.push((entries[index] as { message: Record<string, unknown> }).message)
        index += 1
      }
      const more = index < entries.length && inWindow(entries[index] as { ts: number })
      const last = page.at(-1)
      return {
        ok: true,
        messages: page,
        has_more: more,
        pin_count: 0,
        response_metadata: { next_cursor: more && last ? historyCursorFor(String(last.ts)) : '' },
      }
    },

    'conversations.replies': (workspace, params) => {
      const channel = channelOf(workspace, params.channel)
      if (!channel) return { ok: false, error: 'channel_not_found' }
      const thread = indexOf(channel).threads.get(params.ts ?? '')
      if (!thread) return { ok: false, error: 'thread_not_found' }
      const all = [thread.parent, ...thread.replies]
      const offset = offsetOf(params.cursor)
      if (offset < 0) return { ok: false, error: 'invalid_cursor' }
      const limit = pageLimit(params)
      const more = offset + limit < all.length
      return {
        ok: true,
        messages: all.slice(offset, offset + limit),
        has_more: more,
        response_metadata: { next_cursor: more ? cursorFor(offset + limit) : '' },
      }
    },

    // Needs chat:write; records the message (a reply when thread_ts names the thread) and gives it a ts.
    'chat.postMessage': (workspace, params) => {
      const channel = channelOf(workspace, params.channel)
      if (!channel) return { ok: false, error: 'channel_not_found' }
      if (channel.is_archived) return { ok: false, error: 'is_archived' }
      if (!params.text) return { ok: false, error: 'no_text' }
      const ts = `${Math.floor(Date.now() / 1000)}.${String(posted.length + 1).padStart(6, '0')}`
      let blocks: unknown[] | undefined
      try {
        blocks = params.blocks === undefined ? undefined : (JSON.parse(params.blocks) as unknown[])
      } catch {
        return { ok: false, error: 'invalid_blocks' }
      }
      if (blocks !== undefined && !Array.isArray(blocks)) return { ok: false, error: 'invalid_blocks' }
      posted.push({ teamId: workspace.teamId, channel: channel.id, thread_ts: params.thread_ts, text: params.text, blocks, ts })
      return { ok: true, channel: channel.id, ts, message: { type: 'message', text: params.text, ts, thread_ts: params.thread_ts } }
    },

    'users.info': (workspace, params) => {
      const user = workspace.users?.find((candidate) => candidate.id === params.user)
      if (!user) return { ok: false, error: 'user_not_found' }
      return {
        ok: true,
        user: {
          id: user.id,
          team_id: workspace.teamId,
          name: user.name,
          real_name: user.real_name ?? user.name,
          is_bot: user.is_bot ?? false,
          deleted: false,
          profile: {
            real_name: user.real_name ?? user.name,
            display_name: user.name,
            title: user.title ?? '',
            ...(user.email && { email: user.email }),
          },
        },
      }
    },
  }

  function oauthAccess(request: IncomingMessage, params: Params): FakeResponse {
    const app = options.oauth
    const credentials = basicCredentials(request) ?? { id: params.client_id ?? '', secret: params.client_secret ?? '' }
    if (!app || credentials.id !== app.clientId || credentials.secret !== app.clientSecret) {
      return { body: { ok: false, error: 'invalid_client_id' } }
    }
    const code = params.code ?? ''
    const token = app.codes[code]
    if (!token || usedCodes.has(code)) return { body: { ok: false, error: 'invalid_code' } }
    usedCodes.add(code)
    const workspace = workspaces.find((candidate) => candidate.tokens.includes(token))
    return {
      body: {
        ok: true,
        app_id: 'AFAKEAPP',
        authed_user: { id: 'UFAKEUSER', scope: 'channels:history,channels:read', access_token: token, token_type: 'user' },
        team: { id: workspace?.teamId ?? 'TUNKNOWN', name: workspace?.teamName ?? 'Unknown' },
        is_enterprise_install: false,
      },
    }
  }

  const server = createServer(async (request, response) => {
    const method = (request.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? ''
    const params = await readParams(request)
    calls.push(method)
    const { token: _token, client_secret: _secret, ...shown } = params
    requests.push({ method, params: shown })

    await held.pass(method)

    const override = queued.get(method)?.shift()
    if (override) return send(response, override)

    if (storm && (!storm.methods || storm.methods.includes(method))) {
      stormCount += 1
      if (stormCount % storm.every === 0) {
        rateLimited += 1
        return send(response, {
          status: 429,
          headers: { 'retry-after': String(storm.retryAfterSeconds) },
          body: { ok: false, error: 'ratelimited' },
        })
      }
    }

    if (method === 'oauth.v2.access') return send(response, oauthAccess(request, params))
    const handle = methods[method]
    if (!handle) return send(response, { status: 404, body: { ok: false, error: 'unknown_method' } })
    const token = bearerToken(request, params)
    if (!token) return send(response, { body: { ok: false, error: 'not_authed' } })
    if (revoked.has(token)) return send(response, { body: { ok: false, error: 'token_revoked' } })
    const workspace = workspaces.find((candidate) => candidate.tokens.includes(token))
    if (!workspace) return send(response, { body: { ok: false, error: 'invalid_auth' } })
    return send(response, { body: handle(workspace, params) })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    posted,
    requests,
    get rateLimited() {
      return rateLimited
    },
    respondOnce(method, answer) {
      queued.set(method, [...(queued.get(method) ?? []), answer])
    },
    setStorm(next) {
      storm = next
      stormCount = 0
    },
    hold: held.hold,
    postMessage(channelId, message) {
      for (const workspace of workspaces) {
        const channel = channelOf(workspace, channelId)
        if (!channel) continue
        channel.messages = [...(channel.messages ?? []), message]
        indexes.delete(channel)
      }
    },
    revokeToken(token) {
      revoked.add(token)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        held.end()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
