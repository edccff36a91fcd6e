import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Socket } from 'node:net'

/**
 * A loopback stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions and /v1/embeddings) on
 * 127.0.0.1 and a free port, for tests of the OpenAI provider. It records every request it receives (to prove what
 * leaves the machine) and answers like a small, obedient model: classification by keywords, titles from the first
 * words, theme names, theme placement by shared words, and deterministic hashed embeddings. `respondOnce` queues special answers: an HTTP status,
 * raw text that is not JSON, a chat message whose content is not JSON, or 'hang' (never answers).
 */

export interface RecordedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: unknown
  /** The raw body as received. */
  raw: string
}

export type FakeReply =
  | 'hang'
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { content: string }
  | { raw: string; status?: number }

export interface FakeOpenAi {
  /** Base URL to configure, ending in /v1. */
  url: string
  requests: RecordedRequest[]
  /** The next request to `path` ('/v1/chat/completions' or '/v1/embeddings') gets `reply`. Queued in order. */
  respondOnce(path: string, reply: FakeReply): void
  /** Every request to `path` gets `reply` until cleared with `respondAlways(path, undefined)`. */
  respondAlways(path: string, reply: FakeReply | undefined): void
  close(): Promise<void>
}

export const CHAT_PATH = '/v1/chat/completions'
export const EMBEDDINGS_PATH = '/v1/embeddings'
const EMBEDDING_DIM = 32

interface ChatBody {
  messages?: { role: string; content: string }[]
}

function classify(text: string): { label: string; confidence: number } {
  if (/\b(?:add|would love|please|could you|wish|support for|feature)\b/i.test(text)) return { label: 'feature_request', confidence: 0.9 }
  if (/\b(?:crash\w*|error|broken|fails?|bug)\b/i.test(text)) return { label: 'bug', confidence: 0.85 }
  if (/\?\s*$/.test(text)) return { label: 'question', confidence: 0.8 }
  if (/\b(?:thanks|love|great)\b/i.test(text)) return { label: 'praise', confidence: 0.8 }
  return { label: 'other', confidence: 0.6 }
}

interface PlacementQuestion {
  themes: { name: string; description?: string; examples: string[] }[]
  features: { index: number; text: string; not?: string[] }[]
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? [])

/** Each feature in the theme whose name, description and examples share most words with it: 2 words or more 0.9, one 0.4. */
function placement({ themes, features }: PlacementQuestion): unknown {
  return {
    results: features.map((feature) => {
      const words = wordsOf(feature.text)
      let best: { name: string; shared: number } | null = null
      for (const theme of themes) {
        if (feature.not?.includes(theme.name)) continue
        const themeWords = wordsOf([theme.name, theme.description ?? '', ...theme.examples].join(' '))
        const shared = [...words].filter((word) => themeWords.has(word)).length
        if (shared > 0 && (!best || shared > best.shared)) best = { name: theme.name, shared }
      }
      return { index: feature.index, theme: best?.name ?? null, confidence: best ? (best.shared >= 2 ? 0.9 : 0.4) : 0 }
    }),
  }
}

/** What the fake "model" says to a chat request of the OpenAI provider. */
function modelAnswer(body: ChatBody): unknown {
  const system = body.messages?.find((message) => message.role === 'system')?.content ?? ''
  const user = body.messages?.find((message) => message.role === 'user')?.content ?? '[]'
  if (/place product features in a team's themes/i.test(system)) return placement(JSON.parse(user) as PlacementQuestion)
  const items = JSON.parse(user) as { index: number; text?: string; titles?: string[] }[]
  if (/sort customer feedback/i.test(system)) {
    return { results: items.map((item) => ({ index: item.index, ...classify(item.text ?? '') })) }
  }
  if (/asks for a product feature/i.test(system)) {
    return {
      results: items.map((item) => {
        const words = (item.text ?? '').replace(/[?.!]+$/, '').split(/\s+/)
        return { index: item.index, request: item.text ?? '', title: words.slice(-4).join(' ') }
      }),
    }
  }
  if (/Name every group/i.test(system)) return { results: items.map((item) => ({ index: item.index, name: `Theme ${item.index + 1}` })) }
  return { results: [] }
}

/** A deterministic unit vector from the words of a text (so similar texts get similar vectors). */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIM).fill(0)
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 2166136261
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619)
    vector[(h >>> 0) % EMBEDDING_DIM] = (vector[(h >>> 0) % EMBEDDING_DIM] as number) + 1
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1
  return vector.map((value) => value / norm)
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model: 'fake',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  }
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = []
  const queued = new Map<string, FakeReply[]>()
  const always = new Map<string, FakeReply>()
  const sockets = new Set<Socket>()

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const path = (request.url ?? '').split('?')[0] ?? ''
      let body: unknown
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        body = undefined
      }
      requests.push({ path, headers: request.headers, body, raw })
      const reply = queued.get(path)?.shift() ?? always.get(path)
      if (reply === 'hang') return // keep the connection open and say nothing
      if (reply && 'status' in reply && !('raw' in reply)) return send(response, reply.status, reply.body ?? { error: { message: `fake ${reply.status}` } }, reply.headers)
      if (reply && 'raw' in reply) {
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
        return response.end(reply.raw)
      }
      if (path === CHAT_PATH) {
        if (reply && 'content' in reply) return send(response, 200, chatCompletion(reply.content))
        try {
          return send(response, 200, chatCompletion(JSON.stringify(modelAnswer(body as ChatBody))))
        } catch {
          return send(response, 400, { error: { message: 'fake: could not read the messages' } })
        }
      }
      if (path === EMBEDDINGS_PATH) {
        const input = (body as { input?: string[] } | undefined)?.input ?? []
        return send(response, 200, {
          object: 'list',
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
          model: 'fake-embedding',
        })
      }
      send(response, 404, { error: { message: `fake: no route ${path}` } })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respondOnce(path, reply) {
      queued.set(path, [...(queued.get(path) ?? []), reply])
    },
    respondAlways(path, reply) {
      if (reply === undefined) always.delete(path)
      else always.set(path, reply)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
