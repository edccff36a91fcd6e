import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import { css } from '@styled-system/css'
import { DEFAULT_STATUS_MAPPING, forbiddenDetail, TrackerDetail } from '../../api'
import { GithubIssuesConnector } from '../../app/screens/integrations/GithubIssuesConnector'
import { trackerMessages } from '../../app/state/trackers'
import { demoUser } from '../../mocks/fixtures'
import type { MockStore, StoredTracker } from '../../mocks/store'
import { openedDialog } from './open-dialog'
import { failing, mockApi, mockApiAs, pending, showReason, withScreen, type ScreenParameters } from './screen-setup'

const connection: StoredTracker = {
  id: '5b7e2c1a-0d3f-4e6a-9b8c-7d6e5f4a3b2c',
  company_id: demoUser.company_id,
  provider: 'github',
  project: 'acme/roadmap',
  state: 'ok',
  state_detail: null,
  status_mapping: DEFAULT_STATUS_MAPPING,
  webhook_url: 'http://localhost:6006/api/v1/trackers/github/webhook?connection=5b7e2c1a-0d3f-4e6a-9b8c-7d6e5f4a3b2c',
  connected_by_name: 'Dana Demo',
  connected_at: '2025-01-10T09:00:00.000Z',
}
const connected =
  (changes: Partial<StoredTracker> = {}) =>
  (store: MockStore) => {
    store.state.trackers.push({ ...connection, ...changes })
  }

/** One card as wide as a column of the connectors' grid on a wide screen. */
const frame = css({ p: '3' })
const column = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', maxW: '[20rem]' })

/** GitHub Issues in Workspace Settings' Available Connectors, on its own so the other cards do not change its shots. */
const meta = {
  title: 'Screens/WorkspaceSettings/GithubIssues',
  component: GithubIssuesConnector,
  decorators: [withScreen],
  render: () => (
    <div className={frame}>
      <ul className={column} aria-label="Connectors">
        <GithubIssuesConnector />
      </ul>
    </div>
  ),
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof GithubIssuesConnector>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('listitem', { name: 'GitHub Issues' })

/** Nothing connected: the card is available and an admin may connect it. */
export const Available: Story = {
  play: async ({ canvas }) => {
    const item = within(await card(canvas))
    await expect(await item.findByText('Available')).toBeVisible()
    await expect(item.getByRole('button', { name: 'Connect GitHub Issues' })).toBeEnabled()
  },
}

/** While the connection loads, a placeholder and no button to act on yet. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/trackers')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading GitHub Issues' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect GitHub Issues' })).toBeDisabled()
  },
}

/** The connection could not be loaded: the sentence and Try again. */
export const LoadError: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/trackers', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(trackerMessages.loadFailed)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/**
 * Connect asks for the repository and a token; once GitHub accepts them the dialog shows the webhook's Payload URL and
 * secret once, each with Copy, and the card shows the repository connected.
 */
export const Connect: Story = {
  parameters: { screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas, userEvent }) => {
    await within(await card(canvas)).findByText('Available')
    await userEvent.click(canvas.getByRole('button', { name: 'Connect GitHub Issues' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Connect GitHub Issues'))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Repository/ }), 'acme/roadmap')
    await userEvent.type(dialog.getByLabelText(/^Token/), 'github_pat_example')
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }))
    const done = within(await canvas.findByRole('dialog', { name: 'GitHub Issues connected' }))
    await expect(done.getByText(trackerMessages.secretShownOnce)).toBeVisible()
    await expect(done.getByLabelText('Payload URL')).toHaveTextContent(
      /\/api\/v1\/trackers\/github\/webhook\?connection=/,
    )
    await expect(done.getByLabelText('Webhook secret')).toHaveTextContent(/^mock-secret-/)
    await expect(done.getByRole('button', { name: 'Copy URL' })).toBeVisible()
    await expect(done.getByRole('button', { name: 'Copy secret' })).toBeVisible()
    await userEvent.click(done.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    const item = within(await card(canvas))
    await expect(item.getByText('Connected')).toBeVisible()
    await expect(item.getByText('acme/roadmap')).toBeVisible()
  },
}

/**
 * The webhook's Payload URL and secret, shown once after connecting (the answer is fixed here: the mocks name the URL
 * after the page's origin, whose port changes from run to run).
 */
export const WebhookSecret: Story = {
  parameters: { screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({
    handlers: [
      http.put('*/api/v1/trackers/github', () =>
        HttpResponse.json({
          ...connection,
          company_id: undefined,
          webhook_secret: 'whsec_3b9f0c2e7a1d4e6f8a0b2c4d6e8f0a1b',
        }),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await within(await card(canvas)).findByText('Available')
    await userEvent.click(canvas.getByRole('button', { name: 'Connect GitHub Issues' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Connect GitHub Issues'))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Repository/ }), 'acme/roadmap')
    await userEvent.type(dialog.getByLabelText(/^Token/), 'github_pat_example')
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }))
    const done = within(await canvas.findByRole('dialog', { name: 'GitHub Issues connected' }))
    await expect(done.getByLabelText('Payload URL')).toHaveTextContent(connection.webhook_url)
    await expect(done.getByLabelText('Webhook secret')).toHaveTextContent('whsec_3b9f0c2e7a1d4e6f8a0b2c4d6e8f0a1b')
  },
}

/** GitHub refused the token: the server's sentence in the dialog, which stays open to try another. */
export const ConnectRefused: Story = {
  parameters: { screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ handlers: [failing('put', '/api/v1/trackers/github', 422, TrackerDetail.tokenRefused)] }),
  play: async ({ canvas, userEvent }) => {
    await within(await card(canvas)).findByText('Available')
    await userEvent.click(canvas.getByRole('button', { name: 'Connect GitHub Issues' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Connect GitHub Issues'))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Repository/ }), 'acme/roadmap')
    await userEvent.type(dialog.getByLabelText(/^Token/), 'revoked')
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }))
    await expect(await dialog.findByText(TrackerDetail.tokenRefused)).toBeVisible()
  },
}

/** Connected and healthy: the repository, who connected it and when, Disconnect and Reconnect. */
export const Connected: Story = {
  beforeEach: mockApi({ prepare: connected() }),
  play: async ({ canvas }) => {
    const item = within(await card(canvas))
    await expect(await item.findByText('Connected')).toBeVisible()
    await expect(item.getByText(/connected 10 Jan 2025 by Dana Demo/)).toBeVisible()
    await expect(item.getByRole('button', { name: 'Disconnect GitHub Issues' })).toBeEnabled()
  },
}

/** The token was revoked: the card says so and how to mend it (Reconnect with a new token). */
export const TokenRevoked: Story = {
  beforeEach: mockApi({ prepare: connected({ state: 'unauthorized', state_detail: TrackerDetail.unauthorized }) }),
  play: async ({ canvas }) => {
    const item = within(await card(canvas))
    await expect(await item.findByText('Token refused')).toBeVisible()
    await expect(item.getByText(TrackerDetail.unauthorized)).toBeVisible()
    await expect(item.getByRole('button', { name: 'Reconnect GitHub Issues' })).toBeEnabled()
  },
}

/** GitHub asked Headway to slow down: a warning that clears on its own. */
export const RateLimited: Story = {
  beforeEach: mockApi({ prepare: connected({ state: 'rate_limited', state_detail: TrackerDetail.rateLimited }) }),
  play: async ({ canvas }) => {
    const item = within(await card(canvas))
    await expect(await item.findByText('Rate limited')).toBeVisible()
    await expect(item.getByText(TrackerDetail.rateLimited)).toBeVisible()
  },
}

/** Disconnect asks first; once confirmed the card is available again. */
export const Disconnect: Story = {
  parameters: { screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ prepare: connected() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect GitHub Issues' }))
    const question = await openedDialog(canvas, 'alertdialog', 'Disconnect acme/roadmap?')
    await expect(question).toHaveTextContent(trackerMessages.disconnectQuestion)
    await userEvent.click(within(question).getByRole('button', { name: 'Disconnect' }))
    const item = within(await card(canvas))
    await waitFor(() => expect(item.getByText('Available')).toBeVisible())
    await expect(item.getByRole('button', { name: 'Connect GitHub Issues' })).toBeEnabled()
  },
}

/** A member sees the connection but cannot change it, and is told why. */
export const AsMember: Story = {
  beforeEach: mockApiAs('member', { prepare: connected() }),
  play: async ({ canvas, userEvent }) => {
    const item = within(await card(canvas))
    await expect(await item.findByText('Connected')).toBeVisible()
    const disconnect = item.getByRole('button', { name: 'Disconnect GitHub Issues' })
    await expect(disconnect).toBeDisabled()
    await showReason(userEvent, disconnect)
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('tracker.manage', 'member'))
  },
}
