import { produce } from 'immer'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../api'
import {
  INVALID_SLACK_TOKEN,
  MOCK_GMAIL_CODE,
  SPENT_GMAIL_CODE,
  acmeChannels,
  acmeMailboxAddress,
  demoIntegration,
  demoSlackToken,
  demoTokens,
} from '../../../mocks'
import { serveMockApi } from '../../../mocks/node'
import { gmailReturn } from './gmail-return'
import { createIntegrationActions } from './integration-actions'
import { initialIntegrationsState, integrationsReducer, type IntegrationsEvent, type IntegrationsState } from './integrations-reducer'

const { store, server } = serveMockApi()
const slackRow = { id: demoIntegration.id, type: 'slack' } as const

function harness() {
  let state: IntegrationsState = initialIntegrationsState()
  const snackbars: string[] = []
  const api = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => demoTokens.access_token })
  const actions = createIntegrationActions({
    api,
    state: () => state,
    dispatch: (event: IntegrationsEvent) => {
      state = produce(state, (draft) => integrationsReducer(draft, event))
    },
    notifyError: (message) => snackbars.push(message),
  })
  return { actions, state: () => state, snackbars }
}

describe('integration actions', () => {
  it('loads the integrations of the workspace', async () => {
    const { actions, state } = harness()
    await actions.load()
    expect(state()).toMatchObject({ listStatus: 'loaded', integrations: [{ id: demoIntegration.id }] })
  })

  it('only logs a failed load, and the list shows empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('*/api/v1/slack/integrations', () => HttpResponse.json({ detail: 'Boom.' }, { status: 500 })))
    const { actions, state, snackbars } = harness()
    await actions.load()
    expect(state()).toMatchObject({ listStatus: 'failed', integrations: [] })
    expect(snackbars).toEqual([])
    expect(logged).toHaveBeenCalledWith('Failed to load integrations', expect.anything())
  })

  it('does nothing on Next while the token is empty', async () => {
    const { actions, state } = harness()
    actions.open()
    expect(await actions.validate()).toBe(false)
    expect(state().connect).toMatchObject({ step: 'tokens', pending: null, error: null })
  })

  it("stays on the tokens step with the server's detail in the alert and a snackbar", async () => {
    const { actions, state, snackbars } = harness()
    actions.open()
    actions.setToken(INVALID_SLACK_TOKEN)
    expect(await actions.validate()).toBe(false)
    const detail = 'Slack rejected the token: invalid_auth. Check that you copied the whole user token.'
    expect(state().connect).toMatchObject({ step: 'tokens', error: detail })
    expect(snackbars).toEqual([detail])
  })

  it("falls back to 'Failed to validate tokens or fetch channels' without a detail", async () => {
    server.use(http.post('*/api/v1/slack/validate-tokens', () => HttpResponse.error()))
    const { actions, state, snackbars } = harness()
    actions.open()
    actions.setToken(demoSlackToken)
    await actions.validate()
    expect(state().connect.error).toBe('Failed to validate tokens or fetch channels')
    expect(snackbars).toEqual(['Failed to validate tokens or fetch channels'])
  })

  it('connects the chosen channels, closes the flow and reloads the list', async () => {
    store.state.integrations = []
    const { actions, state } = harness()
    actions.open()
    actions.setToken(demoSlackToken)
    expect(await actions.validate()).toBe(true)
    expect(state().connect).toMatchObject({ step: 'channels', teamName: 'Acme Workspace', channels: acmeChannels })
    actions.setSelected([acmeChannels[1]!.id])
    const integration = await actions.connect()
    expect(integration?.channels).toEqual([{ id: acmeChannels[1]!.id, name: 'feature-requests' }])
    expect(state().connect.open).toBe(false)
    expect(state()).toMatchObject({ listStatus: 'loaded', integrations: [{ team_name: 'Acme Workspace' }] })
  })

  it("keeps the dialog open with 'Failed to connect Slack workspace' when the connect fails without a detail", async () => {
    server.use(http.post('*/api/v1/slack/connect', () => new HttpResponse('oops', { status: 500 })))
    const { actions, state, snackbars } = harness()
    actions.open()
    actions.setToken(demoSlackToken)
    await actions.validate()
    actions.setSelected([acmeChannels[0]!.id])
    expect(await actions.connect()).toBeNull()
    expect(state().connect).toMatchObject({
      open: true,
      step: 'channels',
      pending: null,
      error: 'Failed to connect Slack workspace',
    })
    expect(snackbars).toEqual(['Failed to connect Slack workspace'])
  })

  it('disconnects a Slack workspace and reloads the list', async () => {
    const { actions, state } = harness()
    await actions.load()
    expect(await actions.remove(slackRow)).toBe(true)
    expect(state()).toMatchObject({ listStatus: 'loaded', integrations: [], removing: null })
  })

  it('asks the server to delete the collected feedback too only when told to', async () => {
    const urls: string[] = []
    server.use(
      http.delete('*/api/v1/slack/integrations/:id', ({ request }) => {
        urls.push(new URL(request.url).search)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { actions } = harness()
    await actions.remove(slackRow)
    await actions.remove(slackRow, { purge: true })
    expect(urls).toEqual(['', '?purge=true'])
  })

  it("keeps the row and says why when disconnecting fails", async () => {
    server.use(http.delete('*/api/v1/slack/integrations/:id', () => HttpResponse.json({ detail: 'Integration not found.' }, { status: 404 })))
    const { actions, state, snackbars } = harness()
    await actions.load()
    expect(await actions.remove(slackRow)).toBe(false)
    expect(state()).toMatchObject({ removing: null, integrations: [{ id: demoIntegration.id }] })
    expect(snackbars).toEqual(['Integration not found.'])
  })

  it('connects with the handle of a "Connect with Slack" exchange instead of a token', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/v1/slack/oauth/exchange', () =>
        HttpResponse.json({ channels: acmeChannels, team_id: 'T04ACME7Q', team_name: 'Acme Workspace', connect_handle: 'handle-1' }),
      ),
      http.post('*/api/v1/slack/connect', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ detail: 'Stop here.' }, { status: 400 })
      }),
    )
    const { actions, state } = harness()
    expect(await actions.exchange('code-1', 'state-1')).toBe(true)
    expect(state().connect).toMatchObject({ step: 'channels', connectHandle: 'handle-1', teamName: 'Acme Workspace' })
    actions.setSelected([acmeChannels[0]!.id])
    await actions.connect()
    expect(sent).toEqual([{ connect_handle: 'handle-1', selected_channels: [acmeChannels[0]!.id] }])
  })

  it("reports a failed exchange with the server's detail", async () => {
    server.use(http.post('*/api/v1/slack/oauth/exchange', () => HttpResponse.json({ detail: 'The code expired.' }, { status: 400 })))
    const { actions, state, snackbars } = harness()
    expect(await actions.exchange('code-1', 'state-1')).toBe(false)
    expect(state().connect).toMatchObject({ step: 'tokens', error: 'The code expired.' })
    expect(snackbars).toEqual(['The code expired.'])
  })

  it("sends the browser to Slack's authorize page, or says why it cannot", async () => {
    server.use(http.get('*/api/v1/slack/oauth/start', () => HttpResponse.json({ url: 'https://slack.com/oauth/v2/authorize?x=1' })))
    const { actions, snackbars } = harness()
    const visited: string[] = []
    await actions.startOAuth((url) => visited.push(url))
    expect(visited).toEqual(['https://slack.com/oauth/v2/authorize?x=1'])

    server.use(http.get('*/api/v1/slack/oauth/start', () => new HttpResponse(null, { status: 404 })))
    await actions.startOAuth((url) => visited.push(url))
    expect(visited).toHaveLength(1)
    expect(snackbars).toEqual(['Failed to start connecting with Slack'])
  })

  it('connects a Gmail mailbox: the code is exchanged for its labels, at most five are ticked, and it joins the list', async () => {
    const { actions, state } = harness()
    await actions.load()
    let leftFor = ''
    await actions.startGmail('onboarding', (url) => (leftFor = url))
    expect(new URL(leftFor).pathname).toBe('/app/gmail/callback')
    expect(gmailReturn()).toBe('onboarding')
    expect(await actions.exchangeGmail(MOCK_GMAIL_CODE, 'mock-state')).toBe(true)
    expect(state().gmail).toMatchObject({ emailAddress: acmeMailboxAddress, backfillDays: 90, selected: [], pending: null, error: null })
    const labelIds = state().gmail.labels.map((label) => label.id)
    actions.setGmailLabels(labelIds)
    expect(state().gmail.selected).toEqual(labelIds.slice(0, 5))
    actions.setGmailLabels(['Label_1', 'Label_2'])
    const mailbox = await actions.connectGmail()
    expect(mailbox?.labels.map((label) => label.name)).toEqual(['Customer feedback', 'Feature requests'])
    expect(state().gmail).toMatchObject({ connectHandle: null, selected: [] })
    expect(state().mailboxes.map((saved) => saved.email_address)).toEqual([acmeMailboxAddress])
  })

  it('remembers where Connect Gmail was started, for the return from Google', async () => {
    const { actions } = harness()
    await actions.startGmail('onboarding', () => {})
    expect(gmailReturn()).toBe('onboarding')
    await actions.startGmail(undefined, () => {})
    expect(gmailReturn()).toBe('settings')
  })

  it('says why when Google refuses the code, and keeps the choice when connecting fails', async () => {
    const { actions, state } = harness()
    expect(await actions.exchangeGmail(SPENT_GMAIL_CODE, 'mock-state')).toBe(false)
    expect(state().gmail).toMatchObject({ connectHandle: null, pending: null, error: expect.stringMatching(/^Google did not accept/) })
    await actions.exchangeGmail(MOCK_GMAIL_CODE, 'mock-state')
    actions.setGmailLabels(['Label_1'])
    server.use(http.post('*/api/v1/gmail/connect', () => HttpResponse.json({ detail: 'Could not reach Google.' }, { status: 502 })))
    expect(await actions.connectGmail()).toBeNull()
    expect(state().gmail).toMatchObject({ selected: ['Label_1'], pending: null, error: 'Could not reach Google.' })
  })

  it('disconnects a Gmail mailbox through its own call', async () => {
    const { actions, state } = harness()
    await actions.exchangeGmail(MOCK_GMAIL_CODE, 'mock-state')
    actions.setGmailLabels(['Label_1'])
    const mailbox = await actions.connectGmail()
    expect(await actions.remove({ id: mailbox!.id, type: 'gmail' }, { purge: true })).toBe(true)
    expect(state()).toMatchObject({ mailboxes: [], integrations: [{ id: demoIntegration.id }] })
  })

  it('Sync now queues a sync of a workspace or a mailbox, and says why when the server refuses', async () => {
    const { actions, state, snackbars } = harness()
    await actions.load()
    expect(await actions.syncNow(slackRow)).toBe(true)
    expect(state().integrations[0]?.sync.state).toBe('queued')
    const mailbox = state().mailboxes[0]!
    expect(await actions.syncNow({ id: mailbox.id, type: 'gmail' })).toBe(true)
    expect(state().mailboxes[0]?.sync.state).toBe('queued')
    server.use(
      http.post('*/api/v1/gmail/mailboxes/:id/sync', () => HttpResponse.json({ detail: 'Gmail mailbox not found.' }, { status: 404 })),
    )
    expect(await actions.syncNow({ id: mailbox.id, type: 'gmail' })).toBe(false)
    expect(snackbars).toEqual(['Gmail mailbox not found.'])
  })
})
