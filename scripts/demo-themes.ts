/**
 * `npx tsx scripts/demo-themes.ts`: seeds the demo workspace (HEADWAY_DEMO=1's content) on an in-memory database, runs
 * the real pipeline over its feedback with the local provider, and prints the themes it made with their features:
 * a quick look at what a visitor of the demo sees on the Themes screen.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { features, themes } from '../server/db/schema'
import { seedDemo } from '../server/demo/seed'
import { analyseWaitingFeedback } from '../server/domain/features/analysis'
import { createAnalysisWorkers } from '../server/ai/workers/pool'

const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true })
await database.migrate()
const { db, companyId } = await seedDemo(database.db)
const local = { aiProvider: 'local' as const, aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }
const workers = createAnalysisWorkers({ threads: 1, ai: local })
while ((await analyseWaitingFeedback(db, companyId, workers)).more);
await workers.close()

const rows = await db.select({ id: themes.id, name: themes.name, status: themes.status }).from(themes).where(eq(themes.companyId, companyId))
const members = await db
  .select({ title: features.title, themeId: features.themeId })
  .from(features)
  .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
const featuresOf = (id: string | null) => members.filter((feature) => feature.themeId === id).map((feature) => feature.title)
console.log(`${members.length} features, ${rows.length} themes`)
for (const theme of rows.sort((a, b) => featuresOf(b.id).length - featuresOf(a.id).length)) {
  console.log(`\n${theme.name} [${theme.status}] — ${featuresOf(theme.id).length} features`)
  for (const title of featuresOf(theme.id)) console.log(`    ${title}`)
}
console.log(`\nIn no theme — ${featuresOf(null).length} features`)
for (const title of featuresOf(null)) console.log(`    ${title}`)
await database.close()
