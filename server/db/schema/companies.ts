/** Companies (the tenants) and their settings: every table holding customer data carries company_id. */
import { boolean, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The name lower-cased with runs of spaces collapsed: "Acme  Corp" and "acme corp" match. Not unique: a name alone
     * lets nobody in, so a second company may take it (api/company-membership.ts).
     */
    nameKey: text('name_key').notNull(),
    size: text('size').notNull(),
    /** The product areas its themes are named and placed by, as the team edited them; null: the built-in starter set. */
    productAreas: jsonb('product_areas').$type<{ name: string; examples: string[] }[]>(),
    /**
     * Set when its newest feedback was analysed ahead of a full batch (server/domain/features/analysis.ts): from this
     * time on, that batch is analysed again as a whole. Null when every batch was analysed whole.
     */
    analysisConsolidateAfter: timestamp('analysis_consolidate_after', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('companies_name_key_idx').on(table.nameKey)],
)

/** The owning company of a row: rows go with their company. */
export const companyIdColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

/**
 * The email domains a company added in Workspace Settings. A domain admits people (join requests, or auto-join when
 * turned on) only while it is claimable and proven (api/company-membership.ts).
 */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Lower-case, e.g. "acme.io". */
    domain: text('domain').notNull(),
    autoJoin: boolean('auto_join').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [unique('company_domains_company_domain_unique').on(table.companyId, table.domain), index('company_domains_domain_idx').on(table.domain)],
)

/** One row per company once its preferences were changed; no row means the defaults. */
export const companyPreferences = pgTable('company_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autoSync: boolean('auto_sync').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  updatedAt: updatedAt(),
})
