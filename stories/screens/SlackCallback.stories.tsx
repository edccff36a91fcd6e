import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import SlackCallbackPage from '../../app/screens/SlackCallbackPage'
import { acmeChannels, acmeWorkspace } from '../../mocks'
import { mockApi, withScreen, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/SlackCallback',
  component: SlackCallbackPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/slack/callback?code=abc&state=xyz', route: '/app/slack/callback' } satisfies ScreenParameters,
  },
  beforeEach: mockApi(),
} satisfies Meta<typeof SlackCallbackPage>

export default meta
type Story = StoryObj<typeof meta>

/** Back from "Connect with Slack": the code is exchanged for the workspace's channels, to pick from. */
export const FromSlack: Story = {
  beforeEach: mockApi({
    handlers: [
      http.post('*/api/v1/slack/oauth/exchange', () =>
        HttpResponse.json({ ...acmeWorkspace, channels: acmeChannels, connect_handle: 'mock-handle' }),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Select channels from Acme Workspace')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: `#${acmeChannels[1]!.name}` }))
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeEnabled()
  },
}

/** The exchange fails (here: the server has no Slack app configured): its detail and the way back. */
export const ExchangeFailed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Connect with Slack is not set up on this server')
    await expect(canvas.getByRole('link', { name: 'Back to Workspace Settings' })).toHaveAttribute('href', '/app/settings/workspace')
  },
}

/** Slack reports an error (e.g. the person declined). */
export const Denied: Story = {
  parameters: { screen: { path: '/app/slack/callback?error=access_denied', route: '/app/slack/callback' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Slack did not connect the workspace (access_denied).')
  },
}

/** Opened without anything from Slack. */
export const NothingToFinish: Story = {
  parameters: { screen: { path: '/app/slack/callback', route: '/app/slack/callback' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There is nothing to finish here/)).toBeVisible()
  },
}
