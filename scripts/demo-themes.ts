/**
 * `npx tsx scripts/demo-themes.ts`: seeds the demo workspace (HEADWAY_DEMO=1's content) on an in-memory database, runs
 * the real pipeline over its feedback with the local provider, and prints the themes it made with their features:
 * a quick look at what a visitor of the demo sees on the Themes screen. Then, as if the team accepted every suggested
 * theme, it analyses again and prints which features the AI placed with confidence and which it only suggests, and
 * the theme changes (rename, merge) it proposes.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { features, feedback, themeChangeSuggestions, themes } from '../server/db/schema'
import { seedDemo } from '../server/demo/seed'
import { analyseWaitingFeedback } from '../server/domain/features/analysis'
import { createAnalysisWorkers } from '../server/ai/workers/pool'

const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true })
await database.migrate()
const { db, companyId } = await seedDemo(database.db)
const local = { aiProvider: 'local' as const, aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }
const workers = createAnalysisWorkers({ threads: 1, ai: local })
while ((await analyseWaitingFeedback(db, companyId, workers)).more);

const rows = await db.select({ id: themes.id, name: themes.name, status: themes.status }).from(themes).where(eq(themes.companyId, companyId))
const members = await db
  .select({
    title: features.title,
    themeId: features.themeId,
    confidence: features.themeConfidence,
    suggestedThemeId: features.suggestedThemeId,
    suggestedConfidence: features.suggestedThemeConfidence,
  })
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

// Then the team accepts every suggested theme and the feedback is analysed again (as after new feedback arrives): the
// features in no theme are placed in the accepted themes when the AI is confident, and the theme only suggested when
// it is not (api/theme-placement.ts).
await db.update(themes).set({ status: 'active' }).where(and(eq(themes.companyId, companyId), eq(themes.status, 'suggested')))
await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
while ((await analyseWaitingFeedback(db, companyId, workers)).more);
await workers.close()
const after = await db
  .select({
    title: features.title,
    confidence: features.themeConfidence,
    suggestedThemeId: features.suggestedThemeId,
    suggestedConfidence: features.suggestedThemeConfidence,
  })
  .from(features)
  .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
const placed = after.filter((feature) => feature.confidence !== null)
const suggested = after.filter((feature) => feature.suggestedThemeId !== null)
const nameOf = new Map(rows.map((theme) => [theme.id, theme.name]))
console.log(`\nAfter the team accepts the suggested themes, of the ${featuresOf(null).length} features in no theme:`)
console.log(`placed with confidence: ${placed.length}; only suggested: ${suggested.length}`)
for (const feature of placed) console.log(`    placed: ${feature.title} (${Math.round(feature.confidence! * 100)}%)`)
for (const feature of suggested) {
  console.log(`    suggested: ${feature.title} → ${nameOf.get(feature.suggestedThemeId!)} (${Math.round(feature.suggestedConfidence! * 100)}%)`)
}
const changes = await db.select().from(themeChangeSuggestions).where(eq(themeChangeSuggestions.companyId, companyId))
console.log(`\nProposed theme changes: ${changes.length}`)
for (const change of changes) console.log(`    ${change.kind} → ${change.name}: ${change.reason}`)
await database.close()
