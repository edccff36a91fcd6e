import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { ApiKeyDetail, MAX_LIVE_API_KEYS, type ApiKey, type CreatedApiKey } from '../../../api/schemas/api-keys'
import type { Db } from '../../db/client'
import { apiKeys, users } from '../../db/schema'
import { type AuditOrigin, recordAudit } from '../audit/record'
import { hashToken } from '../auth/sessions'
import { DomainError } from '../errors'

/** What every key starts with: it tells a leaked key for what it is (secret scanners match on it). */
export const API_KEY_PREFIX = 'hwk_'
/** Characters of a key shown in the list after it is created: the prefix and 6 of its random characters. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 6
/** A key's last use is written at most this often, so a busy key does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000

/** The caller of a feedback API call: the key's company, and the key (its id: rate limits count per key). */
export interface ApiKeyCaller {
  apiKeyId: string
  companyId: string
}

interface Caller {
  companyId: string
  userId: string
}

/** The company's keys with the name of who made each. */
function selectKeys(db: Db, companyId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .$dynamic()
}

type ListedRow = Awaited<ReturnType<typeof selectKeys>>[number]

function toView(row: ListedRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: 'feedback:write',
    created_by_name: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }
}

/**
 * The company API keys of the feedback API. A key is `hwk_` and 32 random bytes (base64url): it is shown once, when
 * created, and only its SHA-256 is kept. A fast hash is right here, unlike for passwords: with 256 bits of randomness
 * there is nothing to guess, so a slow hash (argon2) would only make every API call slower.
 */
export function createApiKeyService({ db }: { db: Db }) {
  return {
    /** The company's keys, live ones first, newest first. */
    async list(companyId: string): Promise<ApiKey[]> {
      const rows = await selectKeys(db, companyId).orderBy(
        sql`${apiKeys.revokedAt} is not null`,
        desc(apiKeys.createdAt),
        desc(apiKeys.id),
      )
      return rows.map(toView)
    },

    /** A new key (409 past MAX_LIVE_API_KEYS live ones), recorded in the audit log; the answer carries the key. */
    async create(caller: Caller, name: string, origin: AuditOrigin): Promise<CreatedApiKey> {
      return db.transaction(async (tx) => {
        // The company's row is locked so that two creations at once cannot both pass the count.
        await tx.execute(sql`select id from companies where id = ${caller.companyId} for update`)
        const [live] = await tx
          .select({ total: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.companyId, caller.companyId), isNull(apiKeys.revokedAt)))
        if (Number(live?.total ?? 0) >= MAX_LIVE_API_KEYS) throw new DomainError('conflict', ApiKeyDetail.tooMany)
        const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
        const [row] = await tx
          .insert(apiKeys)
          .values({
            companyId: caller.companyId,
            name,
            prefix: key.slice(0, SHOWN_CHARS),
            keyHash: hashToken(key),
            createdBy: caller.userId,
          })
          .returning({ id: apiKeys.id })
        if (!row) throw new Error('The API key was not stored.')
        await recordAudit(tx, {
          companyId: caller.companyId,
          actor: origin.actor,
          action: 'api_key.created',
          target: { type: 'api_key', id: row.id, label: name },
          source: origin.source,
        })
        const [created] = await selectKeys(tx, caller.companyId).where(and(eq(apiKeys.companyId, caller.companyId), eq(apiKeys.id, row.id)))
        if (!created) throw new Error('The API key was not stored.')
        return { ...toView(created), key }
      })
    },

    /** Revokes a key of the company (false: no such key); revoking a revoked key keeps its first revocation. */
    async revoke(companyId: string, id: string, origin: AuditOrigin): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ name: apiKeys.name, revokedAt: apiKeys.revokedAt })
          .from(apiKeys)
          .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
          .for('update')
        if (!row) return false
        if (row.revokedAt) return true
        await tx.update(apiKeys).set({ revokedAt: sql`now()` }).where(eq(apiKeys.id, id))
        await recordAudit(tx, {
          companyId,
          actor: origin.actor,
          action: 'api_key.revoked',
          target: { type: 'api_key', id, label: row.name },
          source: origin.source,
        })
        return true
      })
    },

    /** The caller behind a live key, or null (unknown, revoked, or not a key at all); notes its use. */
    async authenticate(key: string): Promise<ApiKeyCaller | null> {
      if (!key.startsWith(API_KEY_PREFIX)) return null
      const [row] = await db
        .select({ id: apiKeys.id, companyId: apiKeys.companyId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
      if (!row) return null
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
        await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.id))
      }
      return { apiKeyId: row.id, companyId: row.companyId }
    },
  }
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>
