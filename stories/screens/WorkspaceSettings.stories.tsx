import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { forbiddenDetail } from '../../api'
import WorkspaceSettingsPage from '../../app/screens/settings/WorkspaceSettingsPage'
import { demoCompany, demoTeam, MOCK_EPOCH } from '../../mocks'
import { failing, mockApi, mockApiAs, pending, withScreen, showReason, type ScreenParameters, type Canvas, type StoryUser } from './screen-setup'
import { openedDialog } from './open-dialog'

const meta = {
  title: 'Screens/WorkspaceSettings',
  component: WorkspaceSettingsPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof WorkspaceSettingsPage>

export default meta
type Story = StoryObj<typeof meta>

const section = (canvas: Canvas, name: RegExp) => canvas.getByRole('button', { name })

/** The data-source list once it has loaded (it is busy with skeleton rows before). */
async function loadedSources(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('list', { name: 'Data sources' })).not.toHaveAttribute('aria-busy'))
  return canvas.getByRole('list', { name: 'Data sources' })
}

/** The demo workspace: Slack and Gmail connected, and the closed sections. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Workspace Settings' })).toBeVisible()
    await expect(canvas.getByText('Manage data sources, integrations, and workspace preferences')).toBeVisible()
    const rows = await loadedSources(canvas)
    await expect(within(rows).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(rows).getByText('Acme Workspace')).toBeVisible()
    await expect(within(rows).getByText('3 channels · Last sync: Just now')).toBeVisible()
    await expect(within(rows).getByText('feedback@acme.com')).toBeVisible()
    await expect(canvas.getByText('Integration Progress: 2 of 2 sources connected')).toBeVisible()
    await expect(section(canvas, /^Connected Data Sources/)).toHaveAccessibleName('Connected Data Sources 2 active connections')
    await expect(section(canvas, /^Connected Data Sources/)).toHaveAttribute('aria-expanded', 'true')
    for (const closed of [/^Preferences/, /^Workspace Info/, /^Available Connectors/]) {
      await expect(section(canvas, closed)).toHaveAttribute('aria-expanded', 'false')
    }
  },
}

/** While the sources load: two skeleton rows. */
export const Loading: Story = {
  beforeEach: mockApi({
    handlers: [
      pending('get', '/api/v1/slack/integrations'),
      pending('get', '/api/v1/workspace'),
      pending('get', '/api/v1/workspace/preferences'),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Data sources' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** No source connected: the spec's empty message. */
export const NoSources: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.integrations = []
      store.state.mailboxes = []
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Integration Progress: 0 of 0 sources connected')).toBeVisible()
    await expect(await canvas.findByText(/^No data sources connected/)).toBeVisible()
  },
}

/** A failed load is only logged: the list shows empty, with the spec's message. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/slack/integrations', 500)] }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No data sources connected. Add your first source to start collecting feedback in this workspace.'),
    ).toBeVisible()
    await expect(canvas.getByText('Integration Progress: 0 of 0 sources connected')).toBeVisible()
  },
}

/** A sync under way: its channels as a bar and the messages stored so far, read again every few seconds. */
let integrationReads = 0
export const Syncing: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      integrationReads = 0
      store.state.integrations[0]!.sync = { state: 'running', messages_stored: 1204, channels_done: 2, channels_total: 3, error: null }
    },
    // Counts the reads, then lets the mock answer.
    handlers: [http.get('*/api/v1/slack/integrations', () => void integrationReads++)],
  }),
  play: async ({ canvas }) => {
    const rows = await loadedSources(canvas)
    await expect(within(rows).getByText('Syncing 2 of 3 channels, 1,204 messages stored')).toBeVisible()
    await expect(within(rows).getByRole('progressbar', { name: 'Sync of Acme Workspace' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 3 channels',
    )
    await waitFor(() => expect(integrationReads).toBeGreaterThanOrEqual(2))
  },
}

/** A sync Slack stopped: the row says why and what to do. */
export const SyncFailed: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.integrations[0]!.sync = {
        state: 'error',
        messages_stored: 310,
        channels_done: 1,
        channels_total: 3,
        error: 'Slack no longer accepts the saved token. Connect the workspace again to resume syncing.',
      }
    },
  }),
  play: async ({ canvas }) => {
    const rows = await loadedSources(canvas)
    await expect(
      within(rows).getByText('Slack no longer accepts the saved token. Connect the workspace again to resume syncing.'),
    ).toBeVisible()
    await expect(within(rows).queryByRole('progressbar')).not.toBeInTheDocument()
  },
}

/** Preferences: the two switches from the preferences API, saved with Save Changes. */
export const Preferences: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Preferences/))
    const autoSync = await canvas.findByRole('switch', { name: 'Auto-sync data sources' })
    await waitFor(() => expect(autoSync).toBeChecked())
    const email = canvas.getByRole('switch', { name: 'Email notifications' })
    await waitFor(() => expect(email).not.toBeChecked())
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    await userEvent.click(canvas.getByText('Email notifications'))
    await expect(email).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled())
  },
}

/** Workspace Info: the company, its admin labelled ADMIN, the workspace id, and (for an admin) the audit log. */
export const WorkspaceInfo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Workspace Info/))
    await expect(await canvas.findByText('Acme Analytics')).toBeVisible()
    await expect(canvas.getByText('ADMIN')).toBeVisible()
    await expect(canvas.getByText(demoCompany.id)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/app/settings/audit')
  },
}

/** When the workspace call fails, the fallbacks: the user's company, else 'Headway Demo' and 'demo-workspace-1'. */
export const WorkspaceInfoFallback: Story = {
  beforeEach: mockApi({
    user: { company_name: '' },
    handlers: [failing('get', '/api/v1/workspace', 500)],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Workspace Info/))
    await expect(await canvas.findByText('Headway Demo')).toBeVisible()
  },
}

/**
 * Add Source opens the connectors: Slack, Gmail, the API Webhook and the CSV file available, the others coming soon and
 * disabled.
 */
export const AddSource: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Source' }))
    await waitFor(() => expect(section(canvas, /^Available Connectors/)).toHaveAttribute('aria-expanded', 'true'))
    for (const name of ['Slack', 'Gmail', 'API Webhook']) {
      await expect(canvas.getByRole('button', { name: `Connect ${name}` })).toBeEnabled()
    }
    await expect(canvas.getByRole('button', { name: 'Import CSV file' })).toBeEnabled()
    for (const name of ['Microsoft Teams', 'Discord', 'Intercom', 'Zendesk']) {
      await expect(canvas.getByRole('button', { name: `Connect ${name}` })).toBeDisabled()
    }
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(4)
    // Folded for the screenshot, so the connectors are in view.
    await userEvent.click(section(canvas, /^Connected Data Sources/))
    await waitFor(() => expect(section(canvas, /^Connected Data Sources/)).toHaveAttribute('aria-expanded', 'false'))
  },
}

/** The API Webhook's Connect opens the API keys, where an admin creates the key other tools send feedback with. */
export const ConnectApiWebhook: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Available Connectors/))
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect API Webhook' }))
    await waitFor(() => expect(section(canvas, /^API keys/)).toHaveAttribute('aria-expanded', 'true'))
    await expect(await canvas.findByText('No API keys yet.')).toBeVisible()
  },
}

/** The CSV file's Import opens the CSV import's page. */
export const ImportCsvFile: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Available Connectors/))
    await userEvent.click(await canvas.findByRole('button', { name: 'Import CSV file' }))
    await expect(await canvas.findByText('Navigated to /app/import/csv')).toBeVisible()
  },
}

/** Gmail's Connect on a server without a Google OAuth client: the server's sentence says what the admin must set. */
export const ConnectGmailNotSetUp: Story = {
  beforeEach: mockApi({
    handlers: [
      failing(
        'get',
        '/api/v1/gmail/oauth/start',
        404,
        'Connect Gmail is not set up on this server: set HEADWAY_GOOGLE_CLIENT_ID and HEADWAY_GOOGLE_CLIENT_SECRET.',
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Available Connectors/))
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Gmail' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent(/^Connect Gmail is not set up on this server/),
    )
  },
}

/** Slack's Connect opens the Connect Slack Workspace dialog. */
export const ConnectSlack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(section(canvas, /^Available Connectors/))
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Slack' }))
    await expect(await canvas.findByRole('dialog', { name: 'Connect Slack Workspace' })).toBeVisible()
  },
}

/** The delete icon asks first; Disconnect removes the Slack source and the list reloads. */
export const Disconnect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Acme Workspace' }))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Disconnect Acme Workspace?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(await canvas.findByText('Integration Progress: 1 of 1 sources connected')).toBeVisible()
  },
}

/** A Gmail mailbox is disconnected the same way, with its own sentence; asked to, its emails go too. */
export const DisconnectGmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect feedback@acme.com' }))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Disconnect feedback@acme.com?')
    await expect(dialog).toHaveTextContent('Headway stops reading its labels and forgets its access to the mailbox.')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also delete the feedback collected from it' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument())
    const rows = await loadedSources(canvas)
    await waitFor(() => expect(within(rows).queryByText('feedback@acme.com')).not.toBeInTheDocument())
    await expect(canvas.getByText('Integration Progress: 1 of 1 sources connected')).toBeVisible()
  },
}

/** Sync now on a row queues a sync there, and the row says so until it starts. */
export const SyncNow: Story = {
  play: async ({ canvas, userEvent }) => {
    const rows = await loadedSources(canvas)
    await userEvent.click(within(rows).getByRole('button', { name: 'Sync feedback@acme.com now' }))
    const mailbox = within(rows).getAllByRole('listitem')[1]!
    await expect(await within(mailbox).findByText('Sync waiting to start')).toBeVisible()
    await expect(within(rows).getByRole('button', { name: 'Sync feedback@acme.com now' })).toHaveFocus()
  },
}

/** The confirmation before disconnecting. */
export const DisconnectConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Acme Workspace' }))
    await expect(await openedDialog(canvas, 'alertdialog', 'Disconnect Acme Workspace?')).toBeVisible()
  },
}

/** The demo team beside the signed-in owner, or (with `role`) beside the demo user signed in with that role. */
const withTeam = (role?: 'member' | 'viewer') =>
  role
    ? mockApiAs(role)
    : mockApi({ prepare: (store) => store.state.users.push(...demoTeam.map((person) => ({ ...person }))) })

async function openMembers(canvas: Canvas, userEvent: StoryUser) {
  await userEvent.click(section(canvas, /^Members/))
  const table = canvas.getByRole('table', { name: 'Members' })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'))
  return table
}

/** Issue 16: the owner's member list: roles, last active, status; a deactivated person can be reactivated. */
export const Members: Story = {
  args: { now: Date.parse(MOCK_EPOCH) },
  beforeEach: withTeam(),
  play: async ({ canvas, userEvent }) => {
    const table = await openMembers(canvas, userEvent)
    await expect(within(table).getAllByRole('row')).toHaveLength(6)
    await expect(within(table).getByText('3 weeks ago')).toBeVisible()
    await expect(within(table).getByText('Deactivated')).toBeVisible()
    await expect(within(table).getByRole('button', { name: 'Reactivate Lena Fischer' })).toBeEnabled()
    await expect(within(table).getAllByRole('button', { name: 'Transfer ownership' }).length).toBeGreaterThan(0)
  },
}

/** A member: the list reads, and every admin-only control is disabled with its reason a tab away. */
export const AsMember: Story = {
  args: { now: Date.parse(MOCK_EPOCH) },
  beforeEach: withTeam('member'),
  play: async ({ canvas, userEvent }) => {
    await loadedSources(canvas)
    await expect(canvas.getByRole('button', { name: 'Add Source' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Disconnect Acme Workspace' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Sync Acme Workspace now' })).toBeEnabled()
    const table = await openMembers(canvas, userEvent)
    await expect(within(table).getByRole('button', { name: 'Deactivate Tom Becker' })).toBeDisabled()
    await expect(within(table).queryByRole('button', { name: 'Transfer ownership' })).not.toBeInTheDocument()
    await showReason(userEvent, within(table).getByRole('button', { name: 'Deactivate Tom Becker' }))
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('member.manage', 'member'))
  },
}

/** A viewer: reads the same, changes nothing, and cannot Sync now either. */
export const AsViewer: Story = {
  args: { now: Date.parse(MOCK_EPOCH) },
  beforeEach: withTeam('viewer'),
  play: async ({ canvas, userEvent }) => {
    await loadedSources(canvas)
    await expect(canvas.getByRole('button', { name: 'Add Source' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Sync Acme Workspace now' })).toBeDisabled()
    const table = await openMembers(canvas, userEvent)
    await expect(within(table).getByRole('button', { name: 'Reactivate Lena Fischer' })).toBeDisabled()
  },
}
