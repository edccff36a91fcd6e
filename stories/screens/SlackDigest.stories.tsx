import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SlackDigestDetail, type SlackDigestSettings } from '../../api'
import { SlackDigestSection, slackDigestMessages } from '../../app/screens/settings/SlackDigestSection'
import { demoIntegration, demoUser } from '../../mocks/fixtures'
import type { MockStore } from '../../mocks/store'
import { chooseOption } from './choose-option'
import { failing, mockApi, mockApiAs, pending, withScreen, type ScreenParameters } from './screen-setup'

const weekly: Omit<SlackDigestSettings, 'problem'> = {
  integration_id: demoIntegration.id,
  channel_id: 'C04FBK0001',
  channel_name: 'customer-feedback',
  frequency: 'weekly',
  last_post: {
    period: 'weekly:2025-01-13',
    state: 'sent',
    error: null,
    created_at: '2025-01-13T00:15:00.000Z',
    sent_at: '2025-01-13T00:15:02.000Z',
  },
}
const withDigest = (digest: Omit<SlackDigestSettings, 'problem'>) => (store: MockStore) => {
  store.state.slackDigests[demoUser.company_id] = digest
}

/** Workspace Settings' Slack digest section on its own, so its screenshots do not change with the sections around it. */
const meta = {
  title: 'Screens/WorkspaceSettings/SlackDigest',
  component: SlackDigestSection,
  decorators: [withScreen],
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof SlackDigestSection>

export default meta
type Story = StoryObj<typeof meta>

/** While the settings load. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/workspace/slack-digest')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the Slack digest' })).toBeVisible()
  },
}

/** The settings could not be loaded: the reason, and Try again. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/workspace/slack-digest', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(slackDigestMessages.loadFailed)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible()
  },
}

/** No Slack workspace is connected: the section says to connect one first. */
export const NoWorkspace: Story = {
  beforeEach: mockApi({ prepare: (store) => void (store.state.integrations = []) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(slackDigestMessages.noWorkspace)).toBeVisible()
  },
}

/** Off by default: an admin picks the channel and a frequency, and saves. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Digest channel' })
    await userEvent.click(await within(list).findByText('#feature-requests'))
    await chooseOption(canvas, userEvent, 'Frequency', 'Daily')
    await userEvent.click(canvas.getByRole('button', { name: 'Save digest' }))
    await expect(await canvas.findByText(slackDigestMessages.saved)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send a test digest now' })).toBeEnabled()
  },
}

/** A weekly digest to #customer-feedback, the last one posted; Send a test digest now says where it went. */
export const Scheduled: Story = {
  beforeEach: mockApi({ prepare: withDigest(weekly) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The last digest was posted on 13 Jan 2025.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test digest now' }))
    await expect(await canvas.findByText('A test digest was posted to #customer-feedback.')).toBeVisible()
  },
}

/** Slack refused the saved token: the last digest failed, with the sentence saying to reconnect. */
export const TokenRevoked: Story = {
  beforeEach: mockApi({
    prepare: withDigest({
      ...weekly,
      last_post: {
        ...weekly.last_post!,
        state: 'failed',
        error: 'Slack rejected the saved token (token_revoked). Reconnect the workspace.',
        sent_at: null,
      },
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Slack rejected the saved token (token_revoked). Reconnect the workspace.')).toBeVisible()
  },
}

/** The workspace the digest went to was disconnected: no digest goes out until another channel is picked. */
export const WorkspaceGone: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      withDigest(weekly)(store)
      store.state.integrations = [{ ...store.state.integrations[0]!, id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }]
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SlackDigestDetail.workspaceGone)).toBeVisible()
  },
}

/** A member sees where the digest goes, and may not change it. */
export const Member: Story = {
  beforeEach: mockApiAs('member', { prepare: withDigest(weekly) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Channel: #customer-feedback')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save digest' })).toBeDisabled())
  },
}
