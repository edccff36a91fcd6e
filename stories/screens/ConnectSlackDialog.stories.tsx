import { useEffect } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { ConnectSlackDialog } from '../../app/screens/integrations/ConnectSlackDialog'
import { useIntegrationActions, useIntegrationsState } from '../../app/state/integrations'
import { INVALID_SLACK_TOKEN, acmeChannels, demoSlackToken } from '../../mocks'
import { failing, mockApi, withScreen, type ScreenParameters, type Canvas, type StoryUser } from './screen-setup'

/** The dialog as Connect on Slack opens it (state reset), with the connection count under it. */
function OpenedDialog() {
  const actions = useIntegrationActions()
  const state = useIntegrationsState()
  useEffect(() => {
    actions.open()
  }, [actions])
  return (
    <>
      <p>Slack workspaces connected: {state.integrations.length}</p>
      <ConnectSlackDialog />
    </>
  )
}

const meta = {
  title: 'Screens/ConnectSlackDialog',
  component: OpenedDialog,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ prepare: (store) => void (store.state.integrations = []) }),
} satisfies Meta<typeof OpenedDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The opened dialog, once its opening focus has landed on the token field (typing earlier could be cut off). */
async function openedDialog(canvas: Canvas) {
  const dialog = await canvas.findByRole('dialog', { name: 'Connect Slack Workspace' })
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'User Token' })).toHaveFocus())
  return dialog
}

async function toChannels(canvas: Canvas, user: StoryUser) {
  const dialog = await openedDialog(canvas)
  await user.type(within(dialog).getByRole('textbox', { name: 'User Token' }), demoSlackToken)
  await user.click(within(dialog).getByRole('button', { name: 'Next' }))
  await expect(await within(dialog).findByRole('list', { name: 'Channels' })).toBeVisible()
  return dialog
}

/** Step 1: why the token is needed, the 'User Token' field; Next is disabled while it is empty. */
export const TokensStep: Story = {
  play: async ({ canvas }) => {
    const dialog = await openedDialog(canvas)
    await expect(within(dialog).getByText(/needs a Slack user token to read messages from the channels you select/)).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: 'User Token' })).toHaveAttribute('placeholder', 'xoxp-...')
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
}

/** Slack rejects the token: the server's detail inline and in a snackbar; the dialog stays on the token step. */
export const TokenRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openedDialog(canvas)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User Token' }), INVALID_SLACK_TOKEN)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    const detail = 'Slack rejected the token: invalid_auth. Check that you copied the whole user token.'
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail)
    await waitFor(() => expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent(detail))
    await expect(within(dialog).getByRole('textbox', { name: 'User Token' })).toBeVisible()
  },
}

/** Without a detail from the server: 'Failed to validate tokens or fetch channels'. */
export const ValidationFailed: Story = {
  beforeEach: mockApi({ handlers: [http.post('*/api/v1/slack/validate-tokens', () => HttpResponse.error())] }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openedDialog(canvas)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User Token' }), demoSlackToken)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to validate tokens or fetch channels')
    // Editing the token clears the inline error.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User Token' }), 'x')
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Step 2: 'Select channels from Acme Workspace', the picker with its counters; Connect waits for a selection. */
export const ChannelsStep: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    await expect(dialog).toHaveAccessibleDescription('Select channels from Acme Workspace')
    await expect(within(dialog).getByText('Selected: 0/5 channels')).toBeVisible()
    await expect(within(dialog).getByText(`Showing ${acmeChannels.length} of ${acmeChannels.length} channels`)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeDisabled()
  },
}

/** Searching matches name, purpose or topic; nothing found shows the empty state. */
export const NoChannelsFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search channels' }), 'zzz')
    await expect(within(dialog).getByText('No channels found')).toBeVisible()
    await expect(within(dialog).getByText('Try adjusting your search terms')).toBeVisible()
  },
}

/** Five ticked: the others are blocked until one is unticked. */
export const FiveSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    for (const channel of acmeChannels.slice(0, 6)) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: `#${channel.name}` }))
    }
    await expect(within(dialog).getByText('Selected: 5/5 channels')).toBeVisible()
    await expect(within(dialog).getByRole('checkbox', { name: `#${acmeChannels[5]!.name}` })).not.toBeChecked()
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeEnabled()
  },
}

/** Connecting fails without a detail: 'Failed to connect Slack workspace', and the dialog stays open. */
export const ConnectFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/slack/connect', 500)] }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `#${acmeChannels[0]!.name}` }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to connect Slack workspace')
    await expect(within(dialog).getByRole('checkbox', { name: `#${acmeChannels[0]!.name}` })).toBeChecked()
  },
}

/** Connecting closes the dialog and reloads the list. */
export const Connected: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `#${acmeChannels[1]!.name}` }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(await canvas.findByText('Slack workspaces connected: 1')).toBeVisible()
  },
}

/** Cancel closes it at any point. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await toChannels(canvas, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByText('Slack workspaces connected: 0')).toBeVisible()
  },
}
