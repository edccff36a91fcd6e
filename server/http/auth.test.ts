import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tokens, User } from '../../api/schemas/auth'
import { ErrorDetail } from '../../api/schemas/error'
import { FAILED_LOGIN_LIMIT, REFRESH_GRACE_MS } from '../../api/sessions'
import { refreshTokens, users } from '../db/schema'
import { login, newRegistration, registerAndLogin } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const register = (payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })
const me = (accessToken?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  })
const refresh = (refreshToken: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: refreshToken } })
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')
/** Moves a spent refresh token's use to just before the grace window, as if REFRESH_GRACE_MS had passed. */
const backdateUse = (refreshToken: string) =>
  testApp.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
const updateMe = (accessToken: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` }, payload })

describe('register', () => {
  it('creates a new company with the user as its admin, password hashed with argon2id', async () => {
    const registration = newRegistration({ email: '  Grace.Hopper@Navy.test ', company_name: ' Navy  Labs ' })
    const response = await register(registration)
    expect(response.statusCode).toBe(201)
    const user = response.json<User>()
    expect(user).toMatchObject({
      email: 'grace.hopper@navy.test',
      first_name: 'Ada',
      company_name: 'Navy  Labs',
      is_active: true,
      onboarding_completed: false,
    })
    expect(user).not.toHaveProperty('password_hash')
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.role).toBe('owner')
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('lets a name alone into no company: another domain or a public mail domain gets a company of its own', async () => {
    const garage = await registerAndLogin(testApp.app, { email: 'boss@gmail.com', company_name: 'Garage Band' })
    const quarry = await registerAndLogin(testApp.app, { email: 'chief@quarry.test', company_name: 'Quarry' })
    for (const [email, company, existing] of [
      ['friend@gmail.com', 'Garage Band', garage],
      ['someone@elsewhere.test', 'quarry', quarry],
    ] as const) {
      const response = await register(newRegistration({ email, company_name: company }))
      expect({ email, status: response.statusCode }).toEqual({ email, status: 201 })
      expect(response.json<User>()).toMatchObject({ company_name: company, role: 'owner' })
      expect(response.json<User>().company_id).not.toBe(existing.user.company_id)
    }
  })

  it('refuses a taken email, whatever its case', async () => {
    const registration = newRegistration()
    expect((await register(registration)).statusCode).toBe(201)
    const again = await register({ ...registration, email: registration.email.toUpperCase(), company_name: 'Another' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: ErrorDetail.emailTaken })
  })

  it('reports the first broken rule in the order of the form', async () => {
    const response = await register({ ...newRegistration(), password: 'short', first_name: ' ' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'Password must be at least 8 characters long.' })
  })
})

describe('login and sessions', () => {
  it('logs in with the form-encoded email and password and answers the user on me', async () => {
    const account = await registerAndLogin(testApp.app)
    expect(account.tokens.token_type).toBe('bearer')
    const response = await me(account.tokens.access_token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(account.user)
  })

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const account = await registerAndLogin(testApp.app)
    for (const [email, password] of [
      [account.user.email, 'wrong-password'],
      ['nobody@nowhere.test', account.password],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password }).toString(),
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: ErrorDetail.incorrectCredentials })
    }
  })

  it('takes about as long for an unknown email as for a wrong password, so timing does not tell either', async () => {
    const account = await registerAndLogin(testApp.app)
    const timeLogin = async (email: string, password: string) => {
      const started = performance.now()
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password }).toString(),
      })
      expect(response.statusCode).toBe(401)
      return performance.now() - started
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    await timeLogin('warm-up@nowhere.test', 'warm-up') // the dummy hash is made on first use
    const wrongPassword: number[] = []
    const unknownEmail: number[] = []
    for (let attempt = 0; attempt < 7; attempt += 1) {
      wrongPassword.push(await timeLogin(account.user.email, `wrong-${attempt}`))
      unknownEmail.push(await timeLogin(`nobody-${attempt}@nowhere.test`, 'wrong-password'))
    }
    // Skipping the hash for unknown emails would make them about 20 times faster (a ratio near 0.05); the wide
    // band allows for a machine busy with the browser tests that run alongside.
    const ratio = median(unknownEmail) / median(wrongPassword)
    expect(ratio).toBeGreaterThan(0.25)
    expect(ratio).toBeLessThan(4)
  })

  it('refuses a disabled account with the same sentence, and ends its access tokens', async () => {
    const account = await registerAndLogin(testApp.app)
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id))
    await expect(login(testApp.app, account.user.email, account.password)).rejects.toThrow(
      /401: {"detail":"Incorrect email or password\."}/,
    )
    expect((await me(account.tokens.access_token)).statusCode).toBe(401)
  })

  it('needs a valid Bearer token on me', async () => {
    const account = await registerAndLogin(testApp.app)
    const [header, payload] = account.tokens.access_token.split('.')
    const unsigned = `${header}.${payload}.`
    for (const token of [undefined, 'garbage', unsigned, `${account.tokens.access_token}x`]) {
      const response = await me(token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: ErrorDetail.notAuthenticated })
    }
  })

  it('issues access tokens for 15 minutes (HS256) and refresh tokens for 30 days', async () => {
    const account = await registerAndLogin(testApp.app)
    const [header, payload] = account.tokens.access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>)
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(15 * 60)
    const hash = createHash('sha256').update(account.tokens.refresh_token).digest('hex')
    const [row] = await testApp.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now()
    expect(Math.abs(lifetime - 30 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000)
  })

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const account = await registerAndLogin(testApp.app)
    const hash = createHash('sha256').update(account.tokens.refresh_token).digest('hex')
    const rows = await testApp.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(account.tokens.refresh_token)
  })

  it('rotates the refresh token on every use', async () => {
    const account = await registerAndLogin(testApp.app)
    const first = await refresh(account.tokens.refresh_token)
    expect(first.statusCode).toBe(200)
    const renewed = first.json<Tokens>()
    expect(renewed.refresh_token).not.toBe(account.tokens.refresh_token)
    expect((await me(renewed.access_token)).statusCode).toBe(200)
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200)
  })

  it('answers two refreshes with one token at once (two tabs) with the same successor', async () => {
    const account = await registerAndLogin(testApp.app)
    const answers = await Promise.all([refresh(account.tokens.refresh_token), refresh(account.tokens.refresh_token)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const [first, second] = answers.map((answer) => answer.json<Tokens>())
    expect(first?.refresh_token).not.toBe(account.tokens.refresh_token)
    expect(second?.refresh_token).toBe(first?.refresh_token)
    for (const pair of [first, second]) expect((await me(pair?.access_token)).statusCode).toBe(200)
    // The session goes on: the shared successor rotates as any token does.
    expect((await refresh(first?.refresh_token ?? '')).statusCode).toBe(200)
  })

  it('answers a token presented again within the grace window with the same successor, kept encrypted', async () => {
    const account = await registerAndLogin(testApp.app)
    const renewed = (await refresh(account.tokens.refresh_token)).json<Tokens>()
    const again = await refresh(account.tokens.refresh_token)
    expect(again.statusCode).toBe(200)
    expect(again.json<Tokens>().refresh_token).toBe(renewed.refresh_token)
    const [spent] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refresh_token)))
    expect(spent?.successorCiphertext).toBeTruthy()
    expect(JSON.stringify(spent)).not.toContain(renewed.refresh_token)
  })

  it('revokes the whole family when a spent refresh token is replayed after the grace window', async () => {
    const account = await registerAndLogin(testApp.app)
    const renewed = (await refresh(account.tokens.refresh_token)).json<Tokens>()
    await backdateUse(account.tokens.refresh_token)
    const replay = await refresh(account.tokens.refresh_token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ detail: ErrorDetail.invalidRefreshToken })
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401)
    expect((await me(renewed.access_token)).statusCode).toBe(401)
    const other = await login(testApp.app, account.user.email, account.password)
    expect((await refresh(other.refresh_token)).statusCode).toBe(200)
  })

  it('revokes the whole family when a spent token is replayed after its successor was rotated, even at once', async () => {
    const account = await registerAndLogin(testApp.app)
    const second = (await refresh(account.tokens.refresh_token)).json<Tokens>()
    const third = (await refresh(second.refresh_token)).json<Tokens>()
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401)
    expect((await refresh(third.refresh_token)).statusCode).toBe(401)
    expect((await me(third.access_token)).statusCode).toBe(401)
  })

  it('forgets the successor once the grace window has passed', async () => {
    const account = await registerAndLogin(testApp.app)
    const renewed = (await refresh(account.tokens.refresh_token)).json<Tokens>()
    await backdateUse(account.tokens.refresh_token)
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200) // any rotation sweeps the stale successors
    const [spent] = await testApp.database.db
      .select({ successor: refreshTokens.successorCiphertext })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refresh_token)))
    expect(spent?.successor).toBeNull()
  })

  it('refuses an expired refresh token', async () => {
    const account = await registerAndLogin(testApp.app)
    const hash = createHash('sha256').update(account.tokens.refresh_token).digest('hex')
    await testApp.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash))
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401)
  })

  it('logs out: the session family is revoked and logout answers 204 even twice', async () => {
    const account = await registerAndLogin(testApp.app)
    const renewed = (await refresh(account.tokens.refresh_token)).json<Tokens>()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        payload: { refresh_token: renewed.refresh_token },
      })
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
    }
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401)
  })
})

describe('sign out everywhere', () => {
  const logoutAll = (accessToken?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    })

  it("ends every session of the caller, on every device, and no one else's", async () => {
    const account = await registerAndLogin(testApp.app)
    const laptop = await login(testApp.app, account.user.email, account.password)
    const phone = (await refresh((await login(testApp.app, account.user.email, account.password)).refresh_token)).json<Tokens>()
    const someoneElse = await registerAndLogin(testApp.app)
    const answer = await logoutAll(account.tokens.access_token)
    expect(answer.statusCode).toBe(204)
    expect(answer.body).toBe('')
    for (const pair of [account.tokens, laptop, phone]) {
      expect((await me(pair.access_token)).statusCode).toBe(401)
      expect((await refresh(pair.refresh_token)).statusCode).toBe(401)
    }
    expect((await me(someoneElse.tokens.access_token)).statusCode).toBe(200)
    const again = await login(testApp.app, account.user.email, account.password)
    expect((await me(again.access_token)).statusCode).toBe(200)
  })

  it('needs a valid access token', async () => {
    const answer = await logoutAll()
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({ detail: ErrorDetail.notAuthenticated })
  })
})

describe('failed-login lockout', () => {
  const loginFrom = (remoteAddress: string, username: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    })

  it('locks an email only for the address its failures came from, so a stranger cannot lock the owner out', async () => {
    const account = await registerAndLogin(testApp.app)
    const stranger = '203.0.113.7'
    for (let attempt = 0; attempt < FAILED_LOGIN_LIMIT; attempt += 1) {
      expect((await loginFrom(stranger, account.user.email, `wrong-${attempt}`)).statusCode).toBe(401)
    }
    const locked = await loginFrom(stranger, account.user.email, account.password)
    expect(locked.statusCode).toBe(429)
    expect(locked.json<{ detail: string }>().detail).toMatch(/^Too many failed sign-in attempts/)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await loginFrom('198.51.100.2', account.user.email, account.password)).statusCode).toBe(200)
  })

  it('counts the failures of one address per email, so other accounts from that address stay open', async () => {
    const [locked, other] = [await registerAndLogin(testApp.app), await registerAndLogin(testApp.app)]
    const address = '203.0.113.8'
    for (let attempt = 0; attempt < FAILED_LOGIN_LIMIT; attempt += 1) {
      await loginFrom(address, locked.user.email, `wrong-${attempt}`)
    }
    expect((await loginFrom(address, locked.user.email, locked.password)).statusCode).toBe(429)
    expect((await loginFrom(address, other.user.email, other.password)).statusCode).toBe(200)
  })
})

describe('update me', () => {
  it('applies only the fields given', async () => {
    const account = await registerAndLogin(testApp.app)
    const response = await updateMe(account.tokens.access_token, { first_name: ' Grace ', onboarding_completed: true })
    expect(response.statusCode).toBe(200)
    const updated = response.json<User>()
    expect(updated).toMatchObject({ first_name: 'Grace', last_name: 'Lovelace', onboarding_completed: true })
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(account.user.updated_at))
    expect((await me(account.tokens.access_token)).json()).toEqual(updated)
  })

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const account = await registerAndLogin(testApp.app)
    const otherSession = await login(testApp.app, account.user.email, account.password)

    const missing = await updateMe(account.tokens.access_token, { new_password: 'brand-new-secret' })
    expect(missing.statusCode).toBe(422)
    const wrong = await updateMe(account.tokens.access_token, {
      current_password: 'not-it-at-all',
      new_password: 'brand-new-secret',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: ErrorDetail.incorrectCurrentPassword })

    const changed = await updateMe(account.tokens.access_token, {
      current_password: account.password,
      new_password: 'brand-new-secret',
    })
    expect(changed.statusCode).toBe(200)
    await expect(login(testApp.app, account.user.email, account.password)).rejects.toThrow(/401/)
    await login(testApp.app, account.user.email, 'brand-new-secret')
    expect((await refresh(otherSession.refresh_token)).statusCode).toBe(401)
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(200)
  })

  it('needs authentication before looking at the body', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/me', payload: { first_name: 5 } })
    expect(response.statusCode).toBe(401)
  })
})
