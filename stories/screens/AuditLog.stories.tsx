import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import AuditLogPage from '../../app/screens/settings/AuditLogPage'
import { forbiddenDetail } from '../../api'
import { failing, mockApi, pending, withScreen, type Canvas, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/AuditLog',
  component: AuditLogPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/audit', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof AuditLogPage>

export default meta
type Story = StoryObj<typeof meta>

const table = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Audit log events' })
/** The body rows (the header row is the first). */
const bodyRows = async (canvas: Canvas) => within(await table(canvas)).getAllByRole('row').slice(1)

/** The demo workspace's events, newest first: time, who, what, target and from where. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = await bodyRows(canvas)
    await expect(rows).toHaveLength(9)
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Signed in')
    await expect(rows[0]).toHaveTextContent('15 Jan 2025, 08:48 UTC')
    await expect(rows[0]).toHaveTextContent('demo@headway.app')
    await expect(rows[0]).toHaveTextContent('203.0.113.24')
    await expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Sign-in failed')
  },
}

/** The arrow keys move through the table's rows (React Aria's grid navigation). */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const rows = await bodyRows(canvas)
    await userEvent.click(rows[0]!)
    await userEvent.keyboard('{ArrowDown}')
    await expect(rows[1]).toHaveFocus()
  },
}

/** A filter on the action loads the matching events only. */
export const FilteredByAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Connected a data source' }))
    await waitFor(async () => expect(await bodyRows(canvas)).toHaveLength(2))
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled()
  },
}

/** Nothing recorded yet. */
export const Empty: Story = {
  beforeEach: mockApi({ prepare: (store) => void (store.state.auditEvents = []) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/audit-events')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the audit log')).toHaveAttribute('aria-busy', 'true')
  },
}

export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/audit-events', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The audit log could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A member sees why the page is closed to them, and nothing is asked of the server. */
export const MemberDenied: Story = {
  beforeEach: mockApi({ user: { role: 'member' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(forbiddenDetail('audit.read', 'member'))).toBeVisible()
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

/** Export CSV downloads the events that pass the filters. */
export const ExportCsv: Story = {
  args: { save: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(args.save).toHaveBeenCalledOnce())
    const [file, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string]
    await expect(name).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/)
    const text = await file.text()
    await expect(text.split('\n')[0]).toBe('time,actor_email,action,action_label,target_type,target_id,target_label,ip,user_agent,details')
    await expect(text.trimEnd().split('\n')).toHaveLength(10)
  },
}
