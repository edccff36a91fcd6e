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

  describe('placement in themes', () => {
    const themes = [
      { name: 'Reporting and exports', description: 'Dashboards, reports, PDF and CSV exports', examples: ['Scheduled PDF reports'] },
      { name: 'Integrations', examples: ['HubSpot integration', 'Salesforce sync'] },
    ]
    const none = new Set<number>()
    // The local placement's inputs: the model's placement must not read them.
    const vectors = { similarity: () => 1, confidence: () => 1 }
    const answer = (results: unknown[]) => fake.respondOnce(CHAT_PATH, { content: JSON.stringify({ results }) })

    it('asks the model to choose one of the theme names or none, with structured output, and keeps its confidence', async () => {
      const choices = await provider().placeInThemes(
        [
          { text: 'Export dashboards to PDF reports', refused: none },
          { text: 'Connect HubSpot', refused: none },
          { text: 'Dark mode', refused: none },
        ],
        themes,
        vectors,
      )
      expect(choices).toEqual([{ theme: 0, confidence: 0.9 }, { theme: 1, confidence: 0.4 }, null])
      const body = fake.requests[0]?.body as { response_format: { json_schema: { name: string; strict: boolean; schema: unknown } } }
      expect(body.response_format.json_schema).toMatchObject({ name: 'theme_placement', strict: true })
      const item = (body.response_format.json_schema.schema as { properties: { results: { items: { properties: { theme: unknown } } } } })
        .properties.results.items.properties.theme
      expect(item).toEqual({ type: ['string', 'null'], enum: ['Reporting and exports', 'Integrations', null] })
    })

    it('reads an unknown theme name, a missing item and a refused theme as no choice, and names in any case', async () => {
      answer([
        { index: 0, theme: 'Billing', confidence: 0.95 },
        { index: 2, theme: 'integrations ', confidence: 0.8 },
        { index: 3, theme: 'Integrations', confidence: 0.9 },
      ])
      const choices = await provider().placeInThemes(
        [
          { text: 'Invoices in euros', refused: none },
          { text: 'Export to CSV', refused: none },
          { text: 'Sync with Salesforce', refused: none },
          { text: 'Sync with Pipedrive', refused: new Set([1]) },
        ],
        themes,
        vectors,
      )
      expect(choices).toEqual([null, null, { theme: 1, confidence: 0.8 }, null])
      const user = JSON.parse((fake.requests[0]!.body as { messages: { content: string }[] }).messages[1]!.content) as {
        features: { index: number; not?: string[] }[]
      }
      expect(user.features[3]).toMatchObject({ index: 3, not: ['Integrations'] })
      expect(user.features[0]).not.toHaveProperty('not')
    })

    it('asks again once on an answer that is not JSON or does not fit, then fails with invalid_response', async () => {
      fake.respondOnce(CHAT_PATH, { content: 'The first one goes in Integrations.' })
      const features = [{ text: 'Sync deals with HubSpot', refused: none }]
      expect(await provider().placeInThemes(features, themes, vectors)).toEqual([{ theme: 1, confidence: 0.9 }])
      expect(fake.requests).toHaveLength(2)
      fake.respondAlways(CHAT_PATH, { content: JSON.stringify({ results: [{ index: 0, theme: 'Integrations', confidence: 7 }] }) })
      const error = await failure(provider().placeInThemes(features, themes, vectors))
      expect(error.kind).toBe('invalid_response')
    })

    it('sends nothing without themes, and batches the features', async () => {
      expect(await provider().placeInThemes([{ text: 'Dark mode', refused: none }], [], vectors)).toEqual([null])
      expect(fake.requests).toHaveLength(0)
      const features = Array.from({ length: 5 }, (_, i) => ({ text: `Export report number ${i} to PDF`, refused: none }))
      const choices = await provider({ batchSize: 2 }).placeInThemes(features, themes, vectors)
      expect(choices.map((choice) => choice?.theme)).toEqual([0, 0, 0, 0, 0])
      expect(fake.requests).toHaveLength(3)
    })

    it('places through the pipeline by the model, redacting the feature texts and the theme names', async () => {
      const items = [{ id: 'm1', text: 'Please add PDF export of dashboards for Priya Raman, priya@acme.com', author: { name: 'Priya Raman' } }]
      const existing = {
        features: [{ id: 'f1', title: 'Salesforce sync', themeId: 't-int' }],
        themes: [
          { id: 't-int', name: 'Integrations' },
          { id: 't-rep', name: 'Reporting for Priya', description: 'PDF exports, dashboards and reports' },
        ],
      }
      const result = await analyseFeedback(items, existing, provider())
      expect(result.themePlacements).toEqual([
        { feature: { kind: 'new', key: 'new:m1' }, themeId: 't-rep', similarity: expect.any(Number), confidence: 0.9 },
      ])
      const placing = fake.requests.find((request) => request.raw.includes('theme_placement'))
      expect(placing).toBeDefined()
      expect(placing?.raw).toContain('Reporting for [name]')
      expect(placing?.raw).toContain('Salesforce sync')
      const sent = fake.requests.map((request) => request.raw).join('\n')
      expect(['Priya', 'Raman', 'acme.com'].filter((secret) => sent.includes(secret))).toEqual([])
    })
  })

  describe('preview of what would be sent', () => {
    it('shows the redacted requests classification and extraction would send, and sends nothing', () => {
      const ai = provider({ embeddingModel: 'fake-embedding', batchSize: 1 })
      const { texts, requests } = ai.previewRequests([
        { text: 'Jane Doe here, jane@acme.com: please add SSO', names: ['Jane Doe'] },
        { text: 'Call +1 415 555 0134 about the PDF export' },
      ])
      expect(fake.requests).toHaveLength(0)
      expect(texts).toEqual(['[name] here, [email]: please add SSO', 'Call [phone] about the PDF export'])
      expect(requests.map((request) => [request.purpose, request.url])).toEqual([
        ['classify', `${fake.url}/chat/completions`],
        ['extract', `${fake.url}/chat/completions`],
        ['classify', `${fake.url}/chat/completions`],
        ['extract', `${fake.url}/chat/completions`],
        ['embed', `${fake.url}/embeddings`],
        ['name', `${fake.url}/chat/completions`],
      ])
      const text = JSON.stringify(requests)
      expect(['Jane', 'Doe', 'jane@', '415 555', 'sk-test'].filter((secret) => text.includes(secret))).toEqual([])
      expect(text).toContain('[name] here, [email]: please add SSO')
      expect(requests[4]?.body).toEqual({ model: 'fake-embedding', input: ['[name] here, [email]: please add SSO', 'Call [phone] about the PDF export'] })
    })

    it('is exactly what a call then sends', async () => {
      const ai = provider()
      const inputs = [{ text: 'Omar Haddad asks: please add dark mode', names: ['Omar Haddad'] }]
      const themes = [{ name: 'Appearance', description: 'How Omar Haddad sees it', examples: ['Custom colours'] }]
      const [classify, , place, name] = ai.previewRequests(inputs, themes).requests
      expect([place?.purpose, name?.purpose]).toEqual(['place', 'name'])
      await ai.classify(inputs)
      const placement = { similarity: () => 0, confidence: () => 0 }
      await ai.placeInThemes(inputs.map((input) => ({ ...input, refused: new Set<number>() })), themes, placement)
      await ai.nameClusters([inputs])
      expect(fake.requests.map((request) => request.body)).toEqual([classify?.body, place?.body, name?.body])
    })

    it('is empty for the local provider: nothing leaves the machine', () => {
      expect(createAiProvider({ aiProvider: 'local', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }).previewRequests([{ text: 'x' }])).toEqual({ texts: [], requests: [] })
    })
  })

  it('is picked by the settings', () => {
    expect(createAiProvider({ aiProvider: 'local', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }).name).toBe('local')
    expect(createAiProvider({ aiProvider: 'openai', aiBaseUrl: fake.url, aiApiKey: 'k', aiModel: 'm' }).name).toBe('openai')
    expect(() => createAiProvider({ aiProvider: 'openai', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined })).toThrow(AiIntegrationError)
  })
})
