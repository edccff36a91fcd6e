import type { DigestFrequency } from '../../../api/schemas/slack-digest'
import { count, day, feedbackLine, type CompanyWeek } from '../notification-emails/digest-mail'

/** Slack's longest header text and section text. */
const HEADER_MAX = 150
const SECTION_MAX = 3000

/** Text as Slack's mrkdwn shows it literally: &, < and > escaped (a title can never become a link or a mention). */
export function escapeMrkdwn(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)

/** The Block Kit blocks a digest uses (structurally Slack's HeaderBlock, SectionBlock and ContextBlock). */
export type DigestBlock =
  | { type: 'header'; text: { type: 'plain_text'; text: string } }
  | { type: 'section'; text: { type: 'mrkdwn'; text: string } }
  | { type: 'context'; elements: Array<{ type: 'mrkdwn'; text: string }> }

export interface SlackDigestMessage {
  /** The whole digest as mrkdwn: the notification's text, and what a client without Block Kit shows. */
  text: string
  blocks: DigestBlock[]
}

/**
 * The Slack digest of a company's day or week: the weekly summary email's content (counts, most asked for, rising,
 * high priority without an owner), as Block Kit sections of mrkdwn with links to the features.
 */
export function slackDigestMessage(
  week: CompanyWeek,
  frequency: Exclude<DigestFrequency, 'off'>,
  publicUrl: string,
): SlackDigestMessage {
  const link = (feature: { id: string; title: string }) =>
    `<${publicUrl}/app/features/${feature.id}|${escapeMrkdwn(feature.title)}>`
  const span = frequency === 'daily' ? 'day' : 'week'
  const heading = `${week.company.name}'s ${span} in Headway`
  const sections: string[] = [
    [
      `${day.format(week.from)} to ${day.format(week.to)}`,
      `• ${feedbackLine(week.feedback)}`,
      `• ${count(week.newFeatures, 'new feature request', 'new feature requests')}`,
      `• ${count(week.openHighPriority, 'open high-priority feature', 'open high-priority features')}`,
    ].join('\n'),
  ]
  if (week.busiest.length > 0) {
    sections.push(
      [
        `*Most asked for this ${span}*`,
        ...week.busiest.map(
          (feature, index) =>
            `${index + 1}. ${link(feature)}: ${count(feature.weekMentions, 'new mention', 'new mentions')}, ` +
            `${feature.totalMentions} in all, ${feature.priority} priority`,
        ),
      ].join('\n'),
    )
  }
  if (week.rising.features.length + week.rising.themes.length > 0) {
    sections.push(
      [
        '*Rising* (more mentions than their own history leads to expect)',
        ...week.rising.themes.map((theme) => `• Theme ${escapeMrkdwn(theme.name)}: ${escapeMrkdwn(theme.rise.sentence)}`),
        ...week.rising.features.map((feature) => `• ${link(feature)}: ${escapeMrkdwn(feature.rise.sentence)}`),
      ].join('\n'),
    )
  }
  if (week.unassignedHighPriority.length > 0) {
    sections.push(['*High priority, and nobody is assigned*', ...week.unassignedHighPriority.map((feature) => `• ${link(feature)}`)].join('\n'))
  }
  const footer = `<${publicUrl}/app/features|All features> · <${publicUrl}/app/settings/workspace|Digest settings>`
  const blocks: DigestBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(heading, HEADER_MAX) } },
    ...sections.map((section): DigestBlock => ({ type: 'section', text: { type: 'mrkdwn', text: cut(section, SECTION_MAX) } })),
    { type: 'context', elements: [{ type: 'mrkdwn', text: footer }] },
  ]
  return { text: [`*${escapeMrkdwn(heading)}*`, ...sections, footer].join('\n\n'), blocks }
}
