import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { companyIdColumn } from './companies'

/**
 * A company's API keys for the feedback API. The key itself is shown once and never stored: only its SHA-256 hash
 * (a key is 32 random bytes, so a fast hash is as safe as a slow one, and checking a key on every call stays cheap).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** The key's first characters, shown to tell keys apart ("hwk_3fA9x2"). */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_unique'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a call last came with the key, to the minute (updated at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When an admin revoked it; calls with it are refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_live_idx').on(table.companyId).where(sql`${table.revokedAt} is null`)],
)
