import { sql } from 'drizzle-orm'
import { risingMessage } from '../../../api/feature-rules'
import { MIN_COUNT, RISING_WEEK_MS } from '../../../api/rising'
import { type Db, queryRows } from '../../db/client'
import type { JobQueue } from '../../jobs/queue'
import { uuidArray } from './mention-stats'
import { risesOf } from './rising'

export const RISING_NOTICES_JOB = 'rising-notices'
/** How often rising features are looked for: a rise is told at most this late. */
const CHECK_SECONDS = 60 * 60

/**
 * Tells the followers of each feature that started rising (its assignee and the members who commented on it), once
 * per rise: a feature told about in the last 7 days (the test's week) is not told again, so a rise that lasts is one
 * notification and the next is a week apart at the least. One grouped query per company with enough mentions this
 * week, then one insert per rising feature (its message from risingMessage). Answers how many notifications were made.
 */
export async function notifyRising(db: Db, now = new Date()): Promise<number> {
  const weekAgo = new Date(now.getTime() - RISING_WEEK_MS).toISOString()
  const busy = await queryRows<{ company_id: string }>(db, sql`
    select m.company_id from mentions m join feedback fb on fb.id = m.feedback_id
    where m.unlinked_at is null and fb.posted_at >= ${weekAgo} and fb.posted_at <= ${now.toISOString()}
    group by m.company_id having count(*) >= ${MIN_COUNT}`)
  let told = 0
  for (const { company_id: companyId } of busy) {
    const rises = await risesOf(db, companyId, now)
    const ids = uuidArray([...rises.features.keys()])
    const titles = await queryRows<{ id: string; title: string }>(db, sql`
      select id, title from features where company_id = ${companyId} and id = any(${ids})`)
    for (const { id: featureId, title } of titles) {
      const message = risingMessage(title, rises.features.get(featureId)!)
      const rows = await queryRows<{ id: string }>(db, sql`
        insert into notifications (company_id, user_id, kind, feature_id, message, created_at)
        select ${companyId}, u.id, 'rising', f.id, ${message}, ${now.toISOString()}
        from features f join users u on u.company_id = f.company_id and u.is_active
        where f.id = ${featureId} and f.company_id = ${companyId} and f.merged_into_id is null
          and (u.id = f.assignee_id
            or exists (select 1 from feature_comments c where c.feature_id = f.id and c.author_id = u.id))
          and not exists (select 1 from notifications n
            where n.feature_id = f.id and n.kind = 'rising' and n.created_at > ${weekAgo})
        returning id`)
      told += rows.length
    }
  }
  return told
}

/** The hourly look for rising features; with `workers` this process runs it. */
export function registerRisingJob(jobs: JobQueue, db: Db, { workers }: { workers: boolean }): void {
  jobs.define(RISING_NOTICES_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 900 })
  if (!workers) return
  jobs.work(RISING_NOTICES_JOB, async () => {
    await notifyRising(db)
  })
  jobs.every(RISING_NOTICES_JOB, CHECK_SECONDS)
}
