import { describe, expect, it } from 'vitest'
import { COMPANY_SIZES, freshness, priorityOf, scoreFeature, type ScoredMention } from './feature-scoring'

const now = new Date('2026-06-30T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const mention = (overrides: Partial<ScoredMention> = {}): ScoredMention => ({
  customerId: 'u1',
  companyId: 'c1',
  companySize: '11-50',
  source: 'slack',
  createdAt: daysAgo(1),
  urgency: 0,
  ...overrides,
})
const score = (mentions: ScoredMention[]) => scoreFeature(mentions, { now }).score

describe('scoreFeature', () => {
  it('explains every factor with value, weight, points and a sentence', () => {
    const result = scoreFeature([mention(), mention({ customerId: 'u2', companyId: 'c2', source: 'email', urgency: 0.5, urgencyCues: ['blocker'] })], { now })
    expect(result.explanation.factors.map((f) => f.key)).toEqual(['frequency', 'impact', 'urgency', 'recency'])
    for (const factor of result.explanation.factors) {
      expect(factor.value).toBeGreaterThanOrEqual(0)
      expect(factor.value).toBeLessThanOrEqual(1)
      expect(factor.sentence.length).toBeGreaterThan(10)
      expect(factor.points).toBeCloseTo(100 * factor.weight * factor.value, 1)
    }
    const total = result.explanation.factors.reduce((sum, f) => sum + f.points, 0)
    expect(result.score).toBeCloseTo(total, 1)
    expect(result.explanation.factors[0]?.sentence).toBe('2 mentions from 2 companies (2 people): 1 from email, 1 from slack.')
    expect(result.explanation.factors[2]?.sentence).toContain('blocker (1)')
  })

  it('never decreases when a mention is added', () => {
    const base: ScoredMention[] = [mention()]
    let previous = score(base)
    const additions = [
      mention({ customerId: 'u1' }), // same person again
      mention({ customerId: 'u2' }), // same company, new person
      mention({ customerId: 'u3', companyId: 'c2', createdAt: daysAgo(300) }), // old
      mention({ customerId: 'u4', companyId: 'c3', companySize: '1000+', urgency: 0.8 }),
      mention({ customerId: null, companyId: null, companySize: null, source: 'email' }),
    ]
    for (const addition of additions) {
      base.push(addition)
      const next = score(base)
      expect(next).toBeGreaterThanOrEqual(previous)
      previous = next
    }
  })

  it('rises with fresher mentions, bigger companies, more urgency and more companies', () => {
    expect(score([mention({ createdAt: daysAgo(1) })])).toBeGreaterThan(score([mention({ createdAt: daysAgo(60) })]))
    const bySize = COMPANY_SIZES.map((size) => score([mention({ companySize: size })]))
    for (let i = 1; i < bySize.length; i++) expect(bySize[i]).toBeGreaterThan(bySize[i - 1] as number)
    expect(score([mention({ urgency: 0.6 })])).toBeGreaterThan(score([mention({ urgency: 0.1 })]))
    const many = Array.from({ length: 10 }, (_, i) => mention({ customerId: `u${i}`, companyId: `c${i}` }))
    expect(score(many)).toBeGreaterThan(score(many.slice(0, 3)))
  })

  it('uses configured account values over size buckets', () => {
    const small = score([mention({ companySize: '1000+', accountValue: 500 })])
    const big = score([mention({ companySize: '1-10', accountValue: 250_000 })])
    expect(big).toBeGreaterThan(small)
  })

  it('halves a mention every half-life', () => {
    expect(freshness(daysAgo(30), now)).toBeCloseTo(0.5, 6)
    expect(freshness(daysAgo(60), now)).toBeCloseTo(0.25, 6)
    expect(freshness(daysAgo(14), now, 14)).toBeCloseTo(0.5, 6)
    expect(freshness(daysAgo(-5), now)).toBe(1)
  })

  it('maps scores to priorities at the documented thresholds', () => {
    expect(priorityOf(60)).toBe('high')
    expect(priorityOf(59.99)).toBe('medium')
    expect(priorityOf(30)).toBe('medium')
    expect(priorityOf(29.99)).toBe('low')
    expect(priorityOf(50, { high: 50, medium: 20 })).toBe('high')
    const many = Array.from({ length: 12 }, (_, i) =>
      mention({ customerId: `u${i}`, companyId: `c${i}`, companySize: '1000+', urgency: 0.7, urgencyCues: ['churn_risk'] }),
    )
    expect(scoreFeature(many, { now }).priority).toBe('high')
    expect(scoreFeature([mention({ createdAt: daysAgo(200), companySize: '1-10' })], { now }).priority).toBe('low')
  })

  it('is pure: the same input gives the same output, and no mentions score 0', () => {
    const mentions = [mention(), mention({ customerId: 'u2' })]
    expect(scoreFeature(mentions, { now })).toEqual(scoreFeature(mentions, { now }))
    expect(scoreFeature([], { now }).score).toBe(0)
  })
})
