import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNull, like, lt, sql } from 'drizzle-orm'
import type { FeatureStatus } from '../../../api/schemas/features'
import { ErrorDetail } from '../../../api/schemas/error'
import {
  type ConnectedTracker,
  type ConnectGithubRequest,
  type CreateIssueRequest,
  type IssueLink,
  type LinkIssueRequest,
  type LinkState,
  type StatusMapping,
  type TrackerConnection,
  TrackerDetail,
  type TrackerIssue,
  type TrackerProvider,
} from '../../../api/schemas/trackers'
import {
  DEFAULT_STATUS_MAPPING,
  githubIssueState,
  ISSUE_QUOTES,
  issueDescription,
  linkStateDetail,
  parseGithubIssue,
  sameRepository,
  TRACKER_NAMES,
  trackerStatusMove,
} from '../../../api/trackers'
import type { Db } from '../../db/client'
import { features, mentions, trackerConnections, trackerLinks, trackerWebhookDeliveries, users } from '../../db/schema'
import { GithubCallError, type GithubFault, type GithubIssues, githubIssues } from '../../integrations/github/issues'
import { decryptSecret, encryptSecret } from '../../secrets'
import { type AuditOrigin, recordAudit } from '../audit/record'
import { recordHistory } from '../features/activity'
import { DomainError } from '../errors'

/** Webhook delivery ids are kept this long to refuse a replay (GitHub redelivers within days, not weeks). */
const DELIVERY_MEMORY_DAYS = 7

interface Caller {
  companyId: string
  userId: string
}

type ConnectionRow = typeof trackerConnections.$inferSelect
type LinkRow = typeof trackerLinks.$inferSelect

export interface TrackerServiceOptions {
  db: Db
  githubApiUrl: string
  /** AES-256-GCM key the tokens and webhook secrets are encrypted with at rest. */
  tokenKey: Uint8Array
  /** Headway's public URL: the webhook URL and the link back from an issue start with it. */
  publicUrl: string
  /** Told of each feature the tracker moved, once the move is committed (requesters are told of some statuses). */
  statusChanged?: (companyId: string, featureId: string, status: FeatureStatus) => Promise<void>
}

/** A feature a tracker's issue moved to a status. */
interface StatusMove {
  featureId: string
  status: FeatureStatus
}

/** A tracker fault as a link keeps it. */
const linkStateOf = (fault: GithubFault): LinkState => fault.kind

/**
 * The answer of a route whose call to GitHub failed: the token refused or GitHub failing is 502 (the connection keeps
 * the fault), GitHub asking to slow down 503 with its Retry-After, an issue GitHub does not have 404.
 */
function domainErrorOf(fault: GithubFault, notFound: string): DomainError {
  switch (fault.kind) {
    case 'unauthorized':
      return new DomainError('upstream_unavailable', TrackerDetail.unauthorized)
    case 'not_found':
      return new DomainError('not_found', notFound)
    case 'rate_limited':
      return new DomainError('upstream_busy', TrackerDetail.rateLimited, fault.retryAfterSeconds)
    case 'unavailable':
      return new DomainError('upstream_unavailable', TrackerDetail.unavailable)
  }
}

/**
 * The company's issue trackers (GitHub Issues for now: one repository per company) and its features' links to their
 * issues. Every change GitHub reports of a linked issue (a webhook, a link, a reconcile) goes through `applyIssue`:
 * the link takes the issue's title, state and assignee, and the feature moves by the status mapping when the issue's
 * state moved since it last moved the feature, recorded in its history as done by the tracker.
 */
export function createTrackerService({ db, githubApiUrl, tokenKey, publicUrl, statusChanged }: TrackerServiceOptions) {
  async function announce(companyId: string, moves: readonly StatusMove[]): Promise<void> {
    for (const move of moves) await statusChanged?.(companyId, move.featureId, move.status)
  }

  const webhookUrl = (connectionId: string) => `${publicUrl}/api/v1/trackers/github/webhook?connection=${connectionId}`

  function connectionView(row: ConnectionRow, connectedByName: string | null): TrackerConnection {
    return {
      id: row.id,
      provider: row.provider,
      project: row.project,
      state: row.state,
      state_detail: linkStateDetail(row.state),
      status_mapping: row.statusMapping,
      webhook_url: webhookUrl(row.id),
      connected_by_name: connectedByName,
      connected_at: row.createdAt.toISOString(),
    }
  }

  function linkView(row: LinkRow): IssueLink {
    return {
      id: row.id,
      feature_id: row.featureId,
      provider: row.provider,
      key: row.issueKey,
      title: row.title,
      state: row.issueState,
      assignee: row.assignee,
      url: row.url,
      link_state: row.linkState,
      link_detail: linkStateDetail(row.linkState),
      last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }
  }

  async function listConnections(companyId: string, id?: string): Promise<TrackerConnection[]> {
    const rows = await db
      .select({ connection: trackerConnections, firstName: users.firstName, lastName: users.lastName })
      .from(trackerConnections)
      .leftJoin(users, eq(users.id, trackerConnections.connectedBy))
      .where(and(eq(trackerConnections.companyId, companyId), id ? eq(trackerConnections.id, id) : undefined))
      .orderBy(asc(trackerConnections.provider))
    return rows.map((row) =>
      connectionView(row.connection, row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim()),
    )
  }

  /** The company's connection to the provider, or 404 with the sentence telling an admin to connect one. */
  async function connectionOf(companyId: string, provider: TrackerProvider): Promise<ConnectionRow> {
    const [row] = await db
      .select()
      .from(trackerConnections)
      .where(and(eq(trackerConnections.companyId, companyId), eq(trackerConnections.provider, provider)))
    if (!row) throw new DomainError('not_found', TrackerDetail.notConnected)
    return row
  }

  /** The connection's health after a call: ok after a success, the fault after a failure (the token's, GitHub's). */
  async function noteConnection(connection: ConnectionRow, fault: GithubFault | null): Promise<void> {
    const state = fault === null || fault.kind === 'not_found' ? 'ok' : fault.kind
    if (state === connection.state) return
    await db.update(trackerConnections).set({ state, updatedAt: sql`now()` }).where(eq(trackerConnections.id, connection.id))
  }

  /** Runs a call to GitHub with the connection's token, keeping the connection's health; a fault is thrown on. */
  async function callGithub<T>(connection: ConnectionRow, work: (github: GithubIssues) => Promise<T>) {
    const github = await githubIssues(githubApiUrl, decryptSecret(tokenKey, connection.tokenCiphertext))
    try {
      const answer = await work(github)
      await noteConnection(connection, null)
      return answer
    } catch (error) {
      if (error instanceof GithubCallError) await noteConnection(connection, error.fault)
      throw error
    }
  }

  /** A route's call to GitHub: a fault becomes the route's answer (502, 503 with Retry-After, 404). */
  async function routeCall<T>(
    connection: ConnectionRow,
    notFound: string,
    work: (github: GithubIssues) => Promise<T>,
  ): Promise<T> {
    try {
      return await callGithub(connection, work)
    } catch (error) {
      if (error instanceof GithubCallError) throw domainErrorOf(error.fault, notFound)
      throw error
    }
  }

  async function featureOf(companyId: string, featureId: string) {
    const [feature] = await db
      .select({ id: features.id, title: features.title, description: features.description })
      .from(features)
      .where(and(eq(features.companyId, companyId), eq(features.id, featureId)))
    if (!feature) throw new DomainError('not_found', ErrorDetail.featureNotFound)
    return feature
  }

  /**
   * What GitHub says of an issue, onto every link to it of the connection's company (in one transaction): the link's
   * title, state and assignee, and the feature's status by the mapping when the issue moved since it last moved the
   * feature. `onlyLinkId` limits it to one link (a link just made). Answers the links refreshed and the features moved,
   * which the caller announces once its transaction is committed.
   */
  async function applyIssue(
    run: Db,
    connection: ConnectionRow,
    issue: TrackerIssue,
    onlyLinkId?: string,
  ): Promise<{ links: number; moves: StatusMove[] }> {
    return run.transaction(async (tx) => {
      const moves: StatusMove[] = []
      const links = await tx
        .select()
        .from(trackerLinks)
        .where(
          and(
            eq(trackerLinks.companyId, connection.companyId),
            eq(trackerLinks.provider, connection.provider),
            eq(trackerLinks.issueKey, issue.key),
            onlyLinkId ? eq(trackerLinks.id, onlyLinkId) : undefined,
          ),
        )
        .for('update')
      for (const link of links) {
        const [feature] = await tx
          .select({ status: features.status })
          .from(features)
          .where(eq(features.id, link.featureId))
          .for('update')
        const move = feature
          ? trackerStatusMove(connection.statusMapping, link.appliedState, issue.state, feature.status as FeatureStatus)
          : null
        if (feature && move) {
          await tx.update(features).set({ status: move, updatedAt: sql`now()` }).where(eq(features.id, link.featureId))
          await recordHistory(tx, connection.companyId, link.featureId, TRACKER_NAMES[connection.provider], [
            { kind: 'status', from: feature.status, to: move },
          ])
          moves.push({ featureId: link.featureId, status: move })
        }
        await tx
          .update(trackerLinks)
          .set({
            title: issue.title,
            issueState: issue.state,
            appliedState: issue.state,
            assignee: issue.assignee,
            url: issue.url,
            connectionId: connection.id,
            linkState: 'ok',
            lastSyncedAt: sql`now()`,
          })
          .where(eq(trackerLinks.id, link.id))
      }
      return { links: links.length, moves }
    })
  }

  async function storeLink(caller: Caller, featureId: string, connection: ConnectionRow, issue: TrackerIssue): Promise<IssueLink> {
    const [row] = await db
      .insert(trackerLinks)
      .values({
        companyId: caller.companyId,
        featureId,
        connectionId: connection.id,
        provider: connection.provider,
        issueKey: issue.key,
        title: issue.title,
        issueState: issue.state,
        assignee: issue.assignee,
        url: issue.url,
        createdBy: caller.userId,
      })
      .onConflictDoNothing()
      .returning({ id: trackerLinks.id })
    if (!row) throw new DomainError('conflict', TrackerDetail.alreadyLinked)
    // A closed issue linked moves the feature as its closing would have.
    const { moves } = await applyIssue(db, connection, issue, row.id)
    await announce(caller.companyId, moves)
    const [stored] = await db.select().from(trackerLinks).where(eq(trackerLinks.id, row.id))
    if (!stored) throw new Error('The issue link was not stored.')
    return linkView(stored)
  }

  return {
    list: (companyId: string) => listConnections(companyId),

    /**
     * Connects (or reconnects) the company's GitHub repository: the token must see it. A new webhook secret is made
     * each time (the answer is the only place it shows); links left by an earlier disconnection of the same repository
     * are refreshed again.
     */
    async connectGithub(caller: Caller, input: ConnectGithubRequest, origin: AuditOrigin): Promise<ConnectedTracker> {
      const [owner = '', repo = ''] = input.repository.split('/')
      let project: string
      try {
        project = await (await githubIssues(githubApiUrl, input.token)).repository(owner, repo)
      } catch (error) {
        if (!(error instanceof GithubCallError)) throw error
        if (error.fault.kind === 'unauthorized') throw new DomainError('unprocessable', TrackerDetail.tokenRefused)
        if (error.fault.kind === 'not_found') throw new DomainError('unprocessable', TrackerDetail.repositoryNotFound)
        throw domainErrorOf(error.fault, TrackerDetail.repositoryNotFound)
      }
      const secret = randomBytes(32).toString('base64url')
      const values = {
        project,
        tokenCiphertext: encryptSecret(tokenKey, input.token),
        webhookSecretCiphertext: encryptSecret(tokenKey, secret),
        state: 'ok' as const,
        connectedBy: caller.userId,
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(trackerConnections)
          .values({
            companyId: caller.companyId,
            provider: 'github',
            statusMapping: input.status_mapping ?? DEFAULT_STATUS_MAPPING,
            ...values,
          })
          .onConflictDoUpdate({
            target: [trackerConnections.companyId, trackerConnections.provider],
            set: { ...values, ...(input.status_mapping && { statusMapping: input.status_mapping }), updatedAt: sql`now()` },
          })
          .returning({ id: trackerConnections.id })
        if (!row) throw new Error('The tracker connection was not stored.')
        await tx
          .update(trackerLinks)
          .set({ connectionId: row.id, linkState: 'ok' })
          .where(
            and(
              eq(trackerLinks.companyId, caller.companyId),
              eq(trackerLinks.provider, 'github'),
              isNull(trackerLinks.connectionId),
              like(sql`lower(${trackerLinks.issueKey})`, `${project.toLowerCase().replace(/[\\%_]/g, '\\$&')}#%`),
            ),
          )
        await recordAudit(tx, {
          companyId: caller.companyId,
          actor: origin.actor,
          action: 'tracker.connected',
          target: { type: 'tracker', id: row.id, label: `GitHub ${project}` },
          source: origin.source,
        })
        return row.id
      })
      const [view] = await listConnections(caller.companyId, id)
      if (!view) throw new Error('The tracker connection was not stored.')
      return { ...view, webhook_secret: secret }
    },

    /** Disconnects: the token and secret are deleted; the links stay, marked as no longer refreshed. */
    async disconnect(companyId: string, provider: TrackerProvider, origin: AuditOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: trackerConnections.id, project: trackerConnections.project })
          .from(trackerConnections)
          .where(and(eq(trackerConnections.companyId, companyId), eq(trackerConnections.provider, provider)))
          .for('update')
        if (!row) throw new DomainError('not_found', TrackerDetail.notFound)
        await tx.update(trackerLinks).set({ linkState: 'disconnected' }).where(eq(trackerLinks.connectionId, row.id))
        await tx.delete(trackerConnections).where(eq(trackerConnections.id, row.id))
        await recordAudit(tx, {
          companyId,
          actor: origin.actor,
          action: 'tracker.disconnected',
          target: { type: 'tracker', id: row.id, label: `GitHub ${row.project}` },
          source: origin.source,
        })
      })
    },

    /** Replaces the connection's status mapping; the next moves of its issues follow it. */
    async updateStatusMapping(companyId: string, provider: TrackerProvider, mapping: StatusMapping): Promise<TrackerConnection> {
      const [row] = await db
        .update(trackerConnections)
        .set({ statusMapping: mapping, updatedAt: sql`now()` })
        .where(and(eq(trackerConnections.companyId, companyId), eq(trackerConnections.provider, provider)))
        .returning({ id: trackerConnections.id })
      if (!row) throw new DomainError('not_found', TrackerDetail.notFound)
      const [view] = await listConnections(companyId, row.id)
      if (!view) throw new DomainError('not_found', TrackerDetail.notFound)
      return view
    },

    async search(companyId: string, provider: TrackerProvider, words: string): Promise<TrackerIssue[]> {
      const connection = await connectionOf(companyId, provider)
      return routeCall(connection, TrackerDetail.repositoryNotFound, (github) => github.search(connection.project, words))
    },

    async listLinks(companyId: string, featureId: string): Promise<IssueLink[]> {
      await featureOf(companyId, featureId)
      const rows = await db
        .select()
        .from(trackerLinks)
        .where(and(eq(trackerLinks.companyId, companyId), eq(trackerLinks.featureId, featureId)))
        .orderBy(asc(trackerLinks.createdAt), asc(trackerLinks.id))
      return rows.map(linkView)
    },

    /** Creates an issue from the feature (its description, top quotes and a link back) and links it. */
    async createIssue(caller: Caller, featureId: string, input: CreateIssueRequest): Promise<IssueLink> {
      const feature = await featureOf(caller.companyId, featureId)
      const connection = await connectionOf(caller.companyId, input.provider ?? 'github')
      const quotes = await db
        .select({ quote: mentions.quote })
        .from(mentions)
        .where(and(eq(mentions.companyId, caller.companyId), eq(mentions.featureId, featureId), isNull(mentions.unlinkedAt)))
        .orderBy(desc(mentions.confidence), desc(mentions.urgency), asc(mentions.id))
        .limit(ISSUE_QUOTES)
      const body = issueDescription(feature, quotes.map((row) => row.quote), `${publicUrl}/app/features/${featureId}`)
      const issue = await routeCall(connection, TrackerDetail.repositoryNotFound, (github) =>
        github.create(connection.project, { title: input.title ?? feature.title, body, labels: input.labels ?? [] }),
      )
      return storeLink(caller, featureId, connection, issue)
    },

    /** Links an existing issue of the connected repository, as GitHub has it now. */
    async linkIssue(caller: Caller, featureId: string, input: LinkIssueRequest): Promise<IssueLink> {
      await featureOf(caller.companyId, featureId)
      const connection = await connectionOf(caller.companyId, input.provider ?? 'github')
      const ref = parseGithubIssue(input.key, connection.project)
      if (!ref) throw new DomainError('unprocessable', TrackerDetail.badKey)
      if (!sameRepository(ref, connection.project)) throw new DomainError('unprocessable', TrackerDetail.otherRepository)
      const issue = await routeCall(connection, TrackerDetail.issueNotFound, (github) => github.get(ref))
      return storeLink(caller, featureId, connection, issue)
    },

    async unlink(companyId: string, featureId: string, linkId: string): Promise<void> {
      const deleted = await db
        .delete(trackerLinks)
        .where(and(eq(trackerLinks.companyId, companyId), eq(trackerLinks.featureId, featureId), eq(trackerLinks.id, linkId)))
        .returning({ id: trackerLinks.id })
      if (deleted.length === 0) throw new DomainError('not_found', TrackerDetail.linkNotFound)
    },

    /** The webhook secret of a connection (null: no such connection), to check a delivery's signature with. */
    async webhookSecret(connectionId: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: trackerConnections.webhookSecretCiphertext })
        .from(trackerConnections)
        .where(eq(trackerConnections.id, connectionId))
      return row ? decryptSecret(tokenKey, row.secret) : null
    },

    /**
     * A verified delivery of the connection's webhook: false when its id was seen before (a replay). An `issues`
     * event of the connected repository refreshes the links to its issue; anything else is only remembered.
     */
    async receiveWebhook(
      connectionId: string,
      deliveryId: string,
      event: string,
      payload: { action?: unknown; issue?: unknown; repository?: unknown },
    ): Promise<'applied' | 'ignored' | 'replayed'> {
      // The delivery is remembered in the transaction that applies it: a failed one may come again, an applied one not.
      const moved: { companyId: string; moves: StatusMove[] }[] = []
      const outcome = await db.transaction(async (tx): Promise<'applied' | 'ignored' | 'replayed'> => {
        const [fresh] = await tx
          .insert(trackerWebhookDeliveries)
          .values({ deliveryId, connectionId })
          .onConflictDoNothing()
          .returning({ deliveryId: trackerWebhookDeliveries.deliveryId })
        if (!fresh) return 'replayed'
        const issue = event === 'issues' ? webhookIssue(payload) : null
        const [connection] = await tx.select().from(trackerConnections).where(eq(trackerConnections.id, connectionId))
        if (!issue || !connection || !sameRepository(issue.ref, connection.project)) return 'ignored'
        const key = `${connection.project}#${issue.ref.number}`
        if (payload.action === 'deleted' || payload.action === 'transferred') {
          const gone = await tx
            .update(trackerLinks)
            .set({ linkState: 'not_found', lastSyncedAt: sql`now()` })
            .where(and(eq(trackerLinks.connectionId, connectionId), eq(trackerLinks.issueKey, key)))
            .returning({ id: trackerLinks.id })
          return gone.length > 0 ? 'applied' : 'ignored'
        }
        const applied = await applyIssue(tx, connection, { ...issue.issue, key })
        moved.push({ companyId: connection.companyId, moves: applied.moves })
        return applied.links > 0 ? 'applied' : 'ignored'
      })
      for (const { companyId, moves } of moved) await announce(companyId, moves)
      return outcome
    },

    /**
     * Refreshes every link of a connection from GitHub (webhooks can be missed). A 404 or 410 marks that link; the
     * token refused or GitHub failing marks the connection and its links and stops (the job tries again); GitHub
     * asking to slow down does the same, and answers the seconds to wait.
     */
    async reconcile(connectionId: string): Promise<{ retryAfterSeconds: number } | null> {
      const [connection] = await db.select().from(trackerConnections).where(eq(trackerConnections.id, connectionId))
      if (!connection) return null
      const keys = await db
        .selectDistinct({ key: trackerLinks.issueKey })
        .from(trackerLinks)
        .where(eq(trackerLinks.connectionId, connectionId))
        .orderBy(asc(trackerLinks.issueKey))
      for (const { key } of keys) {
        const ref = parseGithubIssue(key, connection.project)
        if (!ref) continue
        try {
          const issue = await callGithub(connection, (github) => github.get(ref))
          await announce(connection.companyId, (await applyIssue(db, connection, { ...issue, key })).moves)
        } catch (error) {
          if (!(error instanceof GithubCallError)) throw error
          const { fault } = error
          const scope =
            fault.kind === 'not_found'
              ? and(eq(trackerLinks.connectionId, connectionId), eq(trackerLinks.issueKey, key))
              : eq(trackerLinks.connectionId, connectionId)
          await db.update(trackerLinks).set({ linkState: linkStateOf(fault) }).where(scope)
          if (fault.kind === 'not_found') continue
          if (fault.kind === 'rate_limited') return { retryAfterSeconds: fault.retryAfterSeconds }
          // A refused token waits for an admin to reconnect; GitHub failing is tried again by the job's retries.
          if (fault.kind === 'unauthorized') return null
          throw error
        }
      }
      return null
    },

    /** The connections to reconcile: all but those whose token was refused (they wait for an admin to reconnect). */
    async reconcilable(): Promise<string[]> {
      const rows = await db
        .select({ id: trackerConnections.id, state: trackerConnections.state })
        .from(trackerConnections)
      return rows.filter((row) => row.state !== 'unauthorized').map((row) => row.id)
    },

    async forgetOldDeliveries(): Promise<void> {
      await db
        .delete(trackerWebhookDeliveries)
        .where(lt(trackerWebhookDeliveries.receivedAt, sql`now() - make_interval(days => ${DELIVERY_MEMORY_DAYS})`))
    },
  }
}

/** The issue an `issues` webhook names, read defensively (the body is only known to be signed JSON). */
function webhookIssue(payload: { issue?: unknown; repository?: unknown }) {
  const issue = payload.issue as Record<string, unknown> | undefined
  const repository = payload.repository as Record<string, unknown> | undefined
  const fullName = repository?.full_name
  if (!issue || typeof fullName !== 'string' || typeof issue.number !== 'number' || typeof issue.title !== 'string') return null
  if (issue.pull_request) return null
  const [owner = '', repo = ''] = fullName.split('/')
  const assignee = issue.assignee as { login?: unknown } | null | undefined
  return {
    ref: { owner, repo, number: issue.number },
    issue: {
      title: issue.title,
      state: githubIssueStateOf(issue.state, issue.state_reason),
      assignee: typeof assignee?.login === 'string' ? assignee.login : null,
      url: typeof issue.html_url === 'string' ? issue.html_url : `https://github.com/${fullName}/issues/${issue.number}`,
    },
  }
}

const githubIssueStateOf = (state: unknown, reason: unknown) =>
  githubIssueState(typeof state === 'string' ? state : 'open', typeof reason === 'string' ? reason : null)

export type TrackerService = ReturnType<typeof createTrackerService>
