import type { Competitor, FeatureStatus, Priority } from '../api'
import { MOCK_EPOCH, demoCompany, demoMember, demoUser } from './fixtures'

/**
 * The demo company's seeded backlog: themes, features with the feedback that asks for them (Slack and email), and
 * competitors. Deterministic: every id and date is written out or derived from MOCK_EPOCH.
 */

const DAY_MS = 86_400_000
const daysBeforeEpoch = (days: number, hour = 10) =>
  new Date(Date.parse(MOCK_EPOCH) - days * DAY_MS + (hour - 9) * 3_600_000).toISOString()
const id = (prefix: string, serial: number) => `${prefix}-4000-8000-${serial.toString(16).padStart(12, '0')}`

export interface BacklogTheme {
  id: string
  name: string
  description: string
  color: string
  priority: Priority
  status: 'active' | 'planning' | 'archived' | 'suggested'
  tags: string[]
  owner_id: string | null
  created_at: string
}

export const backlogThemes: BacklogTheme[] = [
  {
    id: id('7e000001-0000', 1),
    name: 'Reporting & Analytics',
    description: 'Dashboards, exports and scheduled reports customers use to share results.',
    color: 'blue',
    priority: 'high',
    status: 'active',
    tags: ['reporting', 'exports'],
    owner_id: demoUser.id,
    created_at: '2024-11-20T10:00:00.000Z',
  },
  {
    id: id('7e000001-0000', 2),
    name: 'Integrations',
    description: 'Connecting Headway data with the tools teams already use.',
    color: 'purple',
    priority: 'medium',
    status: 'active',
    tags: ['integrations'],
    owner_id: demoMember.id,
    created_at: '2024-11-22T14:30:00.000Z',
  },
  {
    id: id('7e000001-0000', 3),
    name: 'Access & Security',
    description: 'Single sign-on, roles and audit trails for larger customers.',
    color: 'red',
    priority: 'high',
    status: 'planning',
    tags: ['enterprise', 'security'],
    owner_id: demoUser.id,
    created_at: '2024-12-02T09:15:00.000Z',
  },
  {
    id: id('7e000001-0000', 4),
    name: 'Mobile experience',
    description: '',
    color: 'blue',
    priority: 'medium',
    status: 'suggested',
    tags: [],
    owner_id: null,
    created_at: '2025-01-12T06:00:00.000Z',
  },
]

const [reporting, integrations, security, mobile] = backlogThemes as [BacklogTheme, BacklogTheme, BacklogTheme, BacklogTheme]

export interface BacklogFeature {
  id: string
  title: string
  description: string
  full_description: string
  theme_id: string | null
  status: FeatureStatus
  priority: Priority
  score: number
  assignee_id: string | null
  tags: string[]
  competitors: Competitor[]
  created_at: string
  /** Set when the AI placed it in its theme: the confidence it placed it with (api/theme-placement.ts). */
  theme_confidence?: number
  /** A theme the AI suggests for it without placing it there. */
  suggested_theme?: { theme_id: string; confidence: number }
  /** The customer quotes that ask for it, each posted `daysAgo` days before MOCK_EPOCH. */
  asks: Array<{ source: 'slack' | 'email'; author: string; company: string | null; text: string; daysAgo: number }>
}

const competitor = (name: string, status: Competitor['status'], since: string | null, notes = ''): Competitor => ({
  name,
  status,
  since,
  notes,
})

export const backlogFeatures: BacklogFeature[] = [
  {
    id: id('fe000001-0000', 1),
    title: 'Scheduled PDF reports',
    description: 'Email a PDF of a dashboard on a schedule.',
    full_description:
      'Customers want a weekly or monthly PDF of a dashboard emailed to stakeholders who never log in, with the ' +
      'filters they saved.',
    theme_id: reporting.id,
    status: 'in-progress',
    priority: 'high',
    score: 78.4,
    assignee_id: demoMember.id,
    tags: ['reporting', 'email'],
    competitors: [
      competitor('Mixpanel', 'available', '2023', 'Weekly and monthly digests.'),
      competitor('Amplitude', 'enterprise', '2024-Q1', 'Enterprise plan only.'),
    ],
    created_at: '2024-11-21T09:00:00.000Z',
    asks: [
      { source: 'slack', author: 'Marta Silva', company: 'Northwind', text: 'Our execs want the KPI dashboard as a PDF every Monday. Right now I screenshot it by hand.', daysAgo: 1 },
      { source: 'email', author: 'James Okafor', company: 'Globex', text: 'Is there a way to schedule a report to go out by email? This is blocking our renewal discussion.', daysAgo: 3 },
      { source: 'slack', author: 'Lena Fischer', company: 'Initech', text: 'Scheduled exports to PDF would save my team hours every week.', daysAgo: 6 },
      { source: 'email', author: 'Tom Becker', company: 'Umbrella', text: 'We need monthly PDF reports for the board, automatically.', daysAgo: 12 },
      { source: 'slack', author: 'Aiko Tanaka', company: 'Hooli', text: 'Please add scheduled report emails, our competitor tool has it.', daysAgo: 20 },
      { source: 'slack', author: 'Marta Silva', company: 'Northwind', text: 'Following up on the PDF schedule request, any ETA?', daysAgo: 34 },
    ],
  },
  {
    id: id('fe000001-0000', 2),
    title: 'Salesforce sync',
    description: 'Push feature requests and their accounts to Salesforce opportunities.',
    full_description: 'Two-way sync of requests with Salesforce accounts, so sales sees which deals wait on which feature.',
    theme_id: integrations.id,
    status: 'backlog',
    priority: 'high',
    score: 71.2,
    assignee_id: demoUser.id,
    tags: ['crm'],
    competitors: [competitor('Productboard', 'available', '2022', 'Native Salesforce integration.')],
    created_at: '2024-11-23T11:00:00.000Z',
    asks: [
      { source: 'email', author: 'Rachel Kim', company: 'Globex', text: 'We would buy the enterprise tier if requests showed up on Salesforce opportunities.', daysAgo: 2 },
      { source: 'slack', author: 'Omar Haddad', company: 'Stark Industries', text: 'Salesforce integration is a must for our sales ops team.', daysAgo: 5 },
      { source: 'email', author: 'Ines Duarte', company: 'Initech', text: 'Can you sync feature votes into Salesforce? Our AEs live there.', daysAgo: 15 },
      { source: 'slack', author: 'Peter Novak', company: 'Vandelay', text: 'Missing a CRM sync, especially Salesforce.', daysAgo: 41 },
    ],
  },
  {
    id: id('fe000001-0000', 3),
    title: 'SAML single sign-on',
    description: 'Sign in with Okta, Azure AD or Google Workspace through SAML.',
    full_description: 'SAML 2.0 SSO with just-in-time provisioning; required by the security review of most enterprise buyers.',
    theme_id: security.id,
    status: 'review',
    priority: 'high',
    score: 68.9,
    assignee_id: demoUser.id,
    tags: ['enterprise', 'sso'],
    competitors: [
      competitor('Amplitude', 'enterprise', '2021'),
      competitor('Pendo', 'available', '2020', 'Okta and Azure AD.'),
    ],
    created_at: '2024-12-03T08:00:00.000Z',
    asks: [
      { source: 'email', author: 'Grace Liu', company: 'Stark Industries', text: 'Our security team will not approve the rollout without SSO. Deadline is end of month.', daysAgo: 4 },
      { source: 'email', author: 'Daniel Ross', company: 'Umbrella', text: 'Do you support SAML with Okta? We cannot onboard 200 people otherwise.', daysAgo: 9 },
      { source: 'slack', author: 'Sofia Rossi', company: 'Hooli', text: 'SSO please, password sprawl is a real problem for us.', daysAgo: 27 },
    ],
  },
  {
    id: id('fe000001-0000', 4),
    title: 'Dark mode',
    description: 'A dark colour scheme for the whole app.',
    full_description: 'Follow the system setting or choose light or dark per user.',
    theme_id: null,
    status: 'completed',
    priority: 'low',
    score: 35.6,
    assignee_id: demoMember.id,
    tags: ['ui'],
    competitors: [competitor('Linear', 'available', '2020')],
    created_at: '2024-11-25T13:00:00.000Z',
    asks: [
      { source: 'slack', author: 'Noah Schmidt', company: null, text: 'Any plans for dark mode? My eyes at 11pm would thank you.', daysAgo: 8 },
      { source: 'slack', author: 'Emma Wilson', company: 'Vandelay', text: 'Dark mode would be lovely.', daysAgo: 52 },
    ],
  },
  {
    id: id('fe000001-0000', 5),
    title: 'CSV export of any table',
    description: 'Download the rows behind any chart or table as CSV.',
    full_description: 'Every table and chart gets a Download CSV action that respects the current filters.',
    theme_id: reporting.id,
    theme_confidence: 0.83,
    status: 'completed',
    priority: 'medium',
    score: 52.3,
    assignee_id: null,
    tags: ['exports'],
    competitors: [competitor('Mixpanel', 'available', '2019')],
    created_at: '2024-11-20T15:00:00.000Z',
    asks: [
      { source: 'email', author: 'Hannah Berg', company: 'Northwind', text: 'I need to get this data into Excel, a CSV export would do.', daysAgo: 11 },
      { source: 'slack', author: 'Lucas Martin', company: 'Globex', text: 'Export to CSV is missing on the funnel table.', daysAgo: 18 },
      { source: 'email', author: 'Chloe Dubois', company: 'Initech', text: 'Our finance team asks for CSV downloads of the usage tables every month.', daysAgo: 47 },
    ],
  },
  {
    id: id('fe000001-0000', 6),
    title: 'Slack alerts on metric changes',
    description: 'Post to a Slack channel when a metric crosses a threshold.',
    full_description: 'Threshold and anomaly alerts delivered to the Slack channel of the team that owns the metric.',
    theme_id: integrations.id,
    status: 'in-progress',
    priority: 'medium',
    score: 49.7,
    assignee_id: demoMember.id,
    tags: ['slack', 'alerts'],
    competitors: [competitor('Amplitude', 'beta', '2024-Q3', 'Beta for paid plans.')],
    created_at: '2024-12-10T10:00:00.000Z',
    asks: [
      { source: 'slack', author: 'Ava Johnson', company: 'Hooli', text: 'Can we get a Slack ping when signups drop below 100 a day?', daysAgo: 2 },
      { source: 'slack', author: 'Mateo Garcia', company: 'Stark Industries', text: 'Alerts into Slack would make this the tool we check every day.', daysAgo: 23 },
    ],
  },
  {
    id: id('fe000001-0000', 7),
    title: 'Audit log',
    description: 'Who changed what and when, exportable for compliance.',
    full_description: 'An append-only log of changes to dashboards, members and settings, with export for SOC 2 audits.',
    theme_id: security.id,
    status: 'backlog',
    priority: 'medium',
    score: 44.1,
    assignee_id: null,
    tags: ['enterprise', 'compliance'],
    competitors: [competitor('Pendo', 'enterprise', '2022'), competitor('Heap', 'planned', null)],
    created_at: '2024-12-05T09:30:00.000Z',
    asks: [
      { source: 'email', author: 'Grace Liu', company: 'Stark Industries', text: 'Our auditors ask for an audit log of admin changes.', daysAgo: 13 },
      { source: 'email', author: 'Victor Hugo', company: 'Umbrella', text: 'Compliance needs to see who changed dashboard permissions.', daysAgo: 38 },
    ],
  },
  {
    id: id('fe000001-0000', 8),
    title: 'Mobile app for iOS',
    description: 'Check dashboards on the go.',
    full_description: 'A read-only iOS app with the favourite dashboards and push notifications for alerts.',
    theme_id: mobile.id,
    status: 'backlog',
    priority: 'medium',
    score: 38.2,
    assignee_id: null,
    tags: ['mobile'],
    competitors: [competitor('Mixpanel', 'available', '2021'), competitor('Amplitude', 'not-available', null)],
    created_at: '2025-01-02T12:00:00.000Z',
    asks: [
      { source: 'slack', author: 'Liam Brown', company: 'Vandelay', text: 'An iPhone app to glance at numbers before meetings would be great.', daysAgo: 7 },
      { source: 'email', author: 'Mia Chen', company: 'Globex', text: 'Our field team needs the dashboards on their phones.', daysAgo: 30 },
    ],
  },
  {
    id: id('fe000001-0000', 9),
    title: 'Responsive dashboards on phones',
    description: 'Dashboards that reflow on small screens.',
    full_description: 'Charts stack vertically and tables scroll on screens narrower than 600 px.',
    theme_id: mobile.id,
    status: 'backlog',
    priority: 'low',
    score: 27.5,
    assignee_id: null,
    tags: ['mobile', 'ui'],
    competitors: [],
    created_at: '2025-01-06T16:00:00.000Z',
    asks: [{ source: 'slack', author: 'Zoe Adams', company: 'Initech', text: 'The dashboard is unreadable on my phone.', daysAgo: 10 }],
  },
  {
    id: id('fe000001-0000', 10),
    title: 'Custom roles and permissions',
    description: 'Viewer, editor and admin roles per dashboard.',
    full_description: 'Restrict who can edit which dashboards; viewers cannot change filters others saved.',
    theme_id: security.id,
    status: 'backlog',
    priority: 'low',
    score: 24.8,
    assignee_id: null,
    tags: ['enterprise'],
    competitors: [competitor('Heap', 'available', '2021')],
    created_at: '2024-12-12T10:00:00.000Z',
    asks: [{ source: 'email', author: 'Daniel Ross', company: 'Umbrella', text: 'We need view-only access for contractors.', daysAgo: 58 }],
  },
  {
    id: id('fe000001-0000', 11),
    title: 'Zapier integration',
    description: 'Trigger Zaps from new feedback and feature changes.',
    full_description: 'A Zapier app with triggers for new features, status changes and new mentions.',
    theme_id: null,
    suggested_theme: { theme_id: integrations.id, confidence: 0.48 },
    status: 'backlog',
    priority: 'low',
    score: 18.3,
    assignee_id: null,
    tags: ['integrations'],
    competitors: [competitor('Productboard', 'available', '2021')],
    created_at: '2025-01-08T09:00:00.000Z',
    asks: [{ source: 'slack', author: 'Ethan Wright', company: null, text: 'A Zapier hook would let us wire this into everything else.', daysAgo: 16 }],
  },
  {
    id: id('fe000001-0000', 12),
    title: 'Annotations on charts',
    description: 'Mark releases and campaigns on time-series charts.',
    full_description: 'Add a note to a date on any chart, shared with the workspace.',
    theme_id: reporting.id,
    status: 'backlog',
    priority: 'low',
    score: 12.9,
    assignee_id: null,
    tags: ['charts'],
    competitors: [],
    created_at: '2025-01-10T11:00:00.000Z',
    asks: [{ source: 'email', author: 'Olivia Park', company: 'Hooli', text: 'Would be nice to annotate the chart with our release dates.', daysAgo: 66 }],
  },
]

/** A piece of demo feedback not linked to any feature yet (link it from the feature detail). */
export const unlinkedFeedback = {
  id: id('fb000002-0000', 1),
  source: 'email' as const,
  author: 'Kenji Sato',
  company: 'Northwind',
  text: 'We would love a weekly digest of the top requests by email.',
  posted_at: daysBeforeEpoch(1, 15),
  permalink: null,
}

/** The demo feedback behind the backlog's mentions: one row per ask, ids in feature order. */
export const backlogFeedback = backlogFeatures.flatMap((feature, featureIndex) =>
  feature.asks.map((ask, askIndex) => ({
    id: id('fb000001-0000', (featureIndex + 1) * 100 + askIndex),
    feature_id: feature.id,
    source: ask.source,
    author: ask.author,
    company: ask.company,
    text: ask.text,
    posted_at: daysBeforeEpoch(ask.daysAgo, 9 + ((featureIndex + askIndex) % 8)),
    permalink:
      ask.source === 'slack'
        ? `https://acme.slack.com/archives/C04FBK0001/p17368${(featureIndex * 10 + askIndex).toString().padStart(8, '0')}`
        : null,
  })),
)

export const backlogCompanyId = demoCompany.id

/** Theme changes the AI proposes for the demo company's themes, open until a person accepts or dismisses them. */
export const backlogThemeChanges: Array<{ id: string; kind: 'rename' | 'merge'; theme_ids: string[]; name: string; reason: string; created_at: string }> = [
  {
    id: id('7c000001-0000', 1),
    kind: 'rename',
    theme_ids: [reporting.id],
    name: 'Reports & exports',
    reason: '3 of its 4 features are about “reports & exports”; the name “Reporting & Analytics” fits 1 of them.',
    created_at: '2025-01-14T08:00:00.000Z',
  },
]
