import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback stand-in for GitHub's REST API, for tests that run the real @octokit/rest client against it through
 * HEADWAY_GITHUB_API_URL (`fake.url`). It knows repositories (with the tokens that may use them) and their issues, and
 * answers the calls Headway makes as GitHub does: GET /repos/{owner}/{repo}, POST /repos/{owner}/{repo}/issues,
 * GET /repos/{owner}/{repo}/issues/{number}, GET /search/issues. Faults: a revoked or unknown token answers 401 (Bad
 * credentials), an unknown issue 404, a deleted one 410; `respondOnce` queues any answer (429 with Retry-After, a 5xx).
 * `sendWebhook` delivers an event to a URL signed with X-Hub-Signature-256, as a repository's webhook does.
 */

export interface FakeIssue {
  number: number
  title: string
  body?: string
  state: 'open' | 'closed'
  state_reason?: 'completed' | 'not_planned' | 'reopened' | 'duplicate' | null
  assignee?: string | null
  labels?: string[]
  /** Deleted issues answer 410 Gone. */
  deleted?: boolean
}

export interface FakeRepository {
  /** `owner/repo`. */
  fullName: string
  /** Tokens that may read and write this repository's issues. */
  tokens: string[]
  issues?: FakeIssue[]
}

export interface FakeGithubResponse {
  status: number
  headers?: Record<string, string>
  body: Record<string, unknown>
}

export interface FakeGithubCall {
  method: string
  path: string
  body: unknown
}

export interface FakeGithub {
  /** Base URL to pass as githubApiUrl. */
  url: string
  /** Calls so far, in order, e.g. `GET /repos/acme/roadmap/issues/1`. */
  calls: FakeGithubCall[]
  /** The next call whose `METHOD path` starts with `prefix` gets this answer instead of the normal one. */
  respondOnce(prefix: string, response: FakeGithubResponse): void
  issue(fullName: string, number: number): FakeIssue
  /** Changes an issue as a person on GitHub would (close, reopen, retitle, assign). */
  updateIssue(fullName: string, number: number, change: Partial<FakeIssue>): FakeIssue
  /** The token stops working: 401 Bad credentials from then on. */
  revokeToken(token: string): void
  /** The issue webhook payload of an issue, with an action ('closed', 'reopened', 'edited', 'assigned'...). */
  issuesEvent(fullName: string, number: number, action: string): Record<string, unknown>
  close(): Promise<void>
}

function issueJson(base: string, fullName: string, issue: FakeIssue) {
  return {
    id: 1_000_000 + issue.number,
    node_id: `I_${issue.number}`,
    number: issue.number,
    title: issue.title,
    body: issue.body ?? null,
    state: issue.state,
    state_reason: issue.state_reason ?? null,
    html_url: `https://github.com/${fullName}/issues/${issue.number}`,
    url: `${base}repos/${fullName}/issues/${issue.number}`,
    repository_url: `${base}repos/${fullName}`,
    assignee: issue.assignee ? { login: issue.assignee, id: 1 } : null,
    assignees: issue.assignee ? [{ login: issue.assignee, id: 1 }] : [],
    labels: (issue.labels ?? []).map((name, index) => ({ id: index + 1, name })),
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

export async function startFakeGithub(repositories: FakeRepository[]): Promise<FakeGithub> {
  const byName = new Map(repositories.map((repository) => [repository.fullName.toLowerCase(), repository]))
  const revoked = new Set<string>()
  const queued: Array<{ prefix: string; response: FakeGithubResponse }> = []
  const calls: FakeGithubCall[] = []
  let base = ''

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    response.end(JSON.stringify(body))
  }

  function repositoryOf(owner: string, repo: string): FakeRepository | undefined {
    return byName.get(`${owner}/${repo}`.toLowerCase())
  }

  function findIssue(fullName: string, number: number): FakeIssue {
    const issue = byName.get(fullName.toLowerCase())?.issues?.find((candidate) => candidate.number === number)
    if (!issue) throw new Error(`The fake GitHub has no issue ${fullName}#${number}.`)
    return issue
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    const body = method === 'POST' || method === 'PATCH' ? await readBody(request) : undefined
    const path = url.pathname
    calls.push({ method, path: `${path}${url.search}`, body })
    const line = `${method} ${path}`
    const queuedAt = queued.findIndex((entry) => line.startsWith(entry.prefix))
    if (queuedAt >= 0) {
      const answer = (queued.splice(queuedAt, 1)[0] as { response: FakeGithubResponse }).response
      send(response, answer.status, answer.body, answer.headers)
      return
    }
    const token = /^(?:token|Bearer) (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const badCredentials = () =>
      send(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' })
    if (!token || revoked.has(token)) return badCredentials()
    const known = repositories.some((repository) => repository.tokens.includes(token))
    if (!known) return badCredentials()
    const notFound = () => send(response, 404, { message: 'Not Found', status: '404' })

    if (method === 'GET' && path === '/search/issues') {
      const q = url.searchParams.get('q') ?? ''
      const repoFilter = /repo:(\S+)/.exec(q)?.[1]
      const words = q
        .replace(/repo:\S+|is:\S+|in:\S+/g, '')
        .trim()
        .toLowerCase()
      const items = repositories
        .filter((repository) => repository.tokens.includes(token))
        .filter((repository) => !repoFilter || repository.fullName.toLowerCase() === repoFilter.toLowerCase())
        .flatMap((repository) => (repository.issues ?? []).filter((issue) => !issue.deleted).map((issue) => ({ repository, issue })))
        .filter(({ issue }) => !words || issue.title.toLowerCase().includes(words) || String(issue.number) === words)
      const perPage = Number(url.searchParams.get('per_page')) || 30
      return send(response, 200, {
        total_count: items.length,
        incomplete_results: false,
        items: items.slice(0, perPage).map(({ repository, issue }) => issueJson(base, repository.fullName, issue)),
      })
    }

    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/issues(?:\/(\d+))?)?$/.exec(path)
    if (!repoMatch) return notFound()
    const [, owner = '', repo = '', issuesPart, number] = repoMatch
    const repository = repositoryOf(decodeURIComponent(owner), decodeURIComponent(repo))
    if (!repository || !repository.tokens.includes(token)) return notFound()
    if (!issuesPart && method === 'GET') {
      return send(response, 200, { id: 1, name: repository.fullName.split('/')[1], full_name: repository.fullName, has_issues: true })
    }
    if (issuesPart && !number && method === 'POST') {
      const input = body as { title?: string; body?: string; labels?: string[] }
      if (!input?.title) return send(response, 422, { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] })
      repository.issues ??= []
      const issue: FakeIssue = {
        number: repository.issues.reduce((highest, candidate) => Math.max(highest, candidate.number), 0) + 1,
        title: input.title,
        ...(input.body !== undefined && { body: input.body }),
        state: 'open',
        labels: input.labels ?? [],
      }
      repository.issues.push(issue)
      return send(response, 201, issueJson(base, repository.fullName, issue))
    }
    if (number && method === 'GET') {
      const issue = repository.issues?.find((candidate) => candidate.number === Number(number))
      if (!issue) return notFound()
      if (issue.deleted) return send(response, 410, { message: 'This issue was deleted', status: '410' })
      return send(response, 200, issueJson(base, repository.fullName, issue))
    }
    return notFound()
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

  return {
    url: base,
    calls,
    respondOnce: (prefix, response) => queued.push({ prefix, response }),
    issue: findIssue,
    updateIssue(fullName, number, change) {
      return Object.assign(findIssue(fullName, number), change)
    },
    revokeToken: (token) => revoked.add(token),
    issuesEvent(fullName, number, action) {
      const issue = findIssue(fullName, number)
      return {
        action,
        issue: issueJson(base, fullName, issue),
        repository: { id: 1, name: fullName.split('/')[1], full_name: fullName },
        sender: { login: 'octocat', id: 1 },
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export interface SignedDelivery {
  url: string
  secret: string
  event: string
  payload: Record<string, unknown>
  /** X-GitHub-Delivery; a new GUID unless given (send the same one twice to replay a delivery). */
  deliveryId?: string
}

/** The headers and body of a webhook delivery as GitHub signs it: HMAC-SHA256 of the exact body, hex. */
export function signedDelivery({ secret, event, payload, deliveryId = randomUUID() }: Omit<SignedDelivery, 'url'>) {
  const body = JSON.stringify(payload)
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  return {
    body,
    deliveryId,
    headers: {
      'content-type': 'application/json',
      'x-github-event': event,
      'x-github-delivery': deliveryId,
      'x-hub-signature-256': signature,
      'user-agent': 'GitHub-Hookshot/fake',
    },
  }
}
