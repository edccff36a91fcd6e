import { describe, expect, it } from 'vitest'
import { LocalProvider } from './providers/local'
import { reviewThemes } from './theme-review'

const provider = new LocalProvider()

describe('reviewThemes', () => {
  it('proposes to merge two themes whose features ask for the same things, keeping the larger one', async () => {
    const proposals = await reviewThemes(
      [
        { id: 't-mobile', name: 'Mobile app', features: ['iOS app', 'Android app', 'App for iPhone', 'Mobile app offline mode'] },
        { id: 't-phones', name: 'Phones', features: ['iPhone app', 'Android phone app', 'Native mobile app'] },
        { id: 't-sso', name: 'Access & security', features: ['SAML single sign-on', 'Two-factor authentication', 'Okta SSO'] },
      ],
      provider,
    )
    const merges = proposals.filter((proposal) => proposal.kind === 'merge')
    expect(merges).toEqual([{ kind: 'merge', themeIds: ['t-mobile', 't-phones'], name: 'Mobile app', reason: expect.stringContaining('“Mobile app” and “Phones”') }])
  })

  it('proposes a name most of its features share when the current one fits fewer of them', async () => {
    const proposals = await reviewThemes(
      [{ id: 't-int', name: 'Integrations', features: ['Snowflake data source', 'Snowflake connector', 'Sync to Snowflake', 'Snowflake SSO login'] }],
      provider,
    )
    expect(proposals).toEqual([{ kind: 'rename', themeIds: ['t-int'], name: 'Snowflake', reason: '4 of its 4 features are about “snowflake”; the name “Integrations” fits 0 of them.' }])
  })

  it('proposes nothing for a theme whose name fits its features, or one too small to judge', async () => {
    const proposals = await reviewThemes(
      [
        { id: 't-exp', name: 'Exports', features: ['CSV export', 'PDF export of dashboards', 'Export to Excel'] },
        { id: 't-small', name: 'Misc', features: ['Snowflake connector', 'Snowflake sync'] },
      ],
      provider,
    )
    expect(proposals).toEqual([])
  })
})
