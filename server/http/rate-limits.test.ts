import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JoiningDetail } from '../../api/company-membership'
import {
  FAILED_TOKEN_CHECKS_PER_HOUR,
  IMPORTS_PER_HOUR_PER_PERSON,
  INVITATIONS_PER_DAY_PER_COMPANY,
  INVITATIONS_PER_HOUR_PER_PERSON,
  RATE_LIMITS_OFF,
  RateLimitDetail,
} from '../../api/rate-limits'
import { buildPath, routes } from '../../api/routes'
import { ErrorDetail } from '../../api/schemas/error'
import { FAILED_LOGIN_LIMIT } from '../../api/sessions'
import { inviteAndRegister, registerAndLogin, type TestAccount } from '../testing/accounts'
import { createTestApp, reopenTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp

beforeAll(async () => {
  // Changes limited to 5 a minute per caller; sign-in calls stay unlimited, so that accounts are quick to make.
  testApp = await createTestApp({ rateLimits: { ...RATE_LIMITS_OFF, writesPerMinute: 5 } })
})
afterAll(() => testApp.close())

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

const invite = (app: TestApp['app'], admin: TestAccount) =>
  app.inject({
    method: 'POST',
    url: routes.createInvitation.path,
    headers: admin.headers,
    payload: { email: `invitee-${Math.random().toString(36).slice(2)}@example.com` },
  })

/** The answer is a 429 with the limit's sentence for the seconds of its Retry-After, at most `windowSeconds`. */
function expectRefused(answer: Answer, detail: (seconds: number) => string, windowSeconds: number): void {
  expect(answer.statusCode).toBe(429)
  const seconds = Number(answer.headers['retry-after'])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(windowSeconds)
  expect(answer.json()).toEqual({ detail: detail(seconds) })
}

describe('changes per caller', () => {
  it('refuse the change past the limit a minute with a sentence and Retry-After; other people and reads go on', async () => {
    const [ada, bob] = [await registerAndLogin(testApp.app), await registerAndLogin(testApp.app)]
    const rename = (person: TestAccount) =>
      testApp.app.inject({ method: 'PUT', url: routes.updateMe.path, headers: person.headers, payload: { first_name: 'Ada' } })
    for (let change = 0; change < 5; change++) expect((await rename(ada)).statusCode).toBe(200)
    expectRefused(await rename(ada), RateLimitDetail.tooManyChanges, 60)
    expect((await rename(bob)).statusCode).toBe(200)
    const read = await testApp.app.inject({ method: 'GET', url: routes.me.path, headers: ada.headers })
    expect(read.statusCode).toBe(200)
  })
})

describe('quotas', () => {
  // A server on the same database without the limit of changes a minute: the quotas hold all the same.
  let quotaApp: TestApp
  beforeAll(async () => {
    quotaApp = await reopenTestApp(testApp, {}, { rateLimits: RATE_LIMITS_OFF })
  })
  afterAll(() => quotaApp.close())

  it(`accept ${INVITATIONS_PER_HOUR_PER_PERSON} invitations an hour from one admin: the 21st to the 41st answer 429`, async () => {
    const admin = await registerAndLogin(quotaApp.app)
    const answers: Answer[] = []
    for (let sent = 0; sent < 41; sent++) answers.push(await invite(quotaApp.app, admin))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(INVITATIONS_PER_HOUR_PER_PERSON)
    for (const refused of answers.slice(INVITATIONS_PER_HOUR_PER_PERSON)) {
      expectRefused(refused, RateLimitDetail.invitationsPerPerson, 3600)
    }
    const listed = await quotaApp.app.inject({ method: 'GET', url: routes.listInvitations.path, headers: admin.headers })
    expect(listed.json().items).toHaveLength(INVITATIONS_PER_HOUR_PER_PERSON)
    // Another admin's quota is their own.
    expect((await invite(quotaApp.app, await registerAndLogin(quotaApp.app))).statusCode).toBe(201)
  })

  it(`accept ${INVITATIONS_PER_DAY_PER_COMPANY} invitations a day from one company, whoever sends them`, async () => {
    const owner = await registerAndLogin(quotaApp.app)
    const domain = owner.user.email.split('@')[1]
    const promoted = async (name: string) => {
      const admin = await inviteAndRegister(quotaApp.app, owner, { email: `${name}@${domain}` })
      const url = buildPath(routes.changeMemberRole.path, { id: admin.user.id })
      const changed = await quotaApp.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { role: 'admin' } })
      expect(changed.statusCode).toBe(200)
      return admin
    }
    const others = [await promoted('ann'), await promoted('ben'), await promoted('cy'), await promoted('dee')]
    const last = await promoted('eve')
    // 5 invitations by the owner so far; 4 admins send 20 each (85), the fifth 15 (100).
    for (const admin of others) {
      for (let sent = 0; sent < INVITATIONS_PER_HOUR_PER_PERSON; sent++) expect((await invite(quotaApp.app, admin)).statusCode).toBe(201)
    }
    for (let sent = 0; sent < 15; sent++) expect((await invite(quotaApp.app, last)).statusCode).toBe(201)
    expectRefused(await invite(quotaApp.app, last), RateLimitDetail.invitationsPerCompany, 24 * 3600)
  })

  it(`accept ${IMPORTS_PER_HOUR_PER_PERSON} Slack export uploads an hour from one admin, refused ones included`, async () => {
    const admin = await registerAndLogin(quotaApp.app)
    const upload = () =>
      quotaApp.app.inject({
        method: 'POST',
        url: routes.importSlackExport.path,
        headers: { ...admin.headers, 'content-type': 'application/zip' },
        payload: Buffer.from('not a zip file'),
      })
    for (let sent = 0; sent < IMPORTS_PER_HOUR_PER_PERSON; sent++) {
      const refused = await upload()
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
      expect(refused.statusCode).toBeLessThan(429)
    }
    expectRefused(await upload(), RateLimitDetail.importsPerPerson, 3600)
  })

  it(`refuse every link from an address after ${FAILED_TOKEN_CHECKS_PER_HOUR} refused ones in an hour; others go on`, async () => {
    const verify = (token: string, remoteAddress: string) =>
      quotaApp.app.inject({ method: 'POST', url: routes.verifyEmail.path, payload: { token }, remoteAddress })
    for (let guess = 0; guess < FAILED_TOKEN_CHECKS_PER_HOUR; guess++) {
      const refused = await verify(`guessed-token-${guess}`, '203.0.113.9')
      expect(refused.json()).toEqual({ detail: JoiningDetail.invalidVerificationToken })
    }
    expectRefused(await verify('guessed-token-next', '203.0.113.9'), RateLimitDetail.tooManyFailedTokenChecks, 3600)
    const elsewhere = await verify('guessed-token-next', '203.0.113.10')
    expect(elsewhere.json()).toEqual({ detail: JoiningDetail.invalidVerificationToken })
  })
})

describe('several processes on one database', () => {
  it('share the counts: sign-in calls per address, quotas and the failed-login lock', async () => {
    const limits = { rateLimits: { ...RATE_LIMITS_OFF, signInPerMinute: 12 } }
    // Two servers on the database of testApp, each with a pool of its own on PostgreSQL, as two processes would be.
    const [first, second] = [await reopenTestApp(testApp, {}, limits), await reopenTestApp(testApp, {}, limits)]
    try {
      const refresh = (app: TestApp, remoteAddress: string) =>
        app.app.inject({ method: 'POST', url: routes.refresh.path, payload: { refresh_token: 'none' }, remoteAddress })
      for (let call = 0; call < 12; call++) expect((await refresh(call % 2 === 0 ? first : second, '192.0.2.44')).statusCode).toBe(401)
      expectRefused(await refresh(first, '192.0.2.44'), ErrorDetail.tooManyRequests, 60)
      expectRefused(await refresh(second, '192.0.2.44'), ErrorDetail.tooManyRequests, 60)

      const admin = await registerAndLogin(first.app)
      for (let sent = 0; sent < INVITATIONS_PER_HOUR_PER_PERSON / 2; sent++) {
        expect((await invite(first.app, admin)).statusCode).toBe(201)
        expect((await invite(second.app, admin)).statusCode).toBe(201)
      }
      expectRefused(await invite(first.app, admin), RateLimitDetail.invitationsPerPerson, 3600)

      const loginFrom = (app: TestApp, password: string) =>
        app.app.inject({
          method: 'POST',
          url: routes.login.path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: admin.user.email, password }).toString(),
          remoteAddress: '192.0.2.45',
        })
      for (let attempt = 0; attempt < FAILED_LOGIN_LIMIT; attempt++) {
        expect((await loginFrom(attempt % 2 === 0 ? first : second, `wrong-${attempt}`)).statusCode).toBe(401)
      }
      expectRefused(await loginFrom(first, admin.password), ErrorDetail.tooManyFailedLogins, 15 * 60)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
