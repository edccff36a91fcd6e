import type { FeatureStatus } from './schemas/features'
import {
  type IssueState,
  type LinkState,
  type StatusMapping,
  TrackerDetail,
  type TrackerProvider,
} from './schemas/trackers'

/** How each tracker signs the feature history when its issue moves a feature. */
export const TRACKER_NAMES: Readonly<Record<TrackerProvider, string>> = { github: 'GitHub' }

/**
 * Where a linked feature goes when its issue moves, unless the company chose otherwise: closed as completed →
 * completed, reopened → in progress; an issue opened or closed as not planned leaves the feature as it is (Headway has
 * no "declined" status).
 */
export const DEFAULT_STATUS_MAPPING: StatusMapping = {
  open: null,
  reopened: 'in-progress',
  closed_completed: 'completed',
  closed_not_planned: null,
}

/** GitHub's state and state_reason as one issue state; a duplicate counts as not planned. */
export function githubIssueState(state: string, stateReason: string | null | undefined): IssueState {
  if (state === 'closed') return stateReason === 'not_planned' || stateReason === 'duplicate' ? 'closed_not_planned' : 'closed_completed'
  return stateReason === 'reopened' ? 'reopened' : 'open'
}

/**
 * The status a feature moves to when a linked issue's state is seen, or null to leave it: only when the issue moved
 * since the state that last moved the feature (`applied`), so a person's later change of the feature's status wins
 * until the issue moves again; and never to the status it already has.
 */
export function trackerStatusMove(
  mapping: StatusMapping,
  applied: IssueState | null,
  seen: IssueState,
  current: FeatureStatus,
): FeatureStatus | null {
  if (applied === seen) return null
  const target = mapping[seen]
  return target && target !== current ? target : null
}

/** An issue of a GitHub repository: `owner/repo#123`. */
export interface GithubIssueRef {
  owner: string
  repo: string
  number: number
}

export const githubIssueKey = ({ owner, repo, number }: GithubIssueRef): string => `${owner}/${repo}#${number}`

const ISSUE_KEY = /^(?:([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100}))?#?(\d{1,10})$/
const ISSUE_URL = /^https:\/\/github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})\/issues\/(\d{1,10})\/?$/

/**
 * The issue a person names: `owner/repo#123`, its URL on github.com, or `#123` / `123` in the connected repository;
 * null for anything else. Owners and repositories compare without case, as on GitHub.
 */
export function parseGithubIssue(input: string, repository: string): GithubIssueRef | null {
  const match = ISSUE_KEY.exec(input.trim()) ?? ISSUE_URL.exec(input.trim())
  if (!match) return null
  const [connectedOwner = '', connectedRepo = ''] = repository.split('/')
  const number = Number(match[3])
  if (!Number.isSafeInteger(number) || number < 1) return null
  return { owner: match[1] ?? connectedOwner, repo: match[2] ?? connectedRepo, number }
}

export const sameRepository = (ref: GithubIssueRef, repository: string): boolean =>
  `${ref.owner}/${ref.repo}`.toLowerCase() === repository.toLowerCase()

/** Quotes a new issue's description carries, and the longest each may be (a longer one is cut with an ellipsis). */
export const ISSUE_QUOTES = 3
export const ISSUE_QUOTE_MAX = 500

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)

/**
 * The description of an issue created from a feature (Markdown): the feature's description, its top quotes (each a
 * block quote, at most ISSUE_QUOTES of ISSUE_QUOTE_MAX characters) and a link back to the feature in Headway.
 */
export function issueDescription(feature: { description: string }, quotes: readonly string[], featureUrl: string): string {
  const parts: string[] = []
  if (feature.description.trim()) parts.push(feature.description.trim())
  const shown = quotes.slice(0, ISSUE_QUOTES).map((quote) => cut(quote.replace(/\s+/g, ' ').trim(), ISSUE_QUOTE_MAX))
  if (shown.length > 0) parts.push(['**What customers said**', ...shown.map((quote) => `> ${quote}`)].join('\n\n'))
  parts.push(`[Open this feature in Headway](${featureUrl})`)
  return parts.join('\n\n')
}

/** The sentence beside a link in a fault state (null while ok). */
export function linkStateDetail(state: LinkState): string | null {
  switch (state) {
    case 'ok':
      return null
    case 'not_found':
      return TrackerDetail.deleted
    case 'unauthorized':
      return TrackerDetail.unauthorized
    case 'rate_limited':
      return TrackerDetail.rateLimited
    case 'unavailable':
      return TrackerDetail.unavailable
    case 'disconnected':
      return TrackerDetail.disconnected
  }
}
