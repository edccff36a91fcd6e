import { describe, expect, it } from 'vitest'
import { extractRequest, requestClause } from './extract'
import { newFeatureTitle, titleFromRequest } from './title'

describe('extractRequest', () => {
  it.each([
    ['Would love to be able to export dashboards to PDF so I can attach them to reports.', 'Export dashboards to PDF'],
    ['Can you add dark mode? Staring at the white background at night is painful.', 'Dark mode'],
    ['Please add SSO with Okta, our security team will not approve new tools without it.', 'SSO with Okta'],
    ['It would be great if we could schedule reports every Monday.', 'Schedule reports every Monday'],
    ["I'd like to be able to assign a task to more than one person.", 'Assign a task to more than one person'],
    ['Feature request: let admins restrict who can create workspaces', 'Restrict who can create workspaces'],
    ['Any chance of a Postgres connector? We keep our data there.', 'Postgres connector'],
    ['We really need the ability to lock a dashboard so others cannot edit it.', 'Lock a dashboard'],
    ['Is SAML single sign-on on the roadmap?', 'SAML single sign-on'],
    ['+1 for usage metrics in the API, our team keeps asking.', 'Usage metrics in the API'],
  ])('%s → %s', (text, title) => {
    expect(newFeatureTitle(extractRequest(text))).toBe(title)
  })

  it('picks the sentence that asks, not the context around it', () => {
    const result = extractRequest('We use the reports every day. It would be nice to export them as CSV. Thanks!')
    expect(result.request).toBe('It would be nice to export them as CSV')
    // "them" points back: the sentence's main noun phrase names the feature.
    expect(newFeatureTitle(result)).toBe('CSV support')
  })

  it('follows "that" back to the sentence it points at', () => {
    const result = extractRequest('The export should include the comments too. Can you add that?')
    expect(newFeatureTitle(result)).toBe('Include the comments in export')
  })

  it('returns empty results for empty text and keeps short titles short', () => {
    expect(extractRequest('')).toEqual({ title: '', request: '' })
    expect(extractRequest('Please add dark mode').title).toBe('')
    expect(titleFromRequest('Please add a way to export every single report and dashboard with all of their comments and history')).toMatch(
      /^Export every single report and dashboard/,
    )
    expect(titleFromRequest('Please add a way to export every single report and dashboard with all of their comments').split(' ').length).toBeLessThanOrEqual(8)
  })

  it('cuts the justification after the request', () => {
    expect(requestClause('Please add webhooks because we want to sync our CRM')).toBe('Please add webhooks')
  })
})
