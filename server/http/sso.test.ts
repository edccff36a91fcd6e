import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tokens, User } from '../../api/schemas/auth'
import type { AppConfig } from '../../api/schemas/config'
import type { SsoProvider, SsoSettings, SsoStart } from '../../api/schemas/sso'
import { SsoDetail } from '../../api/sso'
import { ErrorDetail } from '../../api/schemas/error'
import { auditEvents, companySso, passwordResetTokens, users } from '../db/schema'
import { decryptSecret, deriveKey } from '../secrets'
import { login, registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeOidc, startFakeOidc } from '../testing/fake-oidc'
import { createTestApp, type TestApp } from '../testing/test-app'

const REDIRECT_URI = 'http://headway.test/app/sso/callback'
const ACME_CLIENT = { clientId: 'headway-acme', clientSecret: 'acme-client-secret-0123456789', redirectUris: [REDIRECT_URI] }
const GOOGLE_CLIENT = { clientId: 'headway-google', clientSecret: 'google-client-secret-0123', redirectUris: [REDIRECT_URI] }

let testApp: TestApp
let fake: FakeOidc
let ada: TestAccount // the owner of Acme
let bob: TestAccount // a member of Acme
let domain: string

const inject = (options: InjectOptions) => testApp.app.inject(options)

async function verify(email: string) {
  await testApp.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email))
}

beforeAll(async () => {
  fake = await startFakeOidc({ clients: [ACME_CLIENT, GOOGLE_CLIENT] })
  testApp = await createTestApp({
    googleSigninClientId: GOOGLE_CLIENT.clientId,
    googleSigninClientSecret: GOOGLE_CLIENT.clientSecret,
    googleSigninIssuer: fake.issuer,
  })
  ada = await registerAndLogin(testApp.app)
  domain = ada.user.email.split('@')[1] ?? ''
  bob = await registerAndLogin(testApp.app, { email: `bob@${domain}`, first_name: 'Bob', company_name: ada.user.company_name })
  // Joining rules are another part's business: make Bob a member of Acme whatever they say.
  await testApp.database.db
    .update(users)
    .set({ companyId: ada.user.company_id, role: 'member' })
    .where(eq(users.id, bob.user.id))
  for (const [sub, email, extra] of [
    ['ada', ada.user.email, {}],
    ['bob', `bob@${domain}`, {}],
    ['carol', `carol@${domain}`, { givenName: 'Carol', familyName: 'Shaw' }],
    ['dave', `dave@${domain}`, { emailVerified: false }],
    ['stranger', 'someone@elsewhere.test', {}],
  ] as const) {
    fake.addAccount({ sub, email, ...extra })
  }
})
afterAll(async () => {
  await testApp?.close()
  await fake?.close()
})

const settings = { issuer: '', client_id: ACME_CLIENT.clientId, client_secret: ACME_CLIENT.clientSecret, sso_required: false }
const putSso = (account: TestAccount, body: Record<string, unknown>) =>
  inject({ method: 'PUT', url: '/api/v1/workspace/sso', headers: account.headers, payload: body })
const getSso = (account: TestAccount) => inject({ method: 'GET', url: '/api/v1/workspace/sso', headers: account.headers })

async function setUpAcme(extra: Record<string, unknown> = {}): Promise<SsoProvider> {
  const response = await putSso(ada, { ...settings, issuer: fake.issuer, domain, ...extra })
  expect(response.statusCode).toBe(200)
  return response.json<SsoProvider>()
}

async function start(query: Record<string, string>): Promise<URL> {
  const response = await inject({ method: 'GET', url: `/api/v1/auth/sso/start?${new URLSearchParams(query)}` })
  expect(response.statusCode).toBe(200)
  return new URL(response.json<SsoStart>().authorize_url)
}

/** Signs in at the fake provider (as `as`, else the login hint) and answers what it sent back to the callback. */
async function signIn(authorizeUrl: URL, as?: string) {
  fake.signInAs(as)
  const back = await fake.authorize(authorizeUrl.href)
  expect(back.origin + back.pathname).toBe(REDIRECT_URI)
  const code = back.searchParams.get('code')
  expect(code).toBeTruthy()
  return { code: code ?? '', state: back.searchParams.get('state') ?? '', iss: back.searchParams.get('iss') ?? undefined }
}

const exchange = (callback: { code: string; state: string; iss?: string }) =>
  inject({ method: 'POST', url: '/api/v1/auth/sso/exchange', payload: callback })

async function me(tokens: Tokens): Promise<User> {
  const response = await inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${tokens.access_token}` } })
  expect(response.statusCode).toBe(200)
  return response.json<User>()
}

describe('the single sign-on settings', () => {
  it('are for owners only: whoever controls the provider can sign in as anyone of the domain', async () => {
    for (const request of [
      () => getSso(bob),
      () => putSso(bob, { ...settings, issuer: fake.issuer, domain }),
      () => inject({ method: 'DELETE', url: '/api/v1/workspace/sso', headers: bob.headers }),
    ]) {
      const response = await request()
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        detail: 'Changing the single sign-on settings needs the owner role. Ask the owner of this workspace.',
      })
    }
    expect((await inject({ method: 'GET', url: '/api/v1/workspace/sso' })).statusCode).toBe(401)
  })

  it('start empty', async () => {
    expect((await getSso(ada)).json()).toEqual({ provider: null })
  })

  it('need the domain proven by a verified owner or admin address, and never a free-mail domain', async () => {
    const unproven = await putSso(ada, { ...settings, issuer: fake.issuer, domain })
    expect(unproven.statusCode).toBe(400)
    expect(unproven.json()).toEqual({ detail: SsoDetail.domainUnproven(domain) })
    await verify(ada.user.email)
    const freeMail = await putSso(ada, { ...settings, issuer: fake.issuer, domain: 'gmail.com' })
    expect(freeMail.statusCode).toBe(400)
    expect(freeMail.json()).toEqual({ detail: 'gmail.com is a free email provider: anyone can get an address there.' })
    const elsewhere = await putSso(ada, { ...settings, issuer: fake.issuer, domain: 'elsewhere.test' })
    expect(elsewhere.json()).toEqual({ detail: SsoDetail.domainUnproven('elsewhere.test') })
  })

  it('check the issuer by OpenID Connect discovery before saving', async () => {
    const plainHttp = await putSso(ada, { ...settings, issuer: 'http://sso.example.com', domain })
    expect(plainHttp.statusCode).toBe(422)
    expect(plainHttp.json()).toEqual({ detail: 'The issuer URL must start with https://.' })
    const unreachable = await putSso(ada, { ...settings, issuer: 'http://127.0.0.1:9', domain })
    expect(unreachable.statusCode).toBe(502)
    expect(unreachable.json()).toEqual({ detail: SsoDetail.issuerUnreachable('http://127.0.0.1:9') })
    const notOidc = await putSso(ada, { ...settings, issuer: `${fake.issuer}/not-an-issuer`, domain })
    expect(notOidc.statusCode).toBe(400)
    expect(notOidc.json()).toEqual({ detail: SsoDetail.notOidc(`${fake.issuer}/not-an-issuer`) })
    expect((await getSso(ada)).json()).toEqual({ provider: null })
  })

  it('keep the client secret encrypted and never send it back', async () => {
    const missingSecret = await putSso(ada, { issuer: fake.issuer, client_id: ACME_CLIENT.clientId, domain })
    expect(missingSecret.json()).toEqual({ detail: SsoDetail.secretRequired })
    const saved = await setUpAcme({ domain: ` @${domain.toUpperCase()} ` })
    expect(saved).toEqual({
      issuer: fake.issuer,
      client_id: ACME_CLIENT.clientId,
      has_secret: true,
      domain,
      sso_required: false,
      updated_at: expect.any(String),
    })
    const read = await getSso(ada)
    expect(read.json<SsoSettings>().provider).toEqual(saved)
    expect(read.body).not.toContain(ACME_CLIENT.clientSecret)
    const [row] = await testApp.database.db.select().from(companySso).where(eq(companySso.companyId, ada.user.company_id))
    expect(row?.clientSecretCiphertext).not.toContain(ACME_CLIENT.clientSecret)
    const key = deriveKey(testApp.config.secretKey, 'secret-encryption')
    expect(decryptSecret(key, row?.clientSecretCiphertext ?? '')).toBe(ACME_CLIENT.clientSecret)
    // Saved again without a secret: the stored one is kept.
    expect((await putSso(ada, { issuer: fake.issuer, client_id: ACME_CLIENT.clientId, domain })).json()).toMatchObject({
      has_secret: true,
    })
  })

  it('give one domain to one workspace', async () => {
    const other = await registerAndLogin(testApp.app, { email: `owner@${domain}` })
    await verify(other.user.email)
    const taken = await putSso(other, { ...settings, issuer: fake.issuer, domain })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ detail: SsoDetail.domainTaken(domain) })
    // The workspace's provider cannot sign in an account of its domain that lives in another workspace.
    fake.addAccount({ sub: 'other-owner', email: other.user.email })
    const refused = await exchange(await signIn(await start({ email: other.user.email })))
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: SsoDetail.otherWorkspace })
  })
})

describe('signing in with the company provider', () => {
  it('sends the person to the provider with PKCE (S256), a nonce, a state and the email as login hint', async () => {
    const url = await start({ email: `Carol@${domain}` })
    expect(url.origin).toBe(fake.issuer)
    expect(url.searchParams.get('client_id')).toBe(ACME_CLIENT.clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('login_hint')).toBe(`carol@${domain}`)
    expect(url.searchParams.get('scope')).toBe('openid email profile')
  })

  it('creates a new person of the domain as a verified member of the company, once per state', async () => {
    const callback = await signIn(await start({ email: `carol@${domain}` }))
    const response = await exchange(callback)
    expect(response.statusCode).toBe(200)
    const tokens = response.json<Tokens>()
    expect(tokens.token_type).toBe('bearer')
    expect(await me(tokens)).toMatchObject({
      email: `carol@${domain}`,
      first_name: 'Carol',
      last_name: 'Shaw',
      company_id: ada.user.company_id,
      role: 'member',
      email_verified: true,
    })
    const joined = await testApp.database.db
      .select({ details: auditEvents.details, ip: auditEvents.ip, companyId: auditEvents.companyId })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(and(eq(users.email, `carol@${domain}`), eq(auditEvents.action, 'member.joined')))
    expect(joined).toEqual([{ details: { via: 'sso' }, ip: '127.0.0.1', companyId: ada.user.company_id }])
    const replay = await exchange(callback)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ detail: SsoDetail.expired })
  })

  it('signs an existing member in, and the sign-in verifies the email', async () => {
    expect((await me(bob.tokens)).email_verified).toBe(false)
    const response = await exchange(await signIn(await start({ email: `bob@${domain}` })))
    expect(response.statusCode).toBe(200)
    expect(await me(response.json<Tokens>())).toMatchObject({ id: bob.user.id, email_verified: true, role: 'member' })
    const signedIn = await testApp.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, bob.user.id), eq(auditEvents.action, 'auth.signed_in')))
    expect(signedIn).toContainEqual({ details: { method: 'single_sign_on' } })
  })

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const url = await start({ email: `bob@${domain}` })
    url.searchParams.set('nonce', 'a-nonce-the-server-never-made')
    const response = await exchange(await signIn(url))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: SsoDetail.refused('its answer did not match this sign-in') })
  })

  it("refuses a code with another sign-in's state (PKCE), a made-up state, and a tampered code challenge", async () => {
    const first = await signIn(await start({ email: `bob@${domain}` }))
    const second = await start({ email: `bob@${domain}` })
    const swapped = await exchange({ ...first, state: second.searchParams.get('state') ?? '' })
    expect(swapped.statusCode).toBe(400)
    expect(swapped.json()).toEqual({ detail: SsoDetail.refused('invalid_grant') })

    const madeUp = await exchange({ ...first, state: 'made-up-state' })
    expect(madeUp.json()).toEqual({ detail: SsoDetail.expired })

    const tampered = await start({ email: `bob@${domain}` })
    tampered.searchParams.set('code_challenge', 'A'.repeat(43))
    const response = await exchange(await signIn(tampered))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: SsoDetail.refused('invalid_grant') })
  })

  it('refuses an email the provider has not verified', async () => {
    const response = await exchange(await signIn(await start({ email: `dave@${domain}` })))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: SsoDetail.emailNotVerified })
    expect(await testApp.database.db.select().from(users).where(eq(users.email, `dave@${domain}`))).toEqual([])
  })

  it("refuses an address outside the provider's domain", async () => {
    const response = await exchange(await signIn(await start({ email: `bob@${domain}` }), 'stranger'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: SsoDetail.wrongDomain(domain) })
  })

  it('answers the same sentence for every domain without single sign-on', async () => {
    for (const email of ['someone@unknown-company.test', 'someone@gmail.com']) {
      const response = await inject({ method: 'GET', url: `/api/v1/auth/sso/start?email=${encodeURIComponent(email)}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: SsoDetail.notSetUp })
    }
    const neither = await inject({ method: 'GET', url: '/api/v1/auth/sso/start' })
    expect(neither.statusCode).toBe(422)
    expect(neither.json()).toEqual({ detail: 'Give either your email or provider=google.' })
  })
})

describe('Sign in with Google', () => {
  it('is offered by the config', async () => {
    expect((await inject({ method: 'GET', url: '/api/v1/config' })).json<AppConfig>().google_signin).toBe(true)
  })

  it('signs in an existing account, and refuses an address with no account', async () => {
    const url = await start({ provider: 'google' })
    expect(url.searchParams.get('client_id')).toBe(GOOGLE_CLIENT.clientId)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const response = await exchange(await signIn(url, 'ada'))
    expect(response.statusCode).toBe(200)
    expect((await me(response.json<Tokens>())).id).toBe(ada.user.id)

    const stranger = await exchange(await signIn(await start({ provider: 'google' }), 'stranger'))
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json()).toEqual({ detail: SsoDetail.noGoogleAccount })
  })

  it('refuses a deactivated account', async () => {
    const eve = await registerAndLogin(testApp.app)
    fake.addAccount({ sub: 'eve', email: eve.user.email })
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, eve.user.id))
    const response = await exchange(await signIn(await start({ provider: 'google' }), 'eve'))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: SsoDetail.deactivated })
  })
})

describe('requiring single sign-on', () => {
  beforeAll(async () => {
    await setUpAcme({ sso_required: true })
  })

  it('refuses password sign-in to the members of the domain, but not a wrong password nor the owner (break-glass)', async () => {
    const refused = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: bob.user.email, password: bob.password }).toString(),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: 'This workspace signs in with single sign-on. Use Sign in with SSO.' })
    const wrong = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: bob.user.email, password: 'not-his-password' }).toString(),
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ detail: ErrorDetail.incorrectCredentials })
    expect((await login(testApp.app, ada.user.email, ada.password)).token_type).toBe('bearer')
  })

  it('refuses a password reset and Sign in with Google to them, and still signs them in with the provider', async () => {
    const token = 'reset-token-of-bob-0123456789'
    await testApp.database.db.insert(passwordResetTokens).values({
      userId: bob.user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    })
    const reset = await inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a-new-password-123' },
    })
    expect(reset.statusCode).toBe(403)
    expect(reset.json()).toEqual({ detail: SsoDetail.required })

    const google = await exchange(await signIn(await start({ provider: 'google' }), 'bob'))
    expect(google.statusCode).toBe(403)
    expect(google.json()).toEqual({ detail: SsoDetail.required })

    const sso = await exchange(await signIn(await start({ email: bob.user.email })))
    expect(sso.statusCode).toBe(200)
  })

  it('ends when single sign-on is turned off', async () => {
    const removed = await inject({ method: 'DELETE', url: '/api/v1/workspace/sso', headers: ada.headers })
    expect(removed.statusCode).toBe(204)
    expect((await getSso(ada)).json()).toEqual({ provider: null })
    expect((await login(testApp.app, bob.user.email, bob.password)).token_type).toBe('bearer')
    const started = await inject({ method: 'GET', url: `/api/v1/auth/sso/start?email=${encodeURIComponent(bob.user.email)}` })
    expect(started.json()).toEqual({ detail: SsoDetail.notSetUp })
  })
})
