import { defineConfig } from 'drizzle-kit'

/**
 * `npm run db:generate` writes the next SQL migration from the schema (server/db/schema/index.ts, one file per domain);
 * the server applies the migrations at start.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
