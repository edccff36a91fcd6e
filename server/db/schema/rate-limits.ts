import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The rate-limit counters every API process shares (server/domain/rate-limits.ts): one row per counter key holding its
 * current window, counted by an atomic upsert, so several processes on one database count together. The key is a
 * SHA-256 of the counter's name and whom it counts (an email, an address, a user), so the table holds no personal data.
 * A row past `expires_at` is a finished window: the next hit starts a new one, and sweeps delete it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
)
