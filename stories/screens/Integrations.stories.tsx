import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { SlackImport } from '../../api'
import IntegrationsSettingsPage from '../../app/screens/settings/IntegrationsSettingsPage'
import { demoCompany, demoSetAsideFeedback, type MockStore } from '../../mocks'
import { failing, mockApi, pending, withScreen, type Canvas, type ScreenParameters } from './screen-setup'
import { chooseFile } from './choose-option'

const meta = {
  title: 'Screens/Integrations',
  component: IntegrationsSettingsPage,
  decorators: [withScreen],
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

const exportFile = () => new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], 'acme-export.zip', { type: 'application/zip' })

/** An import half-way: 2 of its 4 day files read (the import's job is held there). */
const halfWay: Omit<SlackImport, 'id' | 'created_at'> = {
  state: 'running',
  file_name: 'acme-export.zip',
  files_done: 2,
  files_total: 4,
  channels: 2,
  messages_stored: 120,
  messages_skipped: 6,
  invalid: { channels: 0, users: 0, messages: 1, files: 0 },
  integration: null,
  error: null,
}

/** Importing a Slack export: after the upload, its progress in day files while the job runs. */
export const ImportInProgress: Story = {
  beforeEach: mockApi({
    handlers: [
      http.get('*/api/v1/slack/imports/:id', ({ params }) =>
        HttpResponse.json({ ...halfWay, id: String(params.id), created_at: '2025-03-04T10:00:00.000Z' }),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await loadedSources(canvas)
    await chooseFile(userEvent, canvas.getByRole('button', { name: 'Choose a file' }), exportFile())
    const bar = await canvas.findByRole('progressbar', { name: 'Import of acme-export.zip' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 day files'))
    await expect(canvas.getByText('Importing acme-export.zip: 120 messages stored so far.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled()
  },
}

/** An import followed to its end: what it stored and skipped, and the imported workspace in the list. */
export const ImportDone: Story = {
  beforeEach: mockApi({ prepare: (store) => void (store.state.integrations = []) }),
  play: async ({ canvas, userEvent }) => {
    await loadedSources(canvas)
    await chooseFile(userEvent, canvas.getByRole('button', { name: 'Choose a file' }), exportFile())
    await expect(
      await canvas.findByText(
        'Imported 240 new messages from 2 channels; 12 messages skipped (already stored, bots, joins). 2 invalid records skipped.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    const rows = await loadedSources(canvas)
    await waitFor(() => expect(within(rows).getByText('Slack export (acme-export.zip)')).toBeVisible())
  },
}
