import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CHAT_PATH, EMBEDDINGS_PATH, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai'
import { AiIntegrationError } from '../errors'
import { createAiProvider } from '../index'
import { analyseFeedback } from '../pipeline'
import { newFeatureTitle } from '../title'
import { isSparse } from '../vectors'
import { OpenAiProvider, type OpenAiProviderOptions } from './openai'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.requests.length = 0
  fake.respondAlways(CHAT_PATH, undefined)
  fake.respondAlways(EMBEDDINGS_PATH, undefined)
})

const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
  new OpenAiProvider({ baseUrl: fake.url, apiKey: 'sk-test', model: 'fake-model', baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 2000, ...options })

async function failure(promise: Promise<unknown>): Promise<AiIntegrationError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AiIntegrationError) return error
    throw error
  }
  throw new Error('expected an AiIntegrationError')
}

describe('OpenAiProvider against a loopback fake', () => {
  it('classifies and extracts with structured JSON output', async () => {
    const ai = provider()
    const classes = await ai.classify([{ text: 'Please add dark mode' }, { text: 'The export crashes' }, { text: 'How do I log in?' }])
    expect(classes.map((c) => c.label)).toEqual(['feature_request', 'bug', 'question'])
    expect(classes[0]?.confidence).toBe(0.9)
    const request = fake.requests[0]
    expect(request?.path).toBe(CHAT_PATH)
    expect(request?.headers.authorization).toBe('Bearer sk-test')
    expect(request?.body).toMatchObject({ model: 'fake-model', temperature: 0, response_format: { type: 'json_schema', json_schema: { strict: true } } })
    const extracted = await ai.extract([{ text: 'Please add export to PDF' }])
    expect(extracted).toEqual([{ title: 'add export to PDF', request: 'Please add export to PDF' }])
  })

  it('asks the model for titles that obey the title rules and replaces one that breaks them by the local title', async () => {
    fake.respondOnce(CHAT_PATH, {
      content: JSON.stringify({
        results: [
          { index: 0, title: "We're moving our warehouse to Snowflake next month", request: "We're moving our warehouse to Snowflake next month" },
          { index: 1, title: 'Scheduled PDF reports', request: 'Can you send PDF reports every Monday?' },
        ],
      }),
    })
    const extracted = await provider().extract([
      { text: "We're moving our warehouse to Snowflake next month, any chance you can read from it directly?" },
      { text: 'Can you send PDF reports every Monday?' },
    ])
    expect(extracted.map((result) => newFeatureTitle(result))).toEqual(['Snowflake support', 'Scheduled PDF reports'])
    expect(extracted[0]?.title).toBe('')
    const body = fake.requests[0]?.body as { messages: { role: string; content: string }[] }
    const system = body.messages[0]?.content
    expect(system).toMatch(/at most 8 words/)
    expect(system).toMatch(/never a question, never starting with a pronoun/)
  })

  it('asks again once when the model answers with invalid JSON', async () => {
    fake.respondOnce(CHAT_PATH, { content: 'Sure! Here are the labels: feature_request' })
    const result = await provider().classify([{ text: 'Please add dark mode' }])
    expect(result[0]?.label).toBe('feature_request')
    expect(fake.requests).toHaveLength(2)
  })

  it('gives up with AiIntegrationError(invalid_response) when the model keeps answering badly', async () => {
    fake.respondAlways(CHAT_PATH, { content: '{"results": [{"index": 0, "label": "maybe"}]}' })
    const error = await failure(provider().classify([{ text: 'Please add dark mode' }]))
    expect(error.kind).toBe('invalid_response')
    expect(error.retryable).toBe(true)
    expect(error.message).toMatch(/does not fit the schema/)
  })

  it('retries after a 429 and succeeds', async () => {
    fake.respondOnce(CHAT_PATH, { status: 429, headers: { 'retry-after': '0' }, body: { error: { message: 'Rate limit reached' } } })
    const result = await provider().classify([{ text: 'Please add SSO' }])
    expect(result[0]?.label).toBe('feature_request')
    expect(fake.requests).toHaveLength(2)
  })

  it('throws AiIntegrationError after repeated 500s, having tried maxAttempts times', async () => {
    fake.respondAlways(CHAT_PATH, { status: 500, body: { error: { message: 'upstream exploded' } } })
    const error = await failure(provider({ maxAttempts: 3 }).classify([{ text: 'Please add SSO' }]))
    expect(error).toBeInstanceOf(AiIntegrationError)
    expect(error.kind).toBe('server_error')
    expect(error.status).toBe(500)
    expect(error.retryable).toBe(true)
    expect(error.attempts).toBe(3)
    expect(error.message).toMatch(/upstream exploded.*stays queued/)
    expect(fake.requests).toHaveLength(3)
  })

  it('times out a hanging endpoint with AbortSignal and reports it', async () => {
    fake.respondAlways(CHAT_PATH, 'hang')
    const started = Date.now()
    const error = await failure(provider({ timeoutMs: 150, maxAttempts: 2 }).classify([{ text: 'Please add SSO' }]))
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/did not answer within 150 ms/)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(fake.requests).toHaveLength(2)
  })

  it('reports an unreachable endpoint and does not retry a refused key', async () => {
    const down = new OpenAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', baseDelayMs: 1, maxAttempts: 2, timeoutMs: 1000 })
    expect((await failure(down.classify([{ text: 'x' }]))).kind).toMatch(/unavailable|timeout/)
    fake.respondOnce(CHAT_PATH, { status: 401, body: { error: { message: 'Incorrect API key' } } })
    const error = await failure(provider().classify([{ text: 'x' }]))
    expect(error.kind).toBe('rejected')
    expect(error.retryable).toBe(false)
    expect(fake.requests).toHaveLength(1)
  })

  it('falls back to json_object when the endpoint rejects json_schema', async () => {
    fake.respondOnce(CHAT_PATH, { status: 400, body: { error: { message: "response_format type 'json_schema' is not supported" } } })
    const ai = provider()
    expect((await ai.classify([{ text: 'Please add SSO' }]))[0]?.label).toBe('feature_request')
    expect(fake.requests[1]?.body).toMatchObject({ response_format: { type: 'json_object' } })
    await ai.classify([{ text: 'Please add SSO' }])
    expect(fake.requests[2]?.body).toMatchObject({ response_format: { type: 'json_object' } })
  })

  it('uses /embeddings when an embedding model is set, and local vectors when the endpoint has none', async () => {
    const ai = provider({ embeddingModel: 'fake-embedding' })
    const vectors = await ai.embed([{ text: 'export to pdf' }, { text: 'dark mode' }])
    expect(vectors.every((vector) => !isSparse(vector))).toBe(true)
    expect(ai.stableEmbeddings).toBe(true)
    fake.respondOnce(EMBEDDINGS_PATH, { status: 404, body: { error: { message: 'no such route' } } })
    const fallback = provider({ embeddingModel: 'fake-embedding' })
    const local = await fallback.embed([{ text: 'export to pdf' }])
    expect(isSparse(local[0] as Float32Array)).toBe(true)
    expect(fallback.stableEmbeddings).toBe(false)
    expect(provider().stableEmbeddings).toBe(false)
  })

  it('redacts emails, phone numbers, Slack user ids and author names before anything leaves', async () => {
    const items = [
      {
        id: 'm1',
        text: '<@U012AB3CD> Hi, Jane Doe here (jane.doe@acme.com, +1 415 555 0134). Please add SSO, Jane needs it. Ping <@W0ABCDEF12|jd>',
        author: { name: 'Jane Doe', email: 'jane.doe@acme.com' },
      },
      { id: 'm2', text: 'Would love a PDF export, call me at (555) 123-4567 — Omar Haddad', author: { name: 'Omar Haddad' } },
    ]
    const ai = provider({ embeddingModel: 'fake-embedding' })
    const result = await analyseFeedback(items, { features: [{ id: 'f1', title: 'SSO', mentionTexts: ['asked by bob@corp.io'] }], themes: [] }, ai)
    expect(result.provider).toBe('openai')
    expect(result.mentions.length).toBeGreaterThan(0)
    const sent = fake.requests.map((request) => request.raw).join('\n')
    expect(fake.requests.some((request) => request.path === EMBEDDINGS_PATH)).toBe(true)
    const secrets = ['Jane', 'Doe', 'jane.doe', 'acme.com', '415 555', '555) 123', 'U012AB3CD', 'W0ABCDEF12', 'Omar', 'Haddad', 'bob@corp.io']
    expect(secrets.filter((secret) => sent.includes(secret))).toEqual([])
    expect(sent).toContain('[email]')
    expect(sent).toContain('[phone]')
    expect(sent).toContain('[name]')
  })

  it('lets the pipeline fail with AiIntegrationError when the endpoint is down (the caller keeps the items queued)', async () => {
    fake.respondAlways(CHAT_PATH, { status: 503 })
    const error = await failure(analyseFeedback([{ id: 'm1', text: 'Please add SSO' }], { features: [], themes: [] }, provider({ maxAttempts: 2 })))
    expect(error.kind).toBe('server_error')
  })

  it('is picked by the settings', () => {
    expect(createAiProvider({ aiProvider: 'local', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }).name).toBe('local')
    expect(createAiProvider({ aiProvider: 'openai', aiBaseUrl: fake.url, aiApiKey: 'k', aiModel: 'm' }).name).toBe('openai')
    expect(() => createAiProvider({ aiProvider: 'openai', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined })).toThrow(AiIntegrationError)
  })
})
