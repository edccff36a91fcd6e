/**
 * The backlog the read benches load: one company's 5,000 features and 100,000 analysed messages (2/3 Slack) posted over
 * 90 days, each linked to one feature, put in with a few set-based INSERT ... SELECT statements and then rescored.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { features } from '../server/db/schema'
import { rescoreFeatures } from '../server/domain/features/scores'

export const FEEDBACK = 100_000
export const FEATURES = 5_000

/** 5,000 features; 100,000 analysed messages (2/3 Slack) over 90 days, each linked to one; then all rescored. */
export async function seedBacklog(db: Db, companyId: string): Promise<number> {
  const started = performance.now()
  await db.execute(sql`insert into features (company_id, title, description, source)
    select ${companyId}, 'Feature ' || g, 'What customers ask for, number ' || g, 'ai'
    from generate_series(1, ${FEATURES}) g`)
  await db.execute(sql`insert into feedback (company_id, source, text, author_name, author_company, posted_at, analysed_at, label)
    select ${companyId}, case when g % 3 = 0 then 'email' else 'slack' end, 'Please add feature ' || (g % ${FEATURES}),
      'Customer ' || (g % 700), 'Company ' || (g % 150), now() - (g % 90) * interval '1 day', now(), 'feature_request'
    from generate_series(1, ${FEEDBACK}) g`)
  await db.execute(sql`insert into mentions (company_id, feature_id, feedback_id, quote, confidence, linked_by)
    select ${companyId}, f.id, fb.id, fb.text, 0.9, 'ai'
    from (select id, text, row_number() over (order by id) as n from feedback where company_id = ${companyId}) fb
    join (select id, row_number() over (order by id) as n from features where company_id = ${companyId}) f
      on f.n = fb.n % ${FEATURES} + 1`)
  // Scores and mention counts as the pipeline would have left them.
  const ids = await db.select({ id: features.id }).from(features).where(eq(features.companyId, companyId))
  await rescoreFeatures(db, companyId, ids.map((row) => row.id), new Date())
  await db.execute(sql`analyze`)
  return performance.now() - started
}
