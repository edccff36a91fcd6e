/**
 * The one Drizzle schema, one file per domain. Change it, then `npm run db:generate` writes the next migration into
 * server/db/migrations. Every table holding customer data carries company_id.
 */
export * from './accounts'
export * from './api-keys'
export * from './audit'
export * from './companies'
export * from './corrections'
export * from './csv-imports'
export * from './features'
export * from './feedback'
export * from './gmail'
export * from './notifications'
export * from './rate-limits'
export * from './slack'
export * from './slack-digest'
export * from './themes'
export * from './tell'
export * from './trackers'
