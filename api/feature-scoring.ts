/**
 * Priority score of a feature (0–100) with an explanation of every factor. Pure: the clock is an argument.
 *
 * Every mention is weighted by its freshness d = 0.5^(age in days / half-life), half-life 30 days by default: a
 * mention a month old counts half, two months a quarter. Four factors, each in [0, 1]:
 *
 * - frequency (weight 0.40): C = Σ over companies of the freshest mention's d (a person without a company counts as
 *   their own company), P = Σ over people of their freshest d, minus C (extra people at the same companies),
 *   S = number of sources (slack, email...). value = 1 − exp(−(C + 0.25·P + 0.1·(S − 1)) / 5):
 *   about 0.18 for one fresh company, 0.63 for five, 0.86 for ten.
 * - impact (weight 0.30): each company's weight w is its account value on a log scale (when configured:
 *   log10(1 + value) / log10(1 + accountValueScale), capped at 1) or else its size bucket
 *   ('1-10' 1/6, '11-50' 2/6, '51-200' 3/6, '201-500' 4/6, '501-1000' 5/6, '1000+' 1; unknown 1/6).
 *   value = 0.7·max(w·d) + 0.3·(1 − exp(−Σ w·d / 3)): the biggest asker dominates, more askers add.
 * - urgency (weight 0.20): each mention's urgency u (0–1, from the cue lexicon: blockers, churn risk, deadlines,
 *   strong negative sentiment). value = 0.7·max(u·d) + 0.3·(1 − exp(−Σ u·d)).
 * - recency (weight 0.10): the freshness d of the newest mention.
 *
 * score = 100 × Σ weight × value. Priority: high when score ≥ 60, medium when ≥ 30, low below.
 * Each factor is non-decreasing when a mention is added, when a mention is newer, when a company is bigger and when a
 * mention is more urgent, so the score is too (feature-scoring.test.ts checks it).
 */
/** What makes a message urgent, as the pipeline's urgency detector names it. */
export type UrgencyCue = 'blocker' | 'churn_risk' | 'deadline' | 'negative_sentiment'

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export interface ScoredMention {
  /** The person who asked (author id or email). */
  customerId?: string | null
  companyId?: string | null
  companySize?: CompanySize | null
  /** A configured account value (e.g. annual revenue from the customer); wins over the size bucket. */
  accountValue?: number | null
  /** 'slack', 'email', ... */
  source?: string | null
  createdAt: string | Date
  /** 0–1 from the pipeline's urgency detector. */
  urgency?: number | null
  urgencyCues?: readonly UrgencyCue[]
}

export type FactorKey = 'frequency' | 'impact' | 'urgency' | 'recency'
export type Priority = 'high' | 'medium' | 'low'

export interface ScoreOptions {
  /** The clock (pure function: pass it in). */
  now: Date
  halfLifeDays?: number
  weights?: Partial<Record<FactorKey, number>>
  thresholds?: { high: number; medium: number }
  /** The account value at which a company's impact weight reaches 1 (log scale). Default 100,000. */
  accountValueScale?: number
}

export interface ScoreFactor {
  key: FactorKey
  /** 0–1. */
  value: number
  weight: number
  /** Points of the score this factor gives (100 × weight × value). */
  points: number
  /** The numbers behind the value. */
  detail: Record<string, number | string>
  sentence: string
}

export interface FeatureScore {
  /** 0–100, two decimals. */
  score: number
  priority: Priority
  explanation: {
    factors: ScoreFactor[]
    summary: string
    halfLifeDays: number
    thresholds: { high: number; medium: number }
  }
}

export const DEFAULT_WEIGHTS: Record<FactorKey, number> = { frequency: 0.4, impact: 0.3, urgency: 0.2, recency: 0.1 }
export const DEFAULT_THRESHOLDS = { high: 60, medium: 30 }
export const DEFAULT_HALF_LIFE_DAYS = 30
const SIZE_WEIGHT: Record<CompanySize, number> = {
  '1-10': 1 / 6,
  '11-50': 2 / 6,
  '51-200': 3 / 6,
  '201-500': 4 / 6,
  '501-1000': 5 / 6,
  '1000+': 1,
}
const DAY_MS = 86_400_000

export function priorityOf(score: number, thresholds = DEFAULT_THRESHOLDS): Priority {
  if (score >= thresholds.high) return 'high'
  if (score >= thresholds.medium) return 'medium'
  return 'low'
}

/** Freshness of a mention: 0.5^(age / half-life); a mention from the future counts as new. */
export function freshness(createdAt: string | Date, now: Date, halfLifeDays = DEFAULT_HALF_LIFE_DAYS): number {
  const time = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime()
  if (!Number.isFinite(time)) return 0
  const ageDays = Math.max(0, (now.getTime() - time) / DAY_MS)
  return 0.5 ** (ageDays / halfLifeDays)
}

export function scoreFeature(mentions: readonly ScoredMention[], options: ScoreOptions): FeatureScore {
  const halfLifeDays = options.halfLifeDays ?? DEFAULT_HALF_LIFE_DAYS
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights }
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS
  const scale = options.accountValueScale ?? 100_000
  const fresh = mentions.map((mention) => freshness(mention.createdAt, options.now, halfLifeDays))

  // Frequency
  const companyFreshness = new Map<string, number>()
  const companyWeight = new Map<string, number>()
  const personFreshness = new Map<string, number>()
  const sources = new Map<string, number>()
  mentions.forEach((mention, i) => {
    const d = fresh[i] as number
    const person = mention.customerId ?? `mention:${i}`
    const company = mention.companyId ? `company:${mention.companyId}` : `person:${person}`
    companyFreshness.set(company, Math.max(companyFreshness.get(company) ?? 0, d))
    companyWeight.set(company, Math.max(companyWeight.get(company) ?? 0, impactWeight(mention, scale)))
    personFreshness.set(person, Math.max(personFreshness.get(person) ?? 0, d))
    const source = mention.source ?? 'unknown'
    sources.set(source, (sources.get(source) ?? 0) + 1)
  })
  const effectiveCompanies = sum(companyFreshness.values())
  const extraPeople = Math.max(0, sum(personFreshness.values()) - effectiveCompanies)
  const frequency = 1 - Math.exp(-(effectiveCompanies + 0.25 * extraPeople + 0.1 * Math.max(0, sources.size - 1)) / 5)

  // Impact
  let maxImpact = 0
  let sumImpact = 0
  for (const [company, d] of companyFreshness) {
    const weighted = (companyWeight.get(company) ?? 0) * d
    maxImpact = Math.max(maxImpact, weighted)
    sumImpact += weighted
  }
  const impact = mentions.length === 0 ? 0 : 0.7 * maxImpact + 0.3 * (1 - Math.exp(-sumImpact / 3))

  // Urgency
  let maxUrgency = 0
  let sumUrgency = 0
  const cueCounts = new Map<UrgencyCue, number>()
  mentions.forEach((mention, i) => {
    const u = clamp01(mention.urgency ?? 0) * (fresh[i] as number)
    maxUrgency = Math.max(maxUrgency, u)
    sumUrgency += u
    for (const cue of mention.urgencyCues ?? []) cueCounts.set(cue, (cueCounts.get(cue) ?? 0) + 1)
  })
  const urgency = 0.7 * maxUrgency + 0.3 * (1 - Math.exp(-sumUrgency))

  // Recency
  const recency = fresh.reduce((max, d) => Math.max(max, d), 0)
  const newestDays = recency > 0 ? (Math.log2(1 / recency) * halfLifeDays) : Number.POSITIVE_INFINITY

  const companies = new Set(mentions.map((mention, i) => mention.companyId ?? `person:${mention.customerId ?? i}`)).size
  const people = new Set(mentions.map((mention, i) => mention.customerId ?? `mention:${i}`)).size
  const sourceText = [...sources.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source, count]) => `${count} from ${source}`)
    .join(', ')
  const biggest = largestCompany(mentions)
  const cueText = [...cueCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cue, count]) => `${cue.replace('_', ' ')} (${count})`)
    .join(', ')

  const factor = (key: FactorKey, value: number, detail: ScoreFactor['detail'], sentence: string): ScoreFactor => ({
    key,
    value: round(value, 4),
    weight: weights[key],
    points: round(100 * weights[key] * value, 2),
    detail,
    sentence,
  })
  const factors: ScoreFactor[] = [
    factor(
      'frequency',
      frequency,
      {
        mentions: mentions.length,
        companies,
        people,
        effective_companies: round(effectiveCompanies, 3),
        sources: sourceText || 'none',
      },
      mentions.length === 0
        ? 'No mentions yet.'
        : `${plural(mentions.length, 'mention')} from ${plural(companies, 'company', 'companies')} (${plural(people, 'person', 'people')})` +
            `: ${sourceText}.`,
    ),
    factor(
      'impact',
      impact,
      { largest: biggest, max_weighted: round(maxImpact, 3), sum_weighted: round(sumImpact, 3) },
      mentions.length === 0 ? 'No companies have asked.' : `The largest company asking is ${biggest}.`,
    ),
    factor(
      'urgency',
      urgency,
      { max_weighted: round(maxUrgency, 3), cues: cueText || 'none' },
      cueText
        ? `Urgency cues: ${cueText}.`
        : maxUrgency > 0
          ? `Some mentions sound urgent (strongest ${round(maxUrgency, 2)} after decay).`
          : 'No urgency cues (blockers, churn risk, deadlines, strong frustration).',
    ),
    factor(
      'recency',
      recency,
      { newest_days: Number.isFinite(newestDays) ? round(newestDays, 1) : 'never', half_life_days: halfLifeDays },
      Number.isFinite(newestDays)
        ? `Newest mention ${newestDays < 1 ? 'today' : `${Math.round(newestDays)} days ago`} (a mention loses half its weight every ${halfLifeDays} days).`
        : 'No dated mentions.',
    ),
  ]
  const total = round(factors.reduce((acc, f) => acc + 100 * f.weight * f.value, 0), 2)
  const priority = priorityOf(total, thresholds)
  const top = [...factors].sort((a, b) => b.points - a.points || a.key.localeCompare(b.key))[0] as ScoreFactor
  return {
    score: total,
    priority,
    explanation: {
      factors,
      summary: `Score ${total.toFixed(0)} of 100 (${priority} priority; high ≥ ${thresholds.high}, medium ≥ ${thresholds.medium}), mostly from ${top.key}.`,
      halfLifeDays,
      thresholds,
    },
  }
}

function impactWeight(mention: ScoredMention, scale: number): number {
  if (mention.accountValue !== undefined && mention.accountValue !== null && mention.accountValue >= 0) {
    return Math.min(1, Math.log10(1 + mention.accountValue) / Math.log10(1 + scale))
  }
  return mention.companySize ? SIZE_WEIGHT[mention.companySize] : SIZE_WEIGHT['1-10']
}

function largestCompany(mentions: readonly ScoredMention[]): string {
  let best: ScoredMention | undefined
  for (const mention of mentions) {
    if (!best || impactWeight(mention, 100_000) > impactWeight(best, 100_000)) best = mention
  }
  if (!best) return 'none'
  if (best.accountValue !== undefined && best.accountValue !== null) return `an account worth ${best.accountValue}`
  return best.companySize ? `a ${best.companySize} company` : 'of unknown size'
}

function sum(values: Iterable<number>): number {
  let total = 0
  for (const value of values) total += value
  return total
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits))
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
