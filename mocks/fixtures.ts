import { DEMO_ACCOUNT, DEMO_COMPANY, DEMO_PEOPLE } from '../api'
import type { Channel, GmailLabel, GmailMailbox, Integration, SetAsideFeedback, Tokens, User, WorkspacePreferences } from '../api'

/** Every date the mocks hand out starts here, so screenshots and snapshots never change. */
export const MOCK_EPOCH = '2025-01-15T09:00:00.000Z'

export const demoCompany = {
  id: 'c0a1e5d2-7b3f-4e8a-9d1c-2f4b6a8c0e13',
  name: DEMO_COMPANY.name,
  size: DEMO_COMPANY.size,
} as const

/** The demo password, the same the server seeds in demo mode (api/demo.ts). */
export const DEMO_PASSWORD = DEMO_ACCOUNT.password

const [demoAdmin, demoColleague] = DEMO_PEOPLE

/** The demo workspace's admin, who signs in with DEMO_ACCOUNT. */
export const demoUser: User = {
  id: 'a7d2c9e4-1b5f-4a3e-8c6d-9f0b2e4d6a81',
  email: demoAdmin.email,
  first_name: demoAdmin.first_name,
  last_name: demoAdmin.last_name,
  job_title: demoAdmin.job_title,
  role: demoAdmin.role,
  email_verified: true,
  company_name: demoCompany.name,
  company_id: demoCompany.id,
  is_active: true,
  created_at: '2024-11-04T08:30:00.000Z',
  updated_at: '2025-01-10T16:45:00.000Z',
  onboarding_completed: true,
}

/** The second person of the demo workspace, a member. Nobody knows the password. */
export const demoMember: User = {
  id: 'b41e7c20-5d3a-4f9b-a6e2-8c0d1f3b5a79',
  email: demoColleague.email,
  first_name: demoColleague.first_name,
  last_name: demoColleague.last_name,
  job_title: demoColleague.job_title,
  role: demoColleague.role,
  email_verified: true,
  company_name: demoCompany.name,
  company_id: demoCompany.id,
  is_active: true,
  created_at: '2024-11-18T10:05:00.000Z',
  updated_at: '2024-11-18T10:05:00.000Z',
  onboarding_completed: true,
}

export const demoPreferences: WorkspacePreferences = { auto_sync: true, email_notifications: false }

/** A password reset link token that works (once) in every fresh mock store, for the reset-password screen. */
export const DEMO_RESET_TOKEN = 'mock-reset-demo'

/** An email verification link token of the demo account that works (once) in every fresh store (verify-email screen). */
export const DEMO_VERIFICATION_TOKEN = 'mock-verify-demo'

/** A pending invitation of the demo workspace; its link is `<origin>/register?invitation=mock-invite-demo`. */
export const demoInvitation = {
  id: 'd9c4a2e1-7f3b-4c8d-9e5a-1b2c3d4e5f60',
  email: 'jordan@example.com',
  token: 'mock-invite-demo',
  expires_at: '2025-01-22T09:00:00.000Z',
} as const

/** A session that is valid in every fresh mock store, for stories that start signed in. */
export const demoTokens: Tokens = {
  access_token: 'mock-access-demo',
  refresh_token: 'mock-refresh-demo',
  token_type: 'bearer',
}

/** Any token that starts with 'xoxp-' (except this one) opens the Acme workspace. */
export const INVALID_SLACK_TOKEN = 'xoxp-invalid'
export const demoSlackToken = 'xoxp-1234567890-0987654321-acme-demo'

export const acmeWorkspace = { team_id: 'T04ACME7Q', team_name: 'Acme Workspace' } as const

export const acmeChannels: Channel[] = [
  {
    id: 'C04FBK0001',
    name: 'customer-feedback',
    purpose: 'Raw feedback from customers, forwarded by CS and sales.',
    topic: 'Tag @product-team on anything urgent',
    is_private: false,
    member_count: 48,
  },
  {
    id: 'C04FBK0002',
    name: 'feature-requests',
    purpose: 'Ideas and asks from customers and the team. One request per thread, please.',
    topic: 'Q1 roadmap review on Feb 3',
    is_private: false,
    member_count: 63,
  },
  {
    id: 'C04FBK0003',
    name: 'support-escalations',
    purpose: 'Tickets that need engineering eyes.',
    topic: 'On call this week: Priya',
    is_private: false,
    member_count: 27,
  },
  {
    id: 'C04FBK0004',
    name: 'bugs',
    purpose: 'Report bugs with steps to reproduce and the account affected.',
    topic: 'Sev1? Page #incident instead',
    is_private: false,
    member_count: 55,
  },
  {
    id: 'C04FBK0005',
    name: 'sales-wins-and-losses',
    purpose: 'Why we won or lost deals, in the words of the prospect.',
    topic: '',
    is_private: false,
    member_count: 34,
  },
  {
    id: 'C04FBK0006',
    name: 'enterprise-accounts',
    purpose: 'Account planning and feedback from our top 20 customers.',
    topic: 'Renewals dashboard pinned',
    is_private: true,
    member_count: 12,
  },
  {
    id: 'C04FBK0007',
    name: 'churn-interviews',
    purpose: 'Notes from exit interviews with churned customers.',
    topic: 'Interview template in the canvas',
    is_private: true,
    member_count: 8,
  },
  {
    id: 'C04FBK0008',
    name: 'random',
    purpose: 'Non-work banter and water cooler chat.',
    topic: 'Friday demo day at 4pm',
    is_private: false,
    member_count: 112,
  },
]

export const demoIntegration: Integration = {
  id: 'e3b8f1a6-4c2d-4f7e-b9a0-5d1c3e7f9b24',
  team_name: acmeWorkspace.team_name,
  status: 'connected',
  last_synced: '2025-01-15T08:00:00.000Z',
  channels: acmeChannels.slice(0, 3).map(({ id, name }) => ({ id, name })),
  source: 'api',
  sync: { state: 'idle', messages_stored: 1284, channels_done: 3, channels_total: 3, error: null },
}

/** The mailbox the mock's Google grants on Connect Gmail, and its labels. */
export const acmeMailboxAddress = 'feedback@acme.com'

export const acmeGmailLabels: GmailLabel[] = [
  { id: 'INBOX', name: 'INBOX', type: 'system', messages_total: 2140 },
  { id: 'Label_1', name: 'Customer feedback', type: 'user', messages_total: 318 },
  { id: 'Label_2', name: 'Feature requests', type: 'user', messages_total: 96 },
  { id: 'Label_3', name: 'Support', type: 'user', messages_total: 1207 },
  { id: 'Label_4', name: 'Sales', type: 'user', messages_total: 433 },
  { id: 'Label_5', name: 'Churn', type: 'user', messages_total: 27 },
  { id: 'Label_6', name: 'Newsletters', type: 'user', messages_total: 861 },
]

/** The code the mock's Google consent page sends back, and the one it treats as spent. */
export const MOCK_GMAIL_CODE = 'mock-gmail-code'
export const SPENT_GMAIL_CODE = 'mock-gmail-code-spent'

/** The demo company's connected mailbox, following two of its labels. */
export const demoMailbox: GmailMailbox = {
  id: '7c1d2e3f-8a9b-4c5d-9e0f-1a2b3c4d5e6f',
  email_address: acmeMailboxAddress,
  status: 'connected',
  last_synced: '2025-01-15T08:05:00.000Z',
  labels: acmeGmailLabels.slice(1, 3).map(({ id, name }) => ({ id, name })),
  sync: { state: 'idle', messages_stored: 414, channels_done: 2, channels_total: 2, error: null },
}

/**
 * More people of the demo workspace, one of each other role and a deactivated one, for the member list. Not in a
 * fresh store (the assignee lists of the backlog stories would change): add them with `store.state.users.push(...)`.
 * Nobody knows their passwords.
 */
export const demoTeam: Array<User & { password: string; last_active_at: string | null }> = [
  {
    ...demoMember,
    id: 'c3a8f1d2-6e4b-4a7c-9b1d-2e5f7a9c0b14',
    email: 'priya.raman@acme.com',
    first_name: 'Priya',
    last_name: 'Raman',
    job_title: 'Head of Support',
    role: 'admin',
    created_at: '2024-11-05T09:12:00.000Z',
    last_active_at: '2025-01-14T17:20:00.000Z',
    password: 'a password nobody knows',
  },
  {
    ...demoMember,
    id: 'd5b2e7c1-8f3a-4d6e-a0c9-3f1b5d7e9a26',
    email: 'tom.becker@acme.com',
    first_name: 'Tom',
    last_name: 'Becker',
    job_title: 'Sales Lead',
    role: 'viewer',
    created_at: '2024-12-02T14:40:00.000Z',
    last_active_at: '2025-01-12T08:05:00.000Z',
    password: 'a password nobody knows',
  },
  {
    ...demoMember,
    id: 'e7c4a9b3-1d5f-4e8a-b2c6-4a0d6f8b1c38',
    email: 'lena.fischer@acme.com',
    first_name: 'Lena',
    last_name: 'Fischer',
    job_title: 'Designer',
    role: 'member',
    is_active: false,
    created_at: '2024-12-09T10:00:00.000Z',
    last_active_at: '2024-12-20T16:45:00.000Z',
    password: 'a password nobody knows',
  },
]

/** Feedback the analysis set aside, for stories (Settings → Integrations shows it to admins with Retry). */
export const demoSetAsideFeedback: SetAsideFeedback[] = [
  {
    id: 'e5b7a3c1-9d2f-4c6e-8a4b-1f3d5e7a9c20',
    source: 'slack',
    channel_name: 'customer-feedback',
    author_name: 'Unknown sender',
    excerpt: '<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:<http:',
    posted_at: '2025-03-03T16:05:00.000Z',
    set_aside_at: '2025-03-03T16:05:09.000Z',
    reason: 'Its analysis took longer than 5 seconds.',
    attempts: 1,
  },
  {
    id: 'f2c4e6a8-3b5d-4f7a-9c1e-5a7c9e1b3d42',
    source: 'email',
    channel_name: null,
    author_name: 'Priya Natarajan',
    excerpt: 'Fwd: quarterly usage report (see the attached spreadsheet for every account)',
    posted_at: '2025-03-02T08:40:00.000Z',
    set_aside_at: '2025-03-02T08:41:30.000Z',
    reason: 'Its analysis failed 3 times: Invalid array length.',
    attempts: 3,
  },
]
