import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractRequest } from './extract'
import { nounPhrases } from './nlp'
import { featureTitle, newFeatureTitle, UNTITLED_FEATURE } from './title'
import { isValidTitle, titleProblems } from './title-rules'

const title = (text: string) => newFeatureTitle(extractRequest(text))

describe('featureTitle', () => {
  it.each([
    ["We're moving our warehouse to Snowflake next month, any chance Headway can read from it directly?", 'Snowflake support'],
    ["we'd love it if the calendar synced with Outlook", 'Sync calendar with Outlook'],
    ['+1 for dark mode', 'Dark mode'],
    ['Can you add Okta single sign-on?', 'Okta single sign-on'],
    ["Why can't I export my workouts to Strava?", 'Export workouts to Strava'],
    ['When is dark mode coming??', 'Dark mode'],
    ['Could the login page remember my workspace?', 'Remember workspace in login page'],
    ['Would be nice if reports could be emailed as PDF on a schedule.', 'Email reports as PDF on a schedule'],
    ['Acme is asking again for SAML SSO with Azure AD.', 'SAML SSO with Azure AD'],
    ["Stark says they'd switch from Asana if we had Gantt charts.", 'Gantt charts'],
    ["I'd give 5 stars if it had CarPlay", 'CarPlay support'],
    ['Competitor X has a Chrome extension for clipping pages.', 'Chrome extension for clipping pages'],
    ['Soylent Corp would renew at the higher tier if we had per-seat usage reports', 'Per-seat usage reports'],
    ["Hi, I noticed there's no way to attach files to a task comment.", 'Attach files to a task comment'],
    ['Subject: Feature request - bulk delete.', 'Bulk delete'],
    ['🙏 offline maps please 🙏', 'Offline maps'],
    ['Is a mobile app planned? I check our numbers on my phone constantly.', 'Mobile app'],
    ['Can we embed dashboards in our own product? We want to show our customers their usage stats.', 'Embed dashboards in the product'],
    ['We have 120 dashboards and no way to organise them.', 'Dashboards'],
    ['We need SAML single sign-on with Okta before security will approve the rollout.', 'SAML single sign-on with Okta'],
    ['It would be nice to comment on a dashboard and @mention a teammate instead of discussing it in Slack.', 'Comment on a dashboard'],
    ['Can power users write their own SQL for a chart? The visual builder cannot do window functions.', 'Write SQL for a chart'],
    ['Can funnels be broken down by signup cohort? We want to see if the new onboarding converts better.', 'Break funnels down by signup cohort'],
    ['A calendar heatmap would be great for daily usage data.', 'Calendar heatmap'],
    ['Home screen widgets for Android.', 'Home screen widgets for Android'],
    ['Add a bulk export for old invoices please.', 'Bulk export for old invoices'],
    ["Why isn't there a way to save a route for later? I plan rides on Sunday.", 'Save a route for later'],
    ['Hard to use with one hand on a big phone. Could the menu be at the bottom?', 'Menu at the bottom'],
    ['Could the sidebar be collapsible?', 'Collapsible sidebar'],
    ['We are a non-profit. Is there any chance of a discount for charities?', 'Discount for charities'],
    ['Do not disturb mode please', 'Do not disturb mode'],
    ['dark mode pls 🙏 my eyes after 10pm', 'Dark mode'],
    ['Can you please add a Zapier integration?', 'Zapier integration'],
    ["Any update on connecting to Snowflake directly? We keep hearing it's coming.", 'Connecting to Snowflake directly'],
    ['Blocker for the enterprise deal with us: no SAML SSO means procurement says no.', 'SAML SSO'],
    ['Top priority for us: scheduled PDF reports.', 'Scheduled PDF reports'],
    ['Audit log is a blocker for our rollout.', 'Audit log'],
  ])('%s → %s', (text, expected) => {
    expect(title(text)).toBe(expected)
  })

  it('gives other languages a valid title', () => {
    for (const text of ['Die App ist gut, aber ein Export als CSV wäre super.', 'Super app, mais il manque la synchronisation avec Google Agenda.', '日本語のOCRが欲しいです']) {
      expect({ text, problems: titleProblems(title(text), text) }).toEqual({ text, problems: [] })
    }
  })

  it('keeps very long requests to at most eight words, ending on a whole phrase', () => {
    const result = title(
      'It would be great if we could export every single report and dashboard with all of their comments, attachments and history to one PDF file',
    )
    expect(result.split(' ').length).toBeLessThanOrEqual(8)
    expect(result).toMatch(/^Export every single report and dashboard/)
    expect(isValidTitle(result)).toBe(true)
  })

  it('never answers with a question, a pronoun first or the sentence itself', () => {
    for (const text of [
      'Can you add X?',
      'Is there any way to get notified?',
      'We keep losing track of who changed what.',
      'It should be faster.',
      'They want the same thing as last time.',
      'Add an export of all invoices to Excel for our accountant',
      "we're moving our warehouse to snowflake next month",
    ]) {
      const result = title(text)
      expect({ text, result, problems: titleProblems(result, text) }).toEqual({ text, result, problems: [] })
    }
  })

  it('gives nothing when nothing is left after cleaning, and the pipeline names it as untitled', () => {
    expect(featureTitle('🙏🙏🙏')).toBe('')
    expect(featureTitle('')).toBe('')
    expect(title('+1')).toBe(UNTITLED_FEATURE)
    expect(isValidTitle(UNTITLED_FEATURE)).toBe(true)
  })
})

describe('titleProblems', () => {
  it.each([
    ['Scheduled PDF reports', []],
    ['Snowflake as a data source', []],
    ['Okta single sign-on', []],
    ['', ['empty']],
    ['Export every report and dashboard with comments and history to PDF', ['too_long']],
    ['Can you add dark mode', ['question']],
    ['Dark mode?', ['question']],
    ['Plan', ['vague_word']],
    ['Show', ['vague_word']],
    ['Support', ['vague_word']],
    ['Webhooks', []],
    ['SSO', []],
    ['Slack message when a metric drops below', ['dangling_end']],
    ["We're moving our warehouse to Snowflake", ['pronoun_start']],
    ['Our team needs SSO', ['pronoun_start']],
    ['There should be a dark mode', ['pronoun_start']],
    ['Export dashboards to', ['dangling_end']],
    ['Reports for [name]', ['placeholder']],
    ['Could exports be faster', ['question']],
    ['Do not disturb mode', []],
  ])('%j → %j', (candidate, problems) => {
    expect(titleProblems(candidate)).toEqual(problems)
  })

  it("flags the customer's own sentence, not a short phrase that happens to be one", () => {
    const message = 'Hi team. Add a bulk export for old invoices please. Dark mode.'
    expect(titleProblems('Add a bulk export for old invoices please', message)).toEqual(['whole_sentence'])
    expect(titleProblems('Dark mode', message)).toEqual([])
    // A name the customer wrote as a sentence of its own is a title.
    expect(titleProblems('Home screen widgets for Android', 'Home screen widgets for Android.')).toEqual([])
  })

  it('holds for every reference title of the eval set', () => {
    const rows = readFileSync(new URL('./data/title-examples.jsonl', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { text: string; title: string })
    expect(rows.length).toBeGreaterThanOrEqual(300)
    expect(rows.filter((row) => !isValidTitle(row.title, row.text)).map((row) => row.title)).toEqual([])
  })
})

describe('nounPhrases', () => {
  it('finds noun phrases without their determiners, hyphenated words whole', () => {
    expect(nounPhrases('Can we get scheduled PDF reports and Okta single sign-on for the team?')).toEqual(['PDF reports', 'Okta single sign-on', 'team'])
    expect(nounPhrases('')).toEqual([])
  })
})
