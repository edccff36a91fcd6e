import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import WorkspaceSettingsPage from '../../app/screens/settings/WorkspaceSettingsPage'
import { MOCK_APP_CONFIG, type MockStore } from '../../mocks'
import { mockApi, withScreen, type Canvas, type ScreenParameters } from './screen-setup'

/** The demo owner with an address on the company's own domain, verified: acme-analytics.io is proven. */
const OWNER_EMAIL = 'dana@acme-analytics.io'

function withDomains(store: MockStore): void {
  const companyId = store.state.users[0]!.company_id
  store.state.domains.push(
    { id: store.newId(), company_id: companyId, domain: 'acme-analytics.io', auto_join: true, created_at: store.now() },
    { id: store.newId(), company_id: companyId, domain: 'acme-labs.io', auto_join: false, created_at: store.now() },
  )
}

function withRequests(store: MockStore): void {
  const { company_id, company_name } = store.state.users[0]!
  for (const [first_name, last_name, email, job_title] of [
    ['Sam', 'Lee', 'sam@acme-analytics.io', 'Support Lead'],
    ['Ravi', 'Shah', 'ravi@acme-analytics.io', null],
  ] as const) {
    const created = '2025-01-06T09:00:00.000Z'
    store.state.users.push({
      id: store.newId(),
      email,
      first_name,
      last_name,
      job_title,
      role: null,
      email_verified: true,
      company_name,
      company_id,
      is_active: true,
      created_at: created,
      updated_at: created,
      onboarding_completed: false,
      password: 'a password nobody knows',
    })
  }
}

const meta = {
  title: 'Screens/WorkspaceJoining',
  component: WorkspaceSettingsPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ user: { email: OWNER_EMAIL } }),
} satisfies Meta<typeof WorkspaceSettingsPage>

export default meta
type Story = StoryObj<typeof meta>

const openSection = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, name: RegExp) => {
  const trigger = await canvas.findByRole('button', { name })
  await userEvent.click(trigger)
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
}

/** Two verified people wait; each can be approved or refused. */
export const JoinRequestsFilled: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withRequests }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Join requests 2 waiting/)
    const list = canvas.getByRole('list', { name: 'Join requests' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(list).getByText(/sam@acme-analytics\.io · Support Lead/)).toBeVisible()
    await expect(within(list).getByRole('button', { name: 'Approve Sam Lee' })).toBeEnabled()
  },
}

/** Approving one: it leaves the list and a toast says who joined. */
export const JoinRequestApproved: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withRequests }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Join requests 2 waiting/)
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Sam Lee' }))
    await waitFor(() => expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Sam Lee joined the workspace'))
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Join requests' })).getAllByRole('listitem')).toHaveLength(1))
  },
}

/** Nobody waits. */
export const JoinRequestsEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Join requests 0 waiting/)
    await expect(canvas.getByText('No one is waiting to join.')).toBeVisible()
  },
}

/** A proven domain with auto-join on, and one not proven yet whose auto-join cannot be turned on. */
export const Domains: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withDomains }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Domains 2 domains/)
    const list = canvas.getByRole('list', { name: 'Domains' })
    const [proven, unproven] = within(list).getAllByRole('listitem')
    await expect(within(proven!).getByText('Proven')).toBeVisible()
    await expect(within(proven!).getByRole('switch', { name: 'Auto-join' })).toBeChecked()
    await expect(within(unproven!).getByText('Not proven')).toBeVisible()
    await expect(within(unproven!).getByRole('switch', { name: /^Auto-join/ })).toBeDisabled()
  },
}

/** A free-mail domain is refused with the reason, under the field. */
export const DomainRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Domains 0 domains/)
    await expect(canvas.getByText('No domains yet.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Domain' }), 'gmail.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Domain' }))
    await expect(await canvas.findByText('gmail.com is a free email provider: anyone can get an address there.')).toBeVisible()
  },
}

function withInvitations(store: MockStore): void {
  const companyId = store.state.users[0]!.company_id
  const expiresAt = new Date(Date.parse(store.now()) + 5 * 86_400_000).toISOString()
  for (const email of ['sam@acme-analytics.io', 'ravi@acme-analytics.io']) {
    const id = store.newId()
    store.state.invitations.push({ id, company_id: companyId, email, token: `story-${id}`, expires_at: expiresAt, status: 'pending' })
  }
}

function withoutInvitations(store: MockStore): void {
  store.state.invitations.length = 0
}

/** The demo's pending invitation and two more, each with its link to copy and a Revoke. */
export const InvitationsPending: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withInvitations }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Invitations 3 pending/)
    const list = canvas.getByRole('list', { name: 'Pending invitations' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(list).getByRole('button', { name: 'Copy link, sam@acme-analytics.io' })).toBeEnabled()
    await expect(within(list).getByRole('button', { name: 'Revoke, ravi@acme-analytics.io' })).toBeEnabled()
  },
}

/** Inviting a colleague when none is pending: the toast confirms it and the invitation is listed with its link. */
export const InvitationSent: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withoutInvitations }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Invitations 0 pending/)
    await expect(canvas.getByText('No pending invitations.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'lee@acme-analytics.io')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }))
    await waitFor(() => expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Invitation sent to lee@acme-analytics.io'))
    const list = await canvas.findByRole('list', { name: 'Pending invitations' })
    await expect(within(list).getByText('lee@acme-analytics.io')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  },
}

/** A server without email sending (no HEADWAY_SMTP_URL): the section and the toast say to copy the link. */
export const InvitationCreatedWithoutEmail: Story = {
  beforeEach: mockApi({
    user: { email: OWNER_EMAIL },
    prepare: withoutInvitations,
    handlers: [http.get('*/api/v1/config', () => HttpResponse.json({ ...MOCK_APP_CONFIG, email_delivery: false }))],
  }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Invitations 0 pending/)
    await expect(canvas.getByText(/This server sends no email/)).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'lee@acme-analytics.io')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent(
        'Invitation created for lee@acme-analytics.io. Copy its link and send it to them.',
      ),
    )
    const list = await canvas.findByRole('list', { name: 'Pending invitations' })
    await expect(within(list).getByRole('button', { name: 'Copy link, lee@acme-analytics.io' })).toBeEnabled()
  },
}

/** Revoking one: it leaves the list. */
export const InvitationRevoked: Story = {
  beforeEach: mockApi({ user: { email: OWNER_EMAIL }, prepare: withInvitations }),
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Invitations 3 pending/)
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke, sam@acme-analytics.io' }))
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Pending invitations' })).getAllByRole('listitem')).toHaveLength(2))
    await expect(canvas.getByRole('button', { name: /^Invitations 2 pending/ })).toBeVisible()
  },
}

/** Someone who already has an account cannot be invited: the reason shows under the field. */
export const InvitationRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await openSection(canvas, userEvent, /^Invitations 1 pending/)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), OWNER_EMAIL)
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }))
    await expect(
      await canvas.findByText('Someone with this email already has a Headway account, so they cannot be invited.'),
    ).toBeVisible()
  },
}
