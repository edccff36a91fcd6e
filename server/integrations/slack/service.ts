import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { type AuditOrigin, recordAudit } from '../../domain/audit/record'
import { DomainError } from '../../domain/errors'
import { encryptSecret } from '../../secrets'
import { explainSlackError } from './errors'
import {
  disconnectIntegration,
  findIntegration,
  findIntegrationName,
  findIntegrationSource,
  type IntegrationSummary,
  listIntegrations,
  purgeIntegration,
  upsertIntegration,
} from './repository'
import { SLACK_SYNC_JOB, type SlackSync } from './sync'
import { interactiveSlackClient, readSlackWorkspace, type SlackWorkspace } from './workspace'

interface SlackServiceOptions {
  db: Db
  slackApiUrl: string
  /** AES-256-GCM key the user tokens are encrypted with at rest. */
  tokenKey: Uint8Array
  sync: SlackSync
  /** Cancels the queued and running jobs of one key (the integration id). */
  cancelJobs: (name: string, singletonKey: string) => Promise<void>
}

/** Connecting Slack workspaces to a company: check a token, choose channels, store the integration, sync it. */
export function createSlackService({ db, slackApiUrl, tokenKey, sync, cancelJobs }: SlackServiceOptions) {
  async function readWorkspace(userToken: string): Promise<SlackWorkspace> {
    try {
      return await readSlackWorkspace(await interactiveSlackClient(userToken, slackApiUrl))
    } catch (error) {
      throw explainSlackError(error)
    }
  }

  return {
    /** The workspace behind the token and every channel it can read. */
    validateToken: readWorkspace,

    /**
     * Stores (or updates) the company's integration with the chosen channels, which must be in that workspace, and
     * queues its sync (the first one collects the backfill window).
     */
    async connect(
      companyId: string,
      userToken: string,
      channelIds: readonly string[],
      by: AuditOrigin,
    ): Promise<IntegrationSummary> {
      const workspace = await readWorkspace(userToken)
      const channelsById = new Map(workspace.channels.map((channel) => [channel.id, channel]))
      const channels = channelIds.map((id) => channelsById.get(id))
      if (!channels.every((channel) => channel !== undefined)) {
        throw new DomainError('invalid', ErrorDetail.unknownChannel)
      }
      const integration = await upsertIntegration(db, companyId, {
        teamId: workspace.teamId,
        teamName: workspace.teamName,
        teamDomain: workspace.teamDomain,
        tokenCiphertext: encryptSecret(tokenKey, userToken),
        channels,
      })
      await recordAudit(db, {
        companyId,
        ...by,
        action: 'source.connected',
        target: { type: 'slack_integration', id: integration.id, label: integration.teamName },
        details: { channels: channels.map((channel) => `#${channel.name}`) },
      })
      await sync.queue(companyId, integration.id)
      return integration
    },

    list: (companyId: string) => listIntegrations(db, companyId),

    /** Sync now: queues a sync of the integration (202); 400 for an imported export, which has nothing to sync. */
    async syncNow(companyId: string, integrationId: string): Promise<IntegrationSummary> {
      const integration = await sync.request(companyId, integrationId)
      if (integration) return integration
      const source = await findIntegrationSource(db, companyId, integrationId)
      if (source === 'export') {
        throw new DomainError('invalid', 'This workspace was imported from an export file; import a newer export instead.')
      }
      throw new DomainError('not_found', ErrorDetail.integrationNotFound)
    },

    /**
     * Disconnects: syncing stops (queued jobs are cancelled, a running one stops at its next page) and the token is
     * forgotten; the feedback collected stays unless `purge`, which deletes it with the integration.
     */
    async remove(companyId: string, integrationId: string, { purge = false }: { purge?: boolean }, by: AuditOrigin): Promise<void> {
      const teamName = await findIntegrationName(db, companyId, integrationId)
      const found = purge
        ? await purgeIntegration(db, companyId, integrationId)
        : await disconnectIntegration(db, companyId, integrationId)
      if (!found) throw new DomainError('not_found', ErrorDetail.integrationNotFound)
      await recordAudit(db, {
        companyId,
        ...by,
        action: purge ? 'source.purged' : 'source.disconnected',
        target: { type: 'slack_integration', id: integrationId, label: teamName ?? null },
      })
      await cancelJobs(SLACK_SYNC_JOB, integrationId)
    },

    find: (companyId: string, integrationId: string) => findIntegration(db, companyId, integrationId),
  }
}

export type SlackService = ReturnType<typeof createSlackService>
