import type { FeatureSource, FeatureStatus } from './schemas/features'
import { TellDetail, type TellChannel, type TellDraft, type TellSettings } from './schemas/tell'

/**
 * Telling the people who asked: who a feature's requesters are, which message each gets and whether they may be told.
 * The server drafts and sends with these rules, the mocks answer with them, and the app previews them.
 */

/** The variables a template may use. */
export const TELL_VARIABLES = ['first_name', 'feature_title', 'release_note_url'] as const

/** The message of each status a company has not written its own of. */
export const DEFAULT_TELL_TEMPLATES: Readonly<Record<FeatureStatus, string>> = {
  backlog: 'Hi {first_name}, thanks for asking for {feature_title}: it is on our list now.',
  'in-progress': 'Hi {first_name}, we have started work on {feature_title}, which you asked for. We will tell you when it ships.',
  review: 'Hi {first_name}, {feature_title}, which you asked for, is nearly done: it is in review now.',
  completed: 'Hi {first_name}, {feature_title}, which you asked for, is now available. Thank you for asking! {release_note_url}',
}

/** Completed features tell their requesters, after the team reviewed the drafts; nobody is excluded. */
export const DEFAULT_TELL_SETTINGS: TellSettings = {
  trigger_statuses: ['completed'],
  templates: { ...DEFAULT_TELL_TEMPLATES },
  auto_send: false,
  excluded_companies: [],
}

/** One piece of feedback of a feature, as far as telling its author goes. */
export interface RequesterEvidence {
  feedback_id: string
  source: FeatureSource
  /** Slack's user id (qualified by its workspace), the sender's address, or the other tool's author. */
  author_id: string | null
  author_name: string | null
  author_company: string | null
  author_email_domain: string | null
  posted_at: string
  /** False once a person unlinked it from the feature: its author is then no requester (of this feedback). */
  linked: boolean
  /** For an email: whether its Message-ID header is known, so the reply can join its conversation. */
  has_message_id: boolean
}

/** A requester: one author, answered on their latest linked feedback. */
export interface Requester {
  key: string
  name: string
  company: string | null
  email_domain: string | null
  feedback: RequesterEvidence
}

/** Who wrote the feedback, across their feedback items: `<source>:<author>` (an email address in lower case). */
export function requesterKey(evidence: RequesterEvidence): string {
  const author = evidence.author_id ?? evidence.author_name ?? evidence.feedback_id
  return `${evidence.source}:${evidence.source === 'email' ? author.toLowerCase() : author}`
}

/**
 * The requesters of a feature: the authors of the feedback linked to it now (unlinked feedback never counts), each
 * once, answered on their latest linked feedback; ordered by name.
 */
export function requestersOf(evidence: readonly RequesterEvidence[]): Requester[] {
  const latest = new Map<string, RequesterEvidence>()
  for (const item of evidence) {
    if (!item.linked) continue
    const key = requesterKey(item)
    const known = latest.get(key)
    if (!known || known.posted_at < item.posted_at) latest.set(key, item)
  }
  return [...latest]
    .map(([key, item]) => ({
      key,
      name: item.author_name?.trim() || item.author_id || 'Unknown',
      company: item.author_company,
      email_domain: item.author_email_domain,
      feedback: item,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key))
}

/** How the requester is answered: in their Slack thread or email conversation; api, csv and manual feedback cannot be. */
export function tellChannelOf(evidence: RequesterEvidence): TellChannel {
  if (evidence.source === 'slack') return 'slack_thread'
  if (evidence.source === 'email') return evidence.has_message_id ? 'email_reply' : 'email'
  return 'none'
}

/** Why feedback of this source cannot be answered in its conversation; null for Slack and email, which can. */
function noConversationReason(source: FeatureSource): string | null {
  return source === 'slack' || source === 'email' ? null : TellDetail.noConversation[source]
}

const normalised = (value: string) => value.trim().toLowerCase()

/**
 * The excluded entry that matches the requester, or null: an entry matches their company name (case and spaces
 * aside), or their email domain or a parent of it ("acme.com" excludes "eu.acme.com").
 */
export function exclusionOf(requester: Pick<Requester, 'company' | 'email_domain'>, excluded: readonly string[]): string | null {
  const company = requester.company ? normalised(requester.company) : null
  const domain = requester.email_domain ? normalised(requester.email_domain) : null
  for (const entry of excluded) {
    const value = normalised(entry)
    if (value === '') continue
    if (value === company) return entry
    if (domain && (domain === value || domain.endsWith(`.${value}`))) return entry
  }
  return null
}

/** "Dana Reyes" → "Dana"; "dana@acme.com" → "there": a greeting never shows an address or an id. */
export function firstNameOf(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? ''
  return first === '' || first.includes('@') ? 'there' : first
}

export interface TemplateValues {
  first_name: string
  feature_title: string
  /** Empty when the feature has no release note. */
  release_note_url: string
}

const VARIABLE = /\{([a-z_]+)\}/g

/**
 * The template with its variables filled in, in one pass; an unknown {name} stays as written (templateProblem refuses
 * it when saving). Trailing spaces left by an empty variable are dropped, line by line.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const filled = template.replace(VARIABLE, (whole, name: string) =>
    (TELL_VARIABLES as readonly string[]).includes(name) ? values[name as keyof TemplateValues] : whole,
  )
  return filled
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()
}

/** Null when the template can be saved, else the sentence: empty, or a {name} that is not a variable. */
export function templateProblem(status: FeatureStatus, template: string): string | null {
  if (template.trim() === '') return `The ${status} template cannot be empty.`
  for (const [, name] of template.matchAll(VARIABLE)) {
    if (!(TELL_VARIABLES as readonly string[]).includes(name!)) {
      return `The ${status} template uses {${name}}: only {first_name}, {feature_title} and {release_note_url} can be used.`
    }
  }
  return null
}

/** The first problem of the settings' templates, or null. */
export function tellSettingsProblem(settings: TellSettings): string | null {
  for (const [status, template] of Object.entries(settings.templates) as [FeatureStatus, string][]) {
    const problem = templateProblem(status, template)
    if (problem) return problem
  }
  return null
}

export interface DraftInput {
  feature: { title: string; status: FeatureStatus; release_note_url: string | null }
  settings: TellSettings
  evidence: readonly RequesterEvidence[]
  /** Requesters with a message for this status already recorded (at most once per requester per status). */
  alreadyTold: ReadonlySet<string>
}

/**
 * The messages of a feature at its status: one per requester not yet told for it, each with its channel and text, and
 * why it cannot be sent when it cannot (an excluded company, no conversation to reply in). Empty unless the status is
 * one the company chose.
 */
export function draftsFor({ feature, settings, evidence, alreadyTold }: DraftInput): TellDraft[] {
  if (!settings.trigger_statuses.includes(feature.status)) return []
  const template = settings.templates[feature.status]
  return requestersOf(evidence)
    .filter((requester) => !alreadyTold.has(requester.key))
    .map((requester) => {
      const channel = tellChannelOf(requester.feedback)
      const excludedBy = exclusionOf(requester, settings.excluded_companies)
      return {
        requester_key: requester.key,
        name: requester.name,
        company: requester.company,
        feedback_id: requester.feedback.feedback_id,
        channel,
        text: renderTemplate(template, {
          first_name: firstNameOf(requester.feedback.author_name),
          feature_title: feature.title,
          release_note_url: feature.release_note_url ?? '',
        }),
        blocked_reason: excludedBy ? `${excludedBy} is excluded from being told.` : noConversationReason(requester.feedback.source),
      }
    })
}

/** The drafts a send goes out with: the ones that can be sent, limited to `keys` when the team picked some. */
export function sendableDrafts(drafts: readonly TellDraft[], keys?: readonly string[]): TellDraft[] {
  const picked = keys ? new Set(keys) : null
  return drafts.filter((draft) => draft.blocked_reason === null && (!picked || picked.has(draft.requester_key)))
}
