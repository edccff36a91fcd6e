import { describe, expect, it } from 'vitest'
import { normalise } from './normalise'

describe('normalise', () => {
  it('strips Slack user mentions and broadcasts, keeps channel names and link labels', () => {
    expect(normalise('<@U123ABC> can we get <#C42|design> exports? cc <!here>')).toBe('can we get #design exports? cc')
    expect(normalise('See <https://example.com/a?b=1|the dashboard> please')).toBe('See the dashboard please')
    expect(normalise('<@U99|jane> hi')).toBe('hi')
  })

  it('removes bare links, angle-bracket links and emoji codes', () => {
    expect(normalise('Love it :tada: :+1::skin-tone-2: see https://x.io/a and <https://y.io>')).toBe('Love it see and')
    expect(normalise('meeting at 10:30 then')).toBe('meeting at 10:30 then')
  })

  it('unescapes Slack entities and drops formatting marks but keeps the words', () => {
    expect(normalise('*Export* to _PDF_ &amp; `CSV` &lt;3')).toBe('Export to PDF & CSV <3')
  })

  it('drops quoted lines (> and Slack-escaped &gt;)', () => {
    expect(normalise('> what about dark mode?\nYes please add it\n&gt; older')).toBe('Yes please add it')
  })

  it('cuts an email reply chain at "On ... wrote:", also when it wraps over two lines', () => {
    const email = 'Please add SSO.\n\nOn Mon, 3 Jun 2024 at 10:02, Jane <jane@x.com> wrote:\n> Anything else?'
    expect(normalise(email)).toBe('Please add SSO.')
    expect(normalise('Need SAML.\nOn Tue, 4 Jun 2024 at 09:00, Support Team <s@x.com>\nwrote:\n> hello')).toBe('Need SAML.')
    expect(normalise('Add it.\n-----Original Message-----\nFrom: a')).toBe('Add it.')
  })

  it('cuts Outlook header blocks and reply headers of other languages', () => {
    const outlook = 'Please add SSO.\n\nFrom: Jane Doe <jane@acme.com>\nSent: Monday, June 3, 2024 10:02 AM\nTo: Support\n\nAnything else?'
    expect(normalise(outlook)).toBe('Please add SSO.')
    expect(normalise('Please add SSO.\nLe lun. 3 juin 2024 à 10:02, Jane <jane@x.com> a écrit :\n> Autre chose ?')).toBe('Please add SSO.')
    expect(normalise('Bitte SSO.\nAm Mo., 3. Juni 2024 um 10:02 Uhr schrieb Jane <jane@x.com>:\n> Noch etwas?')).toBe('Bitte SSO.')
    expect(normalise('From: the start, the export has been slow.\nPlease fix it.')).toBe(
      'From: the start, the export has been slow.\nPlease fix it.',
    )
  })

  it('removes signatures: "--" blocks, "Sent from my iPhone", closings with a name', () => {
    expect(normalise('Dark mode please\n-- \nJane Doe\nAcme Inc')).toBe('Dark mode please')
    expect(normalise('Dark mode please\n\nSent from my iPhone')).toBe('Dark mode please')
    expect(normalise('Hi team,\n\nCan you add SSO?\n\nBest,\nJane\nJane Doe | CTO, Acme')).toBe('Can you add SSO?')
    expect(normalise('Export is broken.\nThanks!\nOmar')).toBe('Export is broken.')
  })

  it('keeps a message that is only a closing word and keeps closings in the middle', () => {
    expect(normalise('Thanks!')).toBe('Thanks!')
    expect(normalise('Thanks for the quick fix.\nThe export works now and we love it, but it is slow for big files sometimes.')).toContain(
      'Thanks for the quick fix.',
    )
  })

  it('drops fenced code blocks and issue-template comments, keeps one line per line', () => {
    expect(normalise('Crash on start\n```\nTraceback...\n```\n<!-- describe the bug -->\n### Steps\n1. open')).toBe(
      'Crash on start\nSteps\n1. open',
    )
  })
})
