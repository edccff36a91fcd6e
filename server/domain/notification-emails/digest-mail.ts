import type { Rise } from '../../../api/schemas/features'
import type { Mail } from '../../integrations/email/mailer'

export interface DigestFeature {
  id: string
  title: string
  priority: string
  totalMentions: number
  /** Mentions from feedback posted in the week. */
  weekMentions: number
}

/** A company's week in Headway: what the weekly summary email tells. */
export interface CompanyWeek {
  company: { id: string; name: string }
  from: Date
  to: Date
  /** Feedback posted in the week, by source. */
  feedback: { slack: number; email: number; manual: number }
  newFeatures: number
  /** High-priority features not completed. */
  openHighPriority: number
  /** The features with the most new mentions in the week, most first. */
  busiest: DigestFeature[]
  /** High-priority features nobody is assigned to, best ranked first. */
  unassignedHighPriority: Array<Pick<DigestFeature, 'id' | 'title'>>
  /** Features and themes whose mentions this week stand out against their own history (api/rising.ts). */
  rising: {
    features: Array<{ id: string; title: string; rise: Rise }>
    themes: Array<{ id: string; name: string; rise: Rise }>
  }
}

export const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** All the feedback posted in the week, whatever its source. */
export const feedbackTotal = ({ slack, email, manual }: CompanyWeek['feedback']) => slack + email + manual

export function feedbackLine(feedback: CompanyWeek['feedback']): string {
  const { slack, email, manual } = feedback
  const parts = [
    slack > 0 && `${slack} from Slack`,
    email > 0 && `${email} by email`,
    manual > 0 && `${manual} added by hand`,
  ].filter(Boolean)
  return `${count(feedbackTotal(feedback), 'new piece of feedback', 'new pieces of feedback')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`
}

/** The plain-text weekly summary for one member. */
export function digestMail(week: CompanyWeek, member: { email: string; firstName: string }, publicUrl: string): Mail {
  const featureUrl = (feature: { id: string }) => `${publicUrl}/app/features/${feature.id}`
  const lines = [
    `Hello ${member.firstName},`,
    '',
    `Here is ${week.company.name}'s week in Headway, ${day.format(week.from)} to ${day.format(week.to)}:`,
    `- ${feedbackLine(week.feedback)}`,
    `- ${count(week.newFeatures, 'new feature request', 'new feature requests')}`,
    `- ${count(week.openHighPriority, 'open high-priority feature', 'open high-priority features')}`,
  ]
  if (week.busiest.length > 0) {
    lines.push('', 'Most asked for this week:')
    week.busiest.forEach((feature, index) =>
      lines.push(
        `${index + 1}. ${feature.title}: ${count(feature.weekMentions, 'new mention', 'new mentions')}, ${feature.totalMentions} in all, ${feature.priority} priority`,
        `   ${featureUrl(feature)}`,
      ),
    )
  }
  if (week.rising.features.length + week.rising.themes.length > 0) {
    lines.push('', 'Rising this week (more mentions than their own history leads to expect):')
    for (const theme of week.rising.themes) lines.push(`- Theme ${theme.name}: ${theme.rise.sentence}`)
    for (const feature of week.rising.features) {
      lines.push(`- ${feature.title}: ${feature.rise.sentence}`, `  ${featureUrl(feature)}`)
    }
  }
  if (week.unassignedHighPriority.length > 0) {
    lines.push('', 'High priority, and nobody is assigned:')
    for (const feature of week.unassignedHighPriority) lines.push(`- ${feature.title}`, `  ${featureUrl(feature)}`)
  }
  lines.push(
    '',
    `All features: ${publicUrl}/app/features`,
    '',
    `You get this email because email notifications are on for ${week.company.name}. They can be turned off under Preferences in the workspace settings: ${publicUrl}/app/settings/workspace`,
  )
  return {
    to: member.email,
    subject: `${week.company.name} this week: ${count(feedbackTotal(week.feedback), 'new piece of feedback', 'new pieces of feedback')}, ${count(week.newFeatures, 'new feature', 'new features')}`,
    text: lines.join('\n'),
  }
}
