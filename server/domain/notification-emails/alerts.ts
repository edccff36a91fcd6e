import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import type { Mail } from '../../integrations/email/mailer'
import { preferenceIsOn } from '../workspace/repository'
import { sendAll, type NotificationEmailDependencies } from './send-all'

interface Alert {
  user_id: string
  email: string
  first_name: string
  message: string
  feature_id: string
}

/**
 * Takes every notification still waiting for its email, marking it in the same statement so no two workers email
 * one, and answers those to send: unread, to an active member, in a company with email notifications on. The others
 * are marked too, and never emailed.
 */
async function claimAlerts(db: Db, now: Date): Promise<Alert[]> {
  return queryRows<Alert>(db, sql`
    with claimed as (
      update notifications set emailed_at = ${now.toISOString()}
      where id in (select id from notifications where emailed_at is null order by created_at limit 1000)
        and emailed_at is null
      returning id, company_id, user_id, message, feature_id, read_at, created_at
    )
    select c.user_id, u.email, u.first_name, c.message, c.feature_id
    from claimed c
    join users u on u.id = c.user_id and u.is_active
    where c.read_at is null and ${preferenceIsOn('emailNotifications', sql`c.company_id`)}
    order by c.user_id, c.created_at`)
}

/** One email for a member's new notifications, each with a link to its feature. */
export function alertMail(alerts: Alert[], publicUrl: string): Mail {
  const [first] = alerts
  if (!first) throw new Error('An alert email needs at least one notification.')
  const lines = [
    `Hello ${first.first_name},`,
    '',
    ...alerts.flatMap((alert) => [`- ${alert.message}`, `  ${publicUrl}/app/features/${alert.feature_id}`]),
    '',
    `You get these emails because email notifications are on for your workspace. They can be turned off under Preferences in the workspace settings: ${publicUrl}/app/settings/workspace`,
  ]
  return {
    to: first.email,
    subject: alerts.length === 1 ? first.message : `${alerts.length} new notifications in Headway`,
    text: lines.join('\n'),
  }
}

/** Emails each member the notifications they got since the last pass, in one email. Answers how many went out. */
export async function sendAlertEmails({ db, mailer, publicUrl }: NotificationEmailDependencies, now = new Date()): Promise<number> {
  const byMember = new Map<string, Alert[]>()
  for (const alert of await claimAlerts(db, now)) {
    const alerts = byMember.get(alert.user_id) ?? []
    alerts.push(alert)
    byMember.set(alert.user_id, alerts)
  }
  return sendAll(mailer, [...byMember.values()].map((alerts) => alertMail(alerts, publicUrl)), 'notification')
}
