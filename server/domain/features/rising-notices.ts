import { type SQL, sql } from 'drizzle-orm'
import { risingMessage } from '../../../api/feature-rules'
import { MIN_COUNT, RISING_WEEK_MS } from '../../../api/rising'
import { type Db, queryRows } from '../../db/client'
import type { JobQueue } from '../../jobs/queue'
import { risingOf } from './rising'

export const RISING_NOTICES_JOB = 'rising-notices'
/** How often rising features are looked for: a rise is told at most this late. */
const CHECK_SECONDS = 60 * 60

/**
 * The companies with at least MIN_COUNT linked mentions posted in the week up to `now` (the others cannot have a rise):
 * per company, its week of feedback through feedback_company_posted_at_idx and their mentions through
 * mentions_feedback_idx, so the hourly look reads the week, not every mention ever.
 */
export function busyCompaniesQuery(now: Date): SQL {
  const weekAgo = new Date(now.getTime() - RISING_WEEK_MS).toISOString()
  return sql`select c.id as company_id from companies c
    where (select count(*) from feedback fb join mentions m on m.feedback_id = fb.id
      where fb.company_id = c.id and fb.posted_at >= ${weekAgo} and fb.posted_at <= ${now.toISOString()}
        and m.unlinked_at is null) >= ${MIN_COUNT}`
}

/**
 * Tells the followers of each feature that started rising (its assignee and the members who commented on it), once
 * per rise: a feature told about in the last 7 days (the test's week) is not told again, so a rise that lasts is one
 * notification and the next is a week apart at the least. One grouped query per company with enough mentions this
 * week, then one insert per rising feature (its message from risingMessage). Answers how many notifications were made.
 */
export async function notifyRising(db: Db, now = new Date()): Promise<number> {
  const weekAgo = new Date(now.getTime() - RISING_WEEK_MS).toISOString()
  const busy = await queryRows<{ company_id: string }>(db, busyCompaniesQuery(now))
  let told = 0
  for (const { company_id: companyId } of busy) {
    const rising = await risingOf(db, companyId, now)
    for (const { id: featureId, title, rise } of rising.features) {
      const message = risingMessage(title, rise)
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
