import type { TrackerIssue } from '../../../api/schemas/trackers'
import { type GithubIssueRef, githubIssueKey, githubIssueState } from '../../../api/trackers'

/** The longest a call to GitHub may take before it counts as GitHub being unavailable. */
const CALL_TIMEOUT_MS = 15_000
/** When GitHub asks to slow down without saying how long (a 403 past the rate limit without Retry-After). */
const DEFAULT_RETRY_AFTER_SECONDS = 60
/** The issues a search answers. */
export const SEARCH_RESULTS = 20

/**
 * What went wrong calling GitHub, in the terms the links and connections keep: the token refused (401, or 403 that is
 * not a rate limit), no such issue or repository (404, 410), asked to slow down (429, or 403 with the rate limit spent),
 * or GitHub failing or out of reach (5xx, a network error, a timeout).
 */
export type GithubFault =
  | { kind: 'unauthorized' }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }

export class GithubCallError extends Error {
  override name = 'GithubCallError'
  constructor(readonly fault: GithubFault) {
    super(`GitHub call failed: ${fault.kind}`)
  }
}

interface OctokitFailure {
  status: number
  response?: { headers: Record<string, string | number | undefined> }
}

const isOctokitFailure = (error: unknown): error is OctokitFailure =>
  error instanceof Error && typeof (error as { status?: unknown }).status === 'number'

/** The fault behind a failed octokit call; an error that is not GitHub's answer (a bug) is thrown on. */
export function githubFault(error: unknown): GithubFault {
  if (!isOctokitFailure(error)) throw error
  const headers = error.response?.headers ?? {}
  const retryAfter = Number(headers['retry-after'])
  const limitSpent = headers['x-ratelimit-remaining'] === '0' || headers['x-ratelimit-remaining'] === 0
  if (error.status === 429 || (error.status === 403 && (limitSpent || Number.isFinite(retryAfter)))) {
    const resetIn = Number(headers['x-ratelimit-reset']) - Math.floor(Date.now() / 1000)
    const seconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : Number.isFinite(resetIn) && resetIn > 0 ? resetIn : DEFAULT_RETRY_AFTER_SECONDS
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil(seconds)) }
  }
  if (error.status === 401 || error.status === 403) return { kind: 'unauthorized' }
  if (error.status === 404 || error.status === 410) return { kind: 'not_found' }
  return { kind: 'unavailable' }
}

/** An issue as octokit answers it (the fields Headway reads). */
interface GithubIssueJson {
  number: number
  title: string
  state: string
  state_reason?: string | null
  html_url: string
  assignee?: { login: string } | null
  pull_request?: unknown
}

function issueOf(repository: string, issue: GithubIssueJson): TrackerIssue {
  const [owner = '', repo = ''] = repository.split('/')
  return {
    key: githubIssueKey({ owner, repo, number: issue.number }),
    title: issue.title,
    state: githubIssueState(issue.state, issue.state_reason),
    assignee: issue.assignee?.login ?? null,
    url: issue.html_url,
  }
}

/** Octokit's own logging is left out: every fault ends on a link or connection, where people read it. */
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

/**
 * GitHub Issues through @octokit/rest, for one repository and token. Every call either answers or throws a
 * GithubCallError naming its fault.
 */
export async function githubIssues(apiUrl: string, token: string) {
  // Loaded at the first call to GitHub, not when the server starts: a server without a tracker never carries it.
  const { Octokit } = await import('@octokit/rest')
  const octokit = new Octokit({ auth: token, baseUrl: apiUrl.replace(/\/+$/, ''), userAgent: 'Headway', log: quiet })
  const request = () => ({ signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw new GithubCallError(githubFault(error))
    }
  }

  return {
    /** The repository's `owner/repo` as GitHub spells it: checks that the token sees it. */
    repository: (owner: string, repo: string) =>
      call(async () => (await octokit.rest.repos.get({ owner, repo, request: request() })).data.full_name),

    create: (repository: string, input: { title: string; body: string; labels: string[] }) => {
      const [owner = '', repo = ''] = repository.split('/')
      return call(async () => {
        const { data } = await octokit.rest.issues.create({ owner, repo, ...input, request: request() })
        return issueOf(repository, data)
      })
    },

    get: (ref: GithubIssueRef) =>
      call(async () => {
        const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: ref.number, request: request() })
        return issueOf(`${ref.owner}/${ref.repo}`, data)
      }),

    /** Issues (not pull requests) of the repository matching the words, best matches first. */
    search: (repository: string, words: string) =>
      call(async () => {
        const q = `${words.replace(/\b(?:repo|is|in|org|user):\S*/gi, ' ').trim()} repo:${repository} is:issue`
        const { data } = await octokit.rest.search.issuesAndPullRequests({ q, per_page: SEARCH_RESULTS, request: request() })
        return data.items.filter((item) => !item.pull_request).map((item) => issueOf(repository, item))
      }),
  }
}

/** The calls of one repository and token. */
export type GithubIssues = Awaited<ReturnType<typeof githubIssues>>
