import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RATE_LIMIT_SETTINGS,
  RATE_LIMITS_OFF,
  RateLimitDetail,
  rateLimitKey,
  rateLimitsOf,
  routeRateLimits,
} from './rate-limits'
import { type RouteDefinition, type RouteName, routes } from './routes'

const names = Object.keys(routes) as RouteName[]

describe('the rate-limit table', () => {
  it('limits every write call, but for the webhook deliveries of Slack and GitHub', () => {
    const writes = names.filter((name) => (routes[name] as RouteDefinition).method !== 'GET')
    const unlimited = writes.filter((name) => rateLimitsOf(name, DEFAULT_RATE_LIMIT_SETTINGS).length === 0)
    expect(unlimited).toEqual(['slackEvents', 'githubWebhook'])
    expect(writes.every((name) => Object.hasOwn(routeRateLimits, name))).toBe(true)
  })

  it('keeps the quotas when the operator’s limits are off', () => {
    expect(rateLimitsOf('login', RATE_LIMITS_OFF)).toEqual([])
    expect(rateLimitsOf('updateMe', RATE_LIMITS_OFF)).toEqual([])
    expect(rateLimitsOf('createInvitation', RATE_LIMITS_OFF).map(({ counter }) => counter)).toEqual([
      'invitation:person',
      'invitation:company',
    ])
    expect(rateLimitsOf('verifyEmail', RATE_LIMITS_OFF).map(({ counts }) => counts)).toEqual(['failure'])
  })

  it('counts a sign-in call per address and call, and a change per person, or per address when signed out', () => {
    const [loginLimit] = rateLimitsOf('login', DEFAULT_RATE_LIMIT_SETTINGS)
    const [registerLimit] = rateLimitsOf('register', DEFAULT_RATE_LIMIT_SETTINGS)
    const [write] = rateLimitsOf('updateMe', DEFAULT_RATE_LIMIT_SETTINGS)
    const [, , company] = rateLimitsOf('createInvitation', DEFAULT_RATE_LIMIT_SETTINGS)
    if (!loginLimit || !registerLimit || !write || !company) throw new Error('A limit is missing.')
    const signedIn = { address: '192.0.2.1', userId: 'u1', companyId: 'c1', apiKeyId: null }
    const signedOut = { address: '192.0.2.1', userId: null, companyId: null, apiKeyId: null }
    expect(rateLimitKey(loginLimit, signedOut)).not.toBe(rateLimitKey(registerLimit, signedOut))
    expect(rateLimitKey(write, signedIn)).toBe(rateLimitKey(write, { ...signedIn, address: '192.0.2.2' }))
    expect(rateLimitKey(write, signedOut)).not.toBe(rateLimitKey(write, { ...signedOut, address: '192.0.2.2' }))
    expect(rateLimitKey(company, signedIn)).toBe(rateLimitKey(company, { ...signedIn, userId: 'u2' }))
  })

  it('counts a feedback API call per API key, wherever it comes from', () => {
    const [limit] = rateLimitsOf('ingestFeedback', DEFAULT_RATE_LIMIT_SETTINGS)
    if (!limit) throw new Error('The feedback API has no limit.')
    const key = { address: '192.0.2.1', userId: null, companyId: 'c1', apiKeyId: 'k1' }
    expect(rateLimitKey(limit, key)).toBe(rateLimitKey(limit, { ...key, address: '192.0.2.2' }))
    expect(rateLimitKey(limit, key)).not.toBe(rateLimitKey(limit, { ...key, apiKeyId: 'k2' }))
  })

  it('says how long to wait in seconds, minutes or hours', () => {
    expect(RateLimitDetail.tooManyChanges(1)).toBe('You are making changes too quickly. Please try again in 1 second.')
    expect(RateLimitDetail.invitationsPerPerson(3600)).toBe(
      'You can send up to 20 invitations an hour. Please try again in 60 minutes.',
    )
    expect(RateLimitDetail.invitationsPerCompany(23 * 3600 - 5)).toBe(
      'Your company can send up to 100 invitations a day. Please try again in 23 hours.',
    )
  })
})
