import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, ErrorDetail, createApiClient } from '../api'
import {
  DEMO_PASSWORD,
  DEMO_RESET_TOKEN,
  INVALID_SLACK_TOKEN,
  acmeChannels,
  demoIntegration,
  demoInvitation,
  demoMember,
  demoPreferences,
  demoSlackToken,
  demoTokens,
  demoUser,
} from './fixtures'
import { serveMockApi } from './node'
import { createMockStore } from './store'

const baseUrl = 'http://mocks.test'
const { store } = serveMockApi({ baseUrl })
let accessToken: string | null = demoTokens.access_token
const client = createApiClient({ baseUrl, getAccessToken: () => accessToken })

afterEach(() => {
  accessToken = demoTokens.access_token
})

describe('mock handlers', () => {
  it('log the demo user in with the demo password', async () => {
    accessToken = null
    const tokens = await client.login({ username: demoUser.email, password: DEMO_PASSWORD })
    accessToken = tokens.access_token

    await expect(client.me()).resolves.toMatchObject({ email: 'demo@headway.app', onboarding_completed: true })
  })

  it('start signed in with the demo session and the demo integration', async () => {
    await expect(client.listSlackIntegrations()).resolves.toEqual([demoIntegration])
  })

  it('list the Acme channels for a user token and reject the invalid one', async () => {
    await expect(client.validateSlackTokens({ user_token: demoSlackToken })).resolves.toEqual({
      team_id: 'T04ACME7Q',
      team_name: 'Acme Workspace',
      channels: acmeChannels,
    })
    await expect(client.validateSlackTokens({ user_token: INVALID_SLACK_TOKEN })).rejects.toMatchObject({
      status: 400,
      detail: ErrorDetail.slackInvalidAuth,
    })
    await expect(client.validateSlackTokens({ user_token: 'not-a-slack-token' })).rejects.toBeInstanceOf(ApiError)
  })

  it('update the channels of an already connected workspace instead of adding one', async () => {
    const selected = acmeChannels.slice(5, 7).map((channel) => channel.id)

    const updated = await client.connectSlack({ user_token: demoSlackToken, selected_channels: selected })

    expect(updated).toMatchObject({ id: demoIntegration.id, status: 'connected' })
    expect(updated.channels.map((channel) => channel.name)).toEqual(['enterprise-accounts', 'churn-interviews'])
    await expect(client.listSlackIntegrations()).resolves.toHaveLength(1)
  })

  it('refuse channels that are not in the workspace', async () => {
    await expect(
      client.connectSlack({ user_token: demoSlackToken, selected_channels: ['C0NOTTHERE'] }),
    ).rejects.toMatchObject({ status: 400, detail: ErrorDetail.unknownChannel })
  })

  it('change the password only with the current one', async () => {
    await expect(client.updateMe({ current_password: 'wrong-one', new_password: 'new-password' })).rejects.toMatchObject({
      status: 400,
      detail: ErrorDetail.incorrectCurrentPassword,
    })
    await client.updateMe({ current_password: DEMO_PASSWORD, new_password: 'new-password' })

    await expect(client.login({ username: demoUser.email, password: 'new-password' })).resolves.toMatchObject({
      token_type: 'bearer',
    })
  })

  it('come back to the demo data on reset', async () => {
    await client.deleteSlackIntegration({ id: demoIntegration.id })
    await expect(client.listSlackIntegrations()).resolves.toEqual([])

    store.reset()

    await expect(client.listSlackIntegrations()).resolves.toEqual([demoIntegration])
  })

  it('start with the demo workspace: its people, preferences and a pending invitation', async () => {
    await expect(client.appConfig()).resolves.toMatchObject({ demo: { email: demoUser.email, password: DEMO_PASSWORD } })
    const workspace = await client.workspace()
    expect(workspace).toMatchObject({ company_name: 'Acme Analytics', admin: { first_name: 'Dana', last_name: 'Demo' } })
    expect(workspace.members.map((member) => member.email)).toEqual([demoUser.email, demoMember.email])
    await expect(client.preferences()).resolves.toEqual(demoPreferences)
    await expect(client.listInvitations()).resolves.toEqual({
      items: [
        {
          id: demoInvitation.id,
          email: demoInvitation.email,
          invite_url: `${baseUrl}/register?invitation=${demoInvitation.token}`,
          expires_at: demoInvitation.expires_at,
        },
      ],
      next_cursor: null,
    })
  })

  it('reset the demo password with the demo reset link, once, ending the sessions', async () => {
    await client.resetPassword({ token: DEMO_RESET_TOKEN, password: 'reset-by-link' })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    await expect(client.resetPassword({ token: DEMO_RESET_TOKEN, password: 'again-by-link' })).rejects.toMatchObject({
      status: 400,
      detail: ErrorDetail.invalidResetToken,
    })
    await expect(client.login({ username: demoUser.email, password: 'reset-by-link' })).resolves.toMatchObject({
      token_type: 'bearer',
    })
  })

  it('hand out the same ids and dates in every fresh store', async () => {
    const first = createMockStore()
    const second = createMockStore()
    expect([first.newId(), first.now(), first.openSession(demoUser.id)]).toEqual([
      second.newId(),
      second.now(),
      second.openSession(demoUser.id),
    ])
  })
})
