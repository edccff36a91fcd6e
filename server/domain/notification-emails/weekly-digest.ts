import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import type { Mail } from '../../integrations/email/mailer'
import { risingOf } from '../features/rising'
import { preferenceIsOn } from '../workspace/repository'
import { digestMail, feedbackTotal, type CompanyWeek, type DigestFeature } from './digest-mail'
import { sendAll, type NotificationEmailDependencies } from './send-all'

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** How many features each list of the email shows. */
const LIST_LENGTH = 5

/**
 * Takes the companies whose weekly summary is due at `now`: email notifications on, and a week since the last summary
 * (or since the company was created). Marking them in the same statement means two workers never both send one; a
 * summary whose sending fails is not retried (at most one a week).
 */
async function claimDueCompanies(db: Db, now: Date): Promise<Array<{ id: string; name: string }>> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString()
  return queryRows<{ id: string; name: string }>(db, sql`
    with due as (
      select c.id
      from companies c
      left join weekly_digests d on d.company_id = c.id
      where ${preferenceIsOn('emailNotifications', sql`c.id`)} and coalesce(d.sent_at, c.created_at) <= ${weekAgo}
      limit 1000
    ), claimed as (
      insert into weekly_digests (company_id, sent_at)
      select id, ${now.toISOString()} from due
      on conflict (company_id) do update set sent_at = excluded.sent_at where weekly_digests.sent_at <= ${weekAgo}
      returning company_id
    )
    select c.id, c.name from claimed join companies c on c.id = claimed.company_id`)
}

interface FeatureRow {
  id: string
  title: string
  priority: string
  total_mentions: number
  week_mentions: number
}

/**
 * What happened in the company's backlog in the week (or the `windowMs`) up to `now`, by when feedback was posted: the
 * content of the weekly summary email and of the Slack digest.
 */
export async function companyWeek(
  db: Db,
  company: { id: string; name: string },
  now: Date,
  windowMs = WEEK_MS,
): Promise<CompanyWeek> {
  const from = new Date(now.getTime() - windowMs)
  const since = from.toISOString()
  const [counts] = await queryRows<{ slack: number; email: number; manual: number; new_features: number; high: number }>(
    db,
    sql`
      select
        count(*) filter (where source = 'slack')::int as slack,
        count(*) filter (where source = 'email')::int as email,
        count(*) filter (where source = 'manual')::int as manual,
        (select count(*)::int from features
          where company_id = ${company.id} and merged_into_id is null and created_at > ${since}) as new_features,
        (select count(*)::int from features
          where company_id = ${company.id} and merged_into_id is null and priority = 'high' and status <> 'completed') as high
      from feedback
      where company_id = ${company.id} and posted_at > ${since}`,
  )
  // A mention counts for the feature it was merged into, as in the feature list.
  const busiest = await queryRows<FeatureRow>(db, sql`
    select f.id, f.title, f.priority, f.total_mentions, count(*)::int as week_mentions
    from mentions m
    join feedback fb on fb.id = m.feedback_id
    join features merged on merged.id = m.feature_id
    join features f on f.id = coalesce(merged.merged_into_id, merged.id)
    where m.company_id = ${company.id} and m.unlinked_at is null and fb.posted_at > ${since}
      and f.merged_into_id is null
    group by f.id
    order by week_mentions desc, f.score desc, f.id
    limit ${LIST_LENGTH}`)
  const unassigned = await queryRows<{ id: string; title: string }>(db, sql`
    select id, title
    from features
    where company_id = ${company.id} and merged_into_id is null and priority = 'high' and status <> 'completed'
      and assignee_id is null
    order by score desc, id
    limit ${LIST_LENGTH}`)
  const toFeature = (row: FeatureRow): DigestFeature => ({
    id: row.id,
    title: row.title,
    priority: row.priority,
    totalMentions: row.total_mentions,
    weekMentions: row.week_mentions,
  })
  return {
    company,
    from,
    to: now,
    feedback: { slack: counts?.slack ?? 0, email: counts?.email ?? 0, manual: counts?.manual ?? 0 },
    newFeatures: counts?.new_features ?? 0,
    openHighPriority: counts?.high ?? 0,
    busiest: busiest.map(toFeature),
    unassignedHighPriority: unassigned,
    rising: await risingOf(db, company.id, now),
  }
}

/** A week with no new feedback and no new features: nothing worth an email (or a Slack digest). */
export const isQuiet = (week: CompanyWeek) => feedbackTotal(week.feedback) === 0 && week.newFeatures === 0

/**
 * Emails each active member of every company whose weekly summary is due; a quiet week sends nothing but still counts
 * as the week's summary. Answers how many emails went out; throws after the others went out when some could not be.
 */
export async function sendDueDigests({ db, mailer, publicUrl }: NotificationEmailDependencies, now = new Date()): Promise<number> {
  const mails: Mail[] = []
  for (const company of await claimDueCompanies(db, now)) {
    const week = await companyWeek(db, company, now)
    if (isQuiet(week)) continue
    const members = await queryRows<{ email: string; first_name: string }>(db, sql`
      select email, first_name from users where company_id = ${company.id} and is_active order by created_at`)
    for (const member of members) mails.push(digestMail(week, { email: member.email, firstName: member.first_name }, publicUrl))
  }
  return sendAll(mailer, mails, 'weekly summary')
}
