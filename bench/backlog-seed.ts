/**
 * The backlog the read benches load: one company's 5,000 features and 100,000 analysed messages (2/3 Slack) posted over
 * 90 days, each linked to one feature, put in with a few set-based INSERT ... SELECT statements and then rescored; and,
 * for the benches of what is rising, 50 themes over them with a burst of this week's mentions for 40 features.
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

const THEMES = 50
/** Features given a burst of this week's mentions by seedThemesAndRises. */
export const RISING_FEATURES = 40
const EXTRA_MENTIONS = 12

/** Themes for the features (round robin), and a burst of this week's mentions for RISING_FEATURES of them. */
export async function seedThemesAndRises(db: Db, companyId: string): Promise<void> {
  await db.execute(sql`insert into themes (company_id, name) select ${companyId}, 'Theme ' || g from generate_series(1, ${THEMES}) g`)
  await db.execute(sql`update features f set theme_id = t.id
    from (select id, row_number() over (order by id) as n from features where company_id = ${companyId}) fn
    join (select id, row_number() over (order by id) as n from themes where company_id = ${companyId}) t
      on t.n = fn.n % ${THEMES} + 1
    where f.id = fn.id`)
  await db.execute(sql`with burst as (
      insert into feedback (company_id, source, text, author_name, author_company, posted_at, analysed_at, label)
      select ${companyId}, 'slack', 'Burst ' || g, 'Customer ' || g, 'Company ' || g, now() - (g % 6) * interval '1 day', now(),
        'feature_request'
      from generate_series(1, ${RISING_FEATURES * EXTRA_MENTIONS}) g
      returning id, text)
    insert into mentions (company_id, feature_id, feedback_id, quote, confidence, linked_by)
    select ${companyId}, f.id, b.id, b.text, 0.9, 'ai'
    from (select id, text, row_number() over (order by id) as n from burst) b
    join (select id, row_number() over (order by id) as n from features where company_id = ${companyId}
          order by id limit ${RISING_FEATURES}) f
      on f.n = b.n % ${RISING_FEATURES} + 1`)
  await db.execute(sql`analyze`)
}
