import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { forbiddenDetail, type AppConfig, type Integration } from '../../api'
import OnboardingPage from '../../app/screens/onboarding/OnboardingPage'
import { INVALID_SLACK_TOKEN, MOCK_APP_CONFIG, acmeChannels, demoIntegration, demoMailbox, demoSlackToken, type MockStore } from '../../mocks'
import { mockApi, mockApiAs, withScreen, type ScreenParameters, type Canvas, type StoryUser } from './screen-setup'

const meta = {
  title: 'Screens/Onboarding',
  component: OnboardingPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/onboarding', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ user: { onboarding_completed: false }, prepare: (store) => void (store.state.integrations = []) }),
} satisfies Meta<typeof OnboardingPage>

export default meta
type Story = StoryObj<typeof meta>

async function toSlackStep(canvas: Canvas, user: StoryUser) {
  await user.click(canvas.getByRole('button', { name: 'Get Started' }))
  await user.click(canvas.getByRole('button', { name: 'Next' }))
  // Next saves the themes first (when edited), so the Slack step comes a moment later.
  await expect(await canvas.findByRole('heading', { name: 'Connect your Slack workspace' })).toBeVisible()
}

async function toChannelStep(canvas: Canvas, user: StoryUser) {
  await toSlackStep(canvas, user)
  await user.type(canvas.getByRole('textbox', { name: 'User Token' }), demoSlackToken)
  await user.click(canvas.getByRole('button', { name: 'Next' }))
  await expect(await canvas.findByRole('heading', { name: 'Select channels' })).toBeVisible()
}

async function connectOneChannel(canvas: Canvas, user: StoryUser) {
  await toChannelStep(canvas, user)
  await user.click(canvas.getByRole('checkbox', { name: `#${acmeChannels[1]!.name}` }))
  await user.click(canvas.getByRole('button', { name: 'Connect' }))
  await expect(await canvas.findByRole('heading', { name: 'Initial sync' })).toBeVisible()
}

/** Step 1: welcome and intro, under the title 'Welcome to Headway!'. */
export const Welcome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Headway!' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Onboarding steps' })).toHaveTextContent(
      /Welcome.*Themes.*Connect Slack.*Select Channels.*Initial Sync/,
    )
  },
}

/** Step 2: the theme preference, through the colour-mode context. */
export const Appearance: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }))
    const current = globals.colorMode === 'dark' ? 'Dark' : 'Light'
    await expect(canvas.getByRole('button', { name: current })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Step 2 again: the starter themes, renamed, removed and added to; Next saves them for the AI to use. */
let editedStore: MockStore | null = null
export const EditStarterThemes: Story = {
  beforeEach: mockApi({
    user: { onboarding_completed: false },
    prepare: (store) => {
      store.state.integrations = []
      editedStore = store
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }))
    const themes = within(await canvas.findByRole('list', { name: 'Starter themes' }))
    const first = themes.getByRole('textbox', { name: 'Theme 1' })
    await expect(first).toHaveValue('Reporting & exports')
    await userEvent.clear(first)
    await userEvent.type(first, 'Reports')
    await userEvent.click(themes.getByRole('button', { name: 'Remove Integrations' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a theme' }), 'Warehouse sync')
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await expect(themes.getAllByRole('textbox').at(-1)).toHaveValue('Warehouse sync')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByRole('heading', { name: 'Connect your Slack workspace' })).toBeVisible()
    const { companies, users } = editedStore!.state
    const saved = companies.find((company) => company.id === users[0]!.company_id)?.product_areas?.map((area) => area.name)
    await expect(saved?.[0]).toBe('Reports')
    await expect(saved).not.toContain('Integrations')
    await expect(saved?.at(-1)).toBe('Warehouse sync')
  },
}

/** Two themes of one name: the step says so and stays. */
export const StarterThemesTwice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }))
    const themes = within(await canvas.findByRole('list', { name: 'Starter themes' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a theme' }), 'integrations')
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await expect(themes.getAllByRole('textbox').at(-1)).toHaveValue('integrations')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Every product area needs its own name.')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Choose your theme' })).toBeVisible()
  },
}

/** Step 3: the Slack user token (the Connect dialog's token step), with Skip; here the server cannot connect Gmail. */
export const ConnectSlack: Story = {
  beforeEach: mockApi({
    user: { onboarding_completed: false },
    prepare: (store) => void (store.state.integrations = []),
    handlers: [
      http.get('*/api/v1/config', () =>
        HttpResponse.json({ ...MOCK_APP_CONFIG, demo: null, gmail_oauth: false, google_signin: false } satisfies AppConfig),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await toSlackStep(canvas, userEvent)
    await expect(canvas.getByRole('textbox', { name: 'User Token' })).toHaveAttribute('placeholder', 'xoxp-...')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Connect Gmail instead' })).not.toBeInTheDocument()
  },
}

/** A token Slack rejects: the server's detail, and the step stays. */
export const TokenRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    await toSlackStep(canvas, userEvent)
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Token' }), INVALID_SLACK_TOKEN)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Slack rejected the token')
    await expect(canvas.getByRole('heading', { name: 'Connect your Slack workspace' })).toBeVisible()
  },
}

/** Step 4: the channels of the workspace (at most five). */
export const SelectChannels: Story = {
  play: async ({ canvas, userEvent }) => {
    await toChannelStep(canvas, userEvent)
    await expect(canvas.getByText('Select channels from Acme Workspace')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: `#${acmeChannels[0]!.name}` }))
    await expect(canvas.getByText('Selected: 1/5 channels')).toBeVisible()
    // The search matches purposes too; it also keeps the page short for the screenshot.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search channels' }), 'feedback')
    await expect(canvas.getByText(`Showing 2 of ${acmeChannels.length} channels`)).toBeVisible()
  },
}

/** Connected, with the first sync under way: one of the three channels done. */
const pendingIntegration: Integration = {
  ...demoIntegration,
  status: 'pending',
  last_synced: null,
  sync: { state: 'running', messages_stored: 120, channels_done: 1, channels_total: 3, error: null },
}

/** Step 5 while the first sync runs: the progress bar, and Skip. */
export const Syncing: Story = {
  beforeEach: mockApi({
    user: { onboarding_completed: false },
    prepare: (store) => void (store.state.integrations = []),
    handlers: [
      http.post('*/api/v1/slack/connect', () => HttpResponse.json(pendingIntegration)),
      http.get('*/api/v1/slack/integrations', () => HttpResponse.json([pendingIntegration])),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await connectOneChannel(canvas, userEvent)
    // The server reports the channels done; the bar follows them while the sync runs.
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Initial sync' })).toHaveAttribute('aria-valuetext', '1 of 3 channels synced'),
    )
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeEnabled()
  },
}

/** Step 5 once the server reports the sync. */
export const Synced: Story = {
  play: async ({ canvas, userEvent }) => {
    await connectOneChannel(canvas, userEvent)
    await expect(canvas.getByText('First sync complete.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled()
  },
}

/** Skipping the Slack step completes the onboarding and opens the dashboard. */
export const Skipped: Story = {
  play: async ({ canvas, userEvent }) => {
    await toSlackStep(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }))
    await waitFor(() => expect(canvas.getByText('Navigated to /dashboard')).toBeVisible())
  },
}

/** Not in the spec: when the server can connect Gmail, the Slack step offers it instead (it leaves for Google). */
export const ConnectGmailInstead: Story = {
  play: async ({ canvas, userEvent }) => {
    await toSlackStep(canvas, userEvent)
    await expect(await canvas.findByText('Does your customer feedback arrive by email?')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect Gmail instead' })).toBeEnabled()
  },
}

/** Back from Connect Gmail with a mailbox: its first sync, counted in labels, then the way to the dashboard. */
export const GmailFirstSync: Story = {
  parameters: { screen: { path: `/onboarding?mailbox=${demoMailbox.id}`, route: '/onboarding', minHeight: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Initial sync' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Initial sync' })).toHaveAttribute('aria-valuetext', 'Mailbox connected')
    await expect(canvas.getByText(/is reading the recent emails of your labels/)).toBeVisible()
    await expect(await canvas.findByText('First sync complete.', {}, { timeout: 5_000 })).toBeVisible()
    await expect(canvas.getByText('Your labels are synced. New emails arrive as they come in.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled()
  },
}

/**
 * Issue 16: a member who reaches onboarding may not connect sources: the Slack step says why and who can, instead of a
 * token form the server would refuse; Next and Connect Gmail instead are disabled, and Skip for now still finishes.
 */
export const AsMember: Story = {
  beforeEach: mockApiAs('member', {
    user: { onboarding_completed: false },
    prepare: (store) => void (store.state.integrations = []),
  }),
  play: async ({ canvas, userEvent }) => {
    await toSlackStep(canvas, userEvent)
    await expect(canvas.getByText(forbiddenDetail('source.manage', 'member'))).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'User Token' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(await canvas.findByRole('button', { name: 'Connect Gmail instead' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Skip for now' })).toBeEnabled()
  },
}
