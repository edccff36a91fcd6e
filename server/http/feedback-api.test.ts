import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS_OFF, RateLimitDetail } from '../../api/rate-limits'
import { buildPath, routes } from '../../api/routes'
import { ApiKeyDetail, type ApiKey, type ApiKeyList, type CreatedApiKey } from '../../api/schemas/api-keys'
import type { FeatureDetail, FeatureList } from '../../api/schemas/features'
import {
  FEEDBACK_BODY_MAX_BYTES,
  FEEDBACK_TEXT_MAX,
  type FeedbackIngestResponse,
  type FeedbackItemInput,
  MAX_FEEDBACK_ITEMS_PER_CALL,
} from '../../api/schemas/feedback-api'
import { apiKeys, feedback } from '../db/schema'
import { registerAndLogin, registerCompanyOfTwo, type TestAccount } from '../testing/accounts'
import { waitUntilAnalysed } from '../testing/analysis'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp
let admin: TestAccount
let member: TestAccount

beforeAll(async () => {
  testApp = await createTestApp()
  ;[admin, member] = await registerCompanyOfTwo(testApp.app)
})
afterAll(() => testApp.close())

const inject = (options: InjectOptions) => testApp.app.inject(options)

async function createKey(owner: TestAccount, name = 'Zapier'): Promise<CreatedApiKey> {
  const response = await inject({ method: 'POST', url: routes.createApiKey.path, headers: owner.headers, payload: { name } })
  expect(response.statusCode).toBe(201)
  return response.json<CreatedApiKey>()
}

async function listKeys(owner: TestAccount): Promise<ApiKey[]> {
  const response = await inject({ method: 'GET', url: routes.listApiKeys.path, headers: owner.headers })
  expect(response.statusCode).toBe(200)
  return response.json<ApiKeyList>().items
}

const send = (key: string, payload: unknown) =>
  inject({
    method: 'POST',
    url: routes.ingestFeedback.path,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

async function ingest(key: string, payload: unknown): Promise<FeedbackIngestResponse> {
  const response = await send(key, payload)
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 })
  return response.json<FeedbackIngestResponse>()
}

let serial = 0
/** An item with an external id no other test uses. */
function item(overrides: Partial<FeedbackItemInput> = {}): FeedbackItemInput {
  serial += 1
  return { external_id: `ticket-${Date.now()}-${serial}`, text: `Please add export to PDF (${serial}).`, ...overrides }
}

const storedOf = (companyId: string) =>
  testApp.database.db.select().from(feedback).where(and(eq(feedback.companyId, companyId), eq(feedback.source, 'api')))

describe('API keys', () => {
  it('an admin creates a key, shown once and stored only as its SHA-256; the list never shows it again', async () => {
    const created = await createKey(admin, '  Zapier: Typeform  ')
    expect(created.key).toMatch(/^hwk_[A-Za-z0-9_-]{43}$/)
    expect(created).toMatchObject({
      name: 'Zapier: Typeform',
      prefix: created.key.slice(0, 10),
      scope: 'feedback:write',
      created_by_name: 'Ada Lovelace',
      last_used_at: null,
      revoked_at: null,
    })
    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(created.key)
    const listed = (await listKeys(admin)).find((key) => key.id === created.id)
    expect(listed).toEqual({ ...created, key: undefined })
    expect(listed).not.toHaveProperty('key')
  })

  it('is managed by owners and admins only: a member is refused with the sentence naming the role', async () => {
    const key = await createKey(admin)
    const detail = 'Managing API keys needs the owner or admin role. Ask an admin of this workspace.'
    for (const request of [
      { method: 'GET' as const, url: routes.listApiKeys.path },
      { method: 'POST' as const, url: routes.createApiKey.path, payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: buildPath(routes.revokeApiKey.path, { id: key.id }) },
    ]) {
      const response = await inject({ ...request, headers: member.headers })
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { detail } })
    }
  })

  it('refuses a blank name with a sentence', async () => {
    const response = await inject({ method: 'POST', url: routes.createApiKey.path, headers: admin.headers, payload: { name: ' ' } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'Give the key a name, e.g. the tool that will use it.' })
  })

  it('revokes a key: its calls answer 401 from then on, and the list shows when it was revoked', async () => {
    const key = await createKey(admin, 'Old n8n')
    expect((await ingest(key.key, item())).stored).toHaveLength(1)
    const revoked = await inject({ method: 'DELETE', url: buildPath(routes.revokeApiKey.path, { id: key.id }), headers: admin.headers })
    expect(revoked.statusCode).toBe(204)
    const refused = await send(key.key, item())
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 401, body: { detail: ApiKeyDetail.invalid } })
    const keys = await listKeys(admin)
    const listed = keys.find((candidate) => candidate.id === key.id)
    expect(listed?.revoked_at).not.toBeNull()
    expect(listed?.last_used_at).not.toBeNull()
    // Live keys first.
    expect(keys.findIndex((candidate) => candidate.revoked_at !== null)).toBeGreaterThan(
      keys.findLastIndex((candidate) => candidate.revoked_at === null),
    )
    const again = await inject({ method: 'DELETE', url: buildPath(routes.revokeApiKey.path, { id: key.id }), headers: admin.headers })
    expect(again.statusCode).toBe(204)
  })

  it('answers 404 for a key that does not exist', async () => {
    const response = await inject({
      method: 'DELETE',
      url: buildPath(routes.revokeApiKey.path, { id: '0b5e1c9a-2d3f-4a6b-8c7d-9e0f1a2b3c4d' }),
      headers: admin.headers,
    })
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { detail: ApiKeyDetail.notFound } })
  })
})

describe('POST /api/v1/feedback', () => {
  let key: CreatedApiKey
  beforeAll(async () => {
    key = await createKey(admin, 'Feedback tests')
  })

  it('stores one item with its author, company, time, source label and URL, as feedback of source api', async () => {
    const one = item({
      text: '  We need SSO with Okta before we can roll out.  ',
      author_name: 'Dana Reyes',
      author_email: 'Dana@Globex.com',
      created_at: '2026-03-04T09:30:00Z',
      source_label: 'Typeform',
      url: 'https://globex.example/t/4812',
    })
    const answer = await ingest(key.key, one)
    expect(answer.refused).toEqual([])
    expect(answer.already_stored).toEqual([])
    expect(answer.stored).toEqual([{ index: 0, external_id: one.external_id, id: expect.any(String) }])
    const [row] = await testApp.database.db.select().from(feedback).where(eq(feedback.id, answer.stored[0]!.id))
    expect(row).toMatchObject({
      companyId: admin.user.company_id,
      source: 'api',
      externalId: one.external_id,
      text: 'We need SSO with Okta before we can roll out.',
      authorName: 'Dana Reyes',
      authorId: 'dana@globex.com',
      authorEmailDomain: 'globex.com',
      authorCompany: 'Globex',
      channelName: 'Typeform',
      permalink: 'https://globex.example/t/4812',
      postedAt: new Date('2026-03-04T09:30:00Z'),
    })
  })

  it('prefers the customer company given to the one read from the email domain', async () => {
    const answer = await ingest(key.key, item({ author_email: 'li@initech.io', customer_company: 'Initech Europe' }))
    const [row] = await testApp.database.db.select().from(feedback).where(eq(feedback.id, answer.stored[0]!.id))
    expect(row?.authorCompany).toBe('Initech Europe')
  })

  it('stores a batch, and a batch sent again stores nothing twice (also an id repeated inside one batch)', async () => {
    const batch = [item(), item(), item()]
    const first = await ingest(key.key, { items: [...batch, { ...batch[0], text: 'The same id again.' }] })
    expect(first.stored.map(({ index }) => index)).toEqual([0, 1, 2])
    expect(first.already_stored).toEqual([{ index: 3, external_id: batch[0]!.external_id, id: first.stored[0]!.id }])
    const before = (await storedOf(admin.user.company_id)).length
    const again = await ingest(key.key, { items: batch })
    expect(again.stored).toEqual([])
    expect(again.already_stored).toEqual(first.stored)
    expect((await storedOf(admin.user.company_id)).length).toBe(before)
  })

  it('refuses each bad item with its index and a sentence, and stores the others', async () => {
    const good = item()
    const answer = await ingest(key.key, {
      items: [
        { external_id: 'no-text' },
        good,
        { text: 'No id.' },
        item({ text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }),
        item({ author_email: 'not an email' }),
        item({ created_at: 'yesterday' }),
        item({ url: 'javascript:alert(1)' }),
        'just text',
        item({ text: 'Bad \u0000 character.' }),
      ],
    })
    expect(answer.stored).toEqual([{ index: 1, external_id: good.external_id, id: expect.any(String) }])
    expect(answer.refused).toEqual([
      { index: 0, reason: 'The text is required.' },
      { index: 2, reason: 'The external id is required.' },
      { index: 3, reason: `The text must be at most ${FEEDBACK_TEXT_MAX} characters.` },
      { index: 4, reason: 'The author email is not a valid email address.' },
      { index: 5, reason: 'The created time must be an ISO 8601 date and time, e.g. 2026-03-04T09:30:00Z.' },
      { index: 6, reason: 'The URL must be an http or https address.' },
      { index: 7, reason: 'Each item must be a JSON object with at least text and external_id.' },
      { index: 8, reason: 'The text must not contain NUL characters or unpaired surrogates.' },
    ])
  })

  it(`refuses more than ${MAX_FEEDBACK_ITEMS_PER_CALL} items, and a body over the cap, whole and with a sentence`, async () => {
    const before = (await storedOf(admin.user.company_id)).length
    const many = await send(key.key, { items: Array.from({ length: MAX_FEEDBACK_ITEMS_PER_CALL + 1 }, () => item()) })
    expect({ status: many.statusCode, body: many.json() }).toEqual({
      status: 422,
      body: { detail: 'items can hold up to 1000 feedback items a call; send the rest in another call.' },
    })
    const huge = await send(key.key, { items: [item({ text: 'x'.repeat(FEEDBACK_BODY_MAX_BYTES) })] })
    expect({ status: huge.statusCode, body: huge.json() }).toEqual({ status: 413, body: { detail: 'The request body is too large: this call takes at most 8 MB.' } })
    const empty = await send(key.key, { items: [] })
    expect(empty.json()).toEqual({ detail: 'items must hold at least one feedback item.' })
    expect((await storedOf(admin.user.company_id)).length).toBe(before)
  })

  it('takes only an API key: none, an unknown one and a person’s sign-in token answer 401 with a sentence', async () => {
    const none = await inject({ method: 'POST', url: routes.ingestFeedback.path, payload: item() })
    expect({ status: none.statusCode, body: none.json() }).toEqual({ status: 401, body: { detail: ApiKeyDetail.missing } })
    for (const wrong of [`hwk_${'A'.repeat(43)}`, admin.tokens.access_token]) {
      const response = await send(wrong, item())
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { detail: ApiKeyDetail.invalid } })
    }
  })

  it('writes only into the key’s own company: the same external id elsewhere is another item', async () => {
    const other = await registerAndLogin(testApp.app)
    const otherKey = await createKey(other)
    const shared = item()
    const mine = await ingest(key.key, shared)
    const theirs = await ingest(otherKey.key, shared)
    expect(theirs.stored).toHaveLength(1)
    expect(theirs.stored[0]!.id).not.toBe(mine.stored[0]!.id)
    expect((await storedOf(other.user.company_id)).map((row) => row.externalId)).toEqual([shared.external_id])
    expect((await listKeys(admin)).map(({ id }) => id)).not.toContain(otherKey.id)
    expect((await listKeys(other)).map(({ id }) => id)).toEqual([otherKey.id])
    const revoke = await inject({ method: 'DELETE', url: buildPath(routes.revokeApiKey.path, { id: otherKey.id }), headers: admin.headers })
    expect(revoke.statusCode).toBe(404)
  })

  it('sends the items through the analysis: a request becomes a feature quoting it, marked as from the API', async () => {
    const company = await registerAndLogin(testApp.app)
    const companyKey = await createKey(company)
    const texts = [
      'We really need a dark mode for the dashboard, our team works at night.',
      'Please add dark mode to the dashboard, the white screen hurts at night.',
      'Could you add a dark theme for the dashboard? Working late is painful.',
    ]
    await ingest(companyKey.key, { items: texts.map((text) => item({ text, author_name: 'Sam Ortiz', source_label: 'Intercom' })) })
    await waitUntilAnalysed(testApp.database.db, company.user.company_id)
    const list = await inject({ method: 'GET', url: routes.listFeatures.path, headers: company.headers })
    const [feature] = list.json<FeatureList>().items
    expect(feature?.source).toBe('api')
    const detail = await inject({ method: 'GET', url: buildPath(routes.getFeature.path, { id: feature!.id }), headers: company.headers })
    const quotes = detail.json<FeatureDetail>().recent_feedback
    expect(quotes.length).toBeGreaterThan(0)
    expect(quotes.every((quote) => quote.source === 'api' && quote.author === 'Sam Ortiz')).toBe(true)
    const bySource = async (source: string) =>
      (await inject({ method: 'GET', url: `${routes.listFeatures.path}?source=${source}`, headers: company.headers }))
        .json<FeatureList>()
        .items.map(({ id }) => id)
    expect(await bySource('api')).toContain(feature!.id)
    expect(await bySource('slack')).toEqual([])
  })
})

describe('the API document', () => {
  it('marks the feedback API as taking an API key and shows its curl, Zapier and n8n examples', async () => {
    const document = (await inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; 'x-codeSamples'?: Array<{ label: string }> }>>
    }>()
    const operation = document.paths['/api/v1/feedback']?.post
    expect(operation?.security).toEqual([{ apiKey: [] }])
    expect(operation?.['x-codeSamples']?.map(({ label }) => label)).toEqual(['curl', 'Zapier', 'n8n'])
    const page = (await inject({ method: 'GET', url: '/api/docs' })).body
    expect(page).toContain('Needs <code>Authorization: Bearer &lt;API key&gt;</code>.')
    for (const label of ['curl', 'Zapier', 'n8n']) expect(page).toContain(`<h4>Example: ${label}</h4>`)
  })
})

describe('the feedback API’s rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { ...RATE_LIMITS_OFF, feedbackApiPerMinute: 2 } })
  })
  afterAll(() => limited.close())

  it('refuses the call past the limit of its key with a sentence and Retry-After; another key goes on', async () => {
    const owner = await registerAndLogin(limited.app)
    const make = async () => {
      const response = await limited.app.inject({ method: 'POST', url: routes.createApiKey.path, headers: owner.headers, payload: { name: 'k' } })
      return response.json<CreatedApiKey>().key
    }
    const [first, second] = [await make(), await make()]
    const call = (apiKey: string) =>
      limited.app.inject({ method: 'POST', url: routes.ingestFeedback.path, headers: { authorization: `Bearer ${apiKey}` }, payload: item() })
    expect((await call(first)).statusCode).toBe(200)
    expect((await call(first)).statusCode).toBe(200)
    const refused = await call(first)
    expect(refused.statusCode).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ detail: RateLimitDetail.tooManyFeedbackCalls(seconds) })
    expect((await call(second)).statusCode).toBe(200)
  })
})
