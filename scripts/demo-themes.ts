/**
 * `npx tsx scripts/demo-themes.ts`: seeds the demo workspace (HEADWAY_DEMO=1's content) on an in-memory database, runs
 * the real pipeline over its feedback with the local provider, and prints the themes it made with their features (and
 * the confidence of each placement) and the features in no theme with the theme suggested to them: a quick look at
 * what a visitor of the demo sees on the Themes screen. Then, as if the team accepted every suggested theme, it
 * analyses again, prints the same, and the theme changes (rename, merge) it proposes.
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

type Row = { title: string; themeId: string | null; confidence: number | null; suggestedThemeId: string | null; suggestedConfidence: number | null }
const readFeatures = (): Promise<Row[]> =>
  db
    .select({
      title: features.title,
      themeId: features.themeId,
      confidence: features.themeConfidence,
      suggestedThemeId: features.suggestedThemeId,
      suggestedConfidence: features.suggestedThemeConfidence,
    })
    .from(features)
    .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
const percent = (value: number | null) => (value === null ? '' : ` (${Math.round(value * 100)}%)`)

/** Prints the themes with their features, then the features in no theme with the theme suggested to them. */
async function show(): Promise<Row[]> {
  const rows = await db.select({ id: themes.id, name: themes.name, status: themes.status }).from(themes).where(eq(themes.companyId, companyId))
  const nameOf = new Map(rows.map((theme) => [theme.id, theme.name]))
  const members = await readFeatures()
  const inTheme = (id: string | null) => members.filter((feature) => feature.themeId === id)
  console.log(`${members.length} features, ${rows.length} themes`)
  for (const theme of rows.sort((a, b) => inTheme(b.id).length - inTheme(a.id).length)) {
    console.log(`\n${theme.name} [${theme.status}] — ${inTheme(theme.id).length} features`)
    for (const feature of inTheme(theme.id)) console.log(`    ${feature.title}${percent(feature.confidence)}`)
  }
  const loose = inTheme(null)
  console.log(`\nIn no theme — ${loose.length} features, ${loose.filter((feature) => feature.suggestedThemeId).length} with a suggested theme`)
  for (const feature of loose) {
    const suggestion = feature.suggestedThemeId ? ` → ${nameOf.get(feature.suggestedThemeId)}${percent(feature.suggestedConfidence)}` : ''
    console.log(`    ${feature.title}${suggestion}`)
  }
  return members
}

const before = await show()
// Then the team accepts every suggested theme and the feedback is analysed again (as after new feedback arrives): the
// features in no theme are placed in the accepted themes when the AI is confident, and the theme only suggested when
// it is not (api/theme-placement.ts).
await db.update(themes).set({ status: 'active' }).where(and(eq(themes.companyId, companyId), eq(themes.status, 'suggested')))
await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
while ((await analyseWaitingFeedback(db, companyId, workers)).more);
await workers.close()
console.log('\n--- After the team accepts every suggested theme and the feedback is analysed again ---\n')
const after = await show()
console.log(`\nIn a theme: ${before.filter((feature) => feature.themeId).length} before, ${after.filter((feature) => feature.themeId).length} after`)
const changes = await db.select().from(themeChangeSuggestions).where(eq(themeChangeSuggestions.companyId, companyId))
console.log(`\nProposed theme changes: ${changes.length}`)
for (const change of changes) console.log(`    ${change.kind} → ${change.name}: ${change.reason}`)
await database.close()
