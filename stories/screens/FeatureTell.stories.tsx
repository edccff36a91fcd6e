import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { css } from '@styled-system/css'
import { DEFAULT_TELL_SETTINGS, forbiddenDetail, TellDetail } from '../../api'
import { FeatureTell } from '../../app/screens/features/FeatureTell'
import { tellMessages } from '../../app/state/trackers'
import { backlogFeatures, demoUser, type MockStore } from '../../mocks'
import type { StoredTellMessage } from '../../mocks/store'
import { openedDialog } from './open-dialog'
import {
  failing,
  mockApi,
  mockApiAs,
  pending,
  showReason,
  withScreen,
  type Canvas,
  type ScreenParameters,
} from './screen-setup'

/** Completed, asked for by Noah Schmidt and Emma Wilson of Vandelay, both in Slack. */
const darkMode = backlogFeatures.find((feature) => feature.title === 'Dark mode')!

const message = (n: number, changes: Partial<StoredTellMessage>): StoredTellMessage => ({
  id: `6c1d2e3f-4a5b-4c6d-8e7f-00000000000${n}`,
  company_id: demoUser.company_id,
  feature_id: darkMode.id,
  requester_key: `slack:U0${n}`,
  name: 'Noah Schmidt',
  company: null,
  status: 'completed',
  channel: 'slack_thread',
  text: 'Hi Noah, Dark mode, which you asked for, is now available. Thank you for asking!',
  state: 'sent',
  error: null,
  sent_by_name: 'Dana Demo',
  created_at: '2025-01-14T16:20:00.000Z',
  sent_at: '2025-01-14T16:20:05.000Z',
  ...changes,
})

const withMessages = (store: MockStore) => {
  store.state.tellMessages.push(
    message(1, {}),
    message(2, {
      requester_key: 'email:ana@globex.com',
      name: 'Ana Lima',
      company: 'Globex',
      channel: 'email_reply',
      state: 'failed',
      error: 'The mail server refused the message: mailbox unavailable.',
      sent_at: null,
    }),
    message(3, { requester_key: 'slack:U03', name: 'Kai Tanaka', state: 'queued', sent_by_name: null, sent_at: null }),
  )
}
const excludeVandelay = (store: MockStore) => {
  store.state.tellSettings[demoUser.company_id] = { ...DEFAULT_TELL_SETTINGS, excluded_companies: ['Vandelay'] }
}

const frame = css({ p: '3', maxW: '[40rem]' })

/** The feature detail's "Requesters told" section and its Tell requesters dialog, on their own (the feature Dark mode). */
const meta = {
  title: 'Screens/Features/TellRequesters',
  component: FeatureTell,
  decorators: [withScreen],
  args: { featureId: darkMode.id, featureTitle: darkMode.title },
  render: (args) => (
    <div className={frame}>
      <FeatureTell {...args} />
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/features/${darkMode.id}`, minHeight: 'lg' } satisfies ScreenParameters,
  },
  beforeEach: mockApi(),
} satisfies Meta<typeof FeatureTell>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvas: Canvas) => {
  await canvas.findByRole('heading', { name: 'Requesters told' })
  return within(canvas.getByRole('region', { name: 'Requesters told' }))
}
const openTell = async (canvas: Canvas, user: Parameters<NonNullable<Story['play']>>[0]['userEvent']) => {
  const told = await section(canvas)
  await user.click(told.getByRole('button', { name: 'Tell requesters' }))
  return within(await openedDialog(canvas, 'dialog', 'Tell requesters'))
}

/** No one told yet. */
export const NoneTold: Story = {
  play: async ({ canvas }) => {
    const told = await section(canvas)
    await expect(await told.findByText('No one has been told about this feature yet.')).toBeVisible()
    await expect(told.getByRole('button', { name: 'Tell requesters' })).toBeEnabled()
  },
}

/** Who was told, when and how, newest first: sent, failed (with why) and queued. */
export const Told: Story = {
  beforeEach: mockApi({ prepare: withMessages }),
  play: async ({ canvas }) => {
    const told = await section(canvas)
    const rows = within(await told.findByRole('list', { name: 'Messages to requesters' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const noah = rows.find((row) => row.textContent?.includes('Noah Schmidt'))!
    await expect(noah).toHaveTextContent('Slack thread reply · Completed · sent 14 Jan 2025 by Dana Demo')
    await expect(noah).toHaveTextContent('Sent')
    const ana = rows.find((row) => row.textContent?.includes('Ana Lima'))!
    await expect(ana).toHaveTextContent('Failed')
    await expect(ana).toHaveTextContent('The mail server refused the message: mailbox unavailable.')
    const kai = rows.find((row) => row.textContent?.includes('Kai Tanaka'))!
    await expect(kai).toHaveTextContent('Queued')
    await expect(kai).toHaveTextContent('recorded 14 Jan 2025 automatically')
  },
}

/** While who was told loads. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', `/api/v1/features/${darkMode.id}/tell/messages`)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading who was told' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Who was told could not be loaded. */
export const LoadError: Story = {
  beforeEach: mockApi({ handlers: [failing('get', `/api/v1/features/${darkMode.id}/tell/messages`, 500)] }),
  play: async ({ canvas }) => {
    const told = await section(canvas)
    await expect(await told.findByText(tellMessages.messagesFailed)).toBeVisible()
  },
}

/**
 * The drafts: each requester with how they are reached and the message they would get; one whose company is
 * excluded cannot be told, and says why.
 */
export const Drafts: Story = {
  beforeEach: mockApi({ prepare: excludeVandelay }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    const rows = within(await dialog.findByRole('list', { name: 'Messages to send' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(2)
    await expect(dialog.getByRole('checkbox', { name: /Noah Schmidt/ })).toBeChecked()
    await expect(dialog.getByLabelText('Message to Noah Schmidt')).toHaveTextContent(
      'Hi Noah, Dark mode, which you asked for, is now available.',
    )
    await expect(dialog.getByText('Cannot be told: Vandelay is excluded from being told.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send to all (1)' })).toBeEnabled()
  },
}

/** While the drafts load. */
export const DraftsLoading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', `/api/v1/features/${darkMode.id}/tell/drafts`)] }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    await expect(await dialog.findByRole('status', { name: 'Loading the messages' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** The drafts could not be loaded. */
export const DraftsError: Story = {
  beforeEach: mockApi({ handlers: [failing('get', `/api/v1/features/${darkMode.id}/tell/drafts`, 500)] }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    await expect(await dialog.findByText(tellMessages.draftsFailed)).toBeVisible()
  },
}

/** The feature's status tells nobody: the dialog says so, and Send stays off. */
export const NotTriggered: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.features.find((feature) => feature.id === darkMode.id)!.status = 'in-progress'
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    await expect(await dialog.findByText(TellDetail.notTriggered)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** The release note link goes into the messages once saved. */
export const ReleaseNote: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    const field = await dialog.findByRole('textbox', { name: /^Release note link/ })
    await userEvent.type(field, 'https://acme.example/changelog/dark-mode')
    await userEvent.click(dialog.getByRole('button', { name: 'Save link' }))
    await waitFor(() =>
      expect(dialog.getByLabelText('Message to Noah Schmidt')).toHaveTextContent(
        'https://acme.example/changelog/dark-mode',
      ),
    )
  },
}

/** Send to the ones ticked: the others stay drafts; those sent are listed as queued. */
export const SendSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTell(canvas, userEvent)
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Emma Wilson/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send to 1 selected' }))
    const told = await section(canvas)
    const list = await told.findByRole('list', { name: 'Messages to requesters' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await expect(list).toHaveTextContent('Noah Schmidt')
    await expect(list).toHaveTextContent('Queued')
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Tell requesters' })).not.toBeInTheDocument())
  },
}

/** Everyone told: the dialog has no one left to tell. */
export const EveryoneTold: Story = {
  play: async ({ canvas, userEvent }) => {
    let dialog = await openTell(canvas, userEvent)
    await userEvent.click(await dialog.findByRole('button', { name: 'Send to all (2)' }))
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Tell requesters' })).not.toBeInTheDocument())
    dialog = await openTell(canvas, userEvent)
    await expect(await dialog.findByText('Everyone who asked has been told.')).toBeVisible()
  },
}

/** A viewer sees who was told but may not tell anyone, and is told why. */
export const AsViewer: Story = {
  beforeEach: mockApiAs('viewer', { prepare: withMessages }),
  play: async ({ canvas, userEvent }) => {
    const told = await section(canvas)
    const button = told.getByRole('button', { name: 'Tell requesters' })
    await expect(button).toBeDisabled()
    await showReason(userEvent, button)
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('requester.tell', 'viewer'))
  },
}
