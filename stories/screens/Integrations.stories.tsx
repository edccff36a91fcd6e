import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import IntegrationsSettingsPage from '../../app/screens/settings/IntegrationsSettingsPage'
import { demoCompany, demoSetAsideFeedback, type MockStore } from '../../mocks'
import { failing, mockApi, pending, withScreen, type Canvas, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/Integrations',
  component: IntegrationsSettingsPage,
  decorators: [withScreen],
  args: { portalled: false },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/integrations' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof IntegrationsSettingsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The data-source list once it has loaded (it is busy with skeleton rows before). */
async function loadedSources(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('list', { name: 'Data sources' })).not.toHaveAttribute('aria-busy'))
  return canvas.getByRole('list', { name: 'Data sources' })
}

/** The connected Slack workspace and Gmail mailbox, each with what it follows and its status. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = await loadedSources(canvas)
    await expect(within(rows).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(rows).getAllByText('Connected')).toHaveLength(2)
    await expect(within(rows).getByText('feedback@acme.com')).toBeVisible()
    await expect(within(rows).getByText('2 labels · Last sync: Just now')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/slack/integrations')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Data sources' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Only the Gmail mailbox while no Slack workspace is connected. */
export const NoSlack: Story = {
  beforeEach: mockApi({ prepare: (store) => void (store.state.integrations = []) }),
  play: async ({ canvas }) => {
    const rows = await loadedSources(canvas)
    await expect(within(rows).getAllByRole('listitem')).toHaveLength(1)
    await expect(within(rows).getByText('feedback@acme.com')).toBeVisible()
  },
}

/** A failed load shows the empty list (the failure is only logged). */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/slack/integrations', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No data sources connected/)).toBeVisible()
  },
}

/** Connect Slack opens the dialog. */
export const ConnectSlack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Slack' }))
    await expect(await canvas.findByRole('dialog', { name: 'Connect Slack Workspace' })).toBeVisible()
  },
}

/** Messages the analysis set aside: admins see each with its reason and a Retry. */
function withSetAside(store: MockStore) {
  store.state.setAsideFeedback = demoSetAsideFeedback.map((item) => ({ ...item, company_id: demoCompany.id }))
}

/** Two messages the analysis set aside (one over its time budget, one that kept failing), each with Retry. */
export const CouldNotBeAnalysed: Story = {
  beforeEach: mockApi({ prepare: withSetAside }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Messages that could not be analysed' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(list).getByText(/^Its analysis took longer than 5 seconds\./)).toBeVisible()
    await expect(within(list).getByText(/^Slack #customer-feedback · Unknown sender/)).toBeVisible()
    await expect(within(list).getByRole('button', { name: /^Retry the analysis of the message from Priya Natarajan/ })).toBeEnabled()
  },
}

/** Retry sends a message back to be analysed: it leaves the list and a toast says so. */
export const CouldNotBeAnalysedRetried: Story = {
  beforeEach: mockApi({ prepare: withSetAside }),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Messages that could not be analysed' })
    await userEvent.click(within(list).getByRole('button', { name: /^Retry the analysis of the message from Priya Natarajan/ }))
    await waitFor(() => expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent('The message waits for analysis again.'))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
  },
}

/** A member does not see them (only admins look after the data sources). */
export const CouldNotBeAnalysedAsMember: Story = {
  beforeEach: mockApi({ prepare: withSetAside, user: { role: 'member' } }),
  play: async ({ canvas }) => {
    await loadedSources(canvas)
    await expect(canvas.queryByRole('list', { name: 'Messages that could not be analysed' })).toBeNull()
  },
}
