import { tsAt, daysAgo } from '../server/testing/slack-fixtures'
import type { FakeWorkspace } from '../server/testing/fake-slack'

/** The user token the e2e suite pastes into the Connect Slack dialog. */
export const E2E_SLACK_TOKEN = 'xoxp-e2e-customer-feedback'

/**
 * The Slack workspace the e2e suite connects: customers asking for PDF export of dashboards (three companies), for
 * SAML single sign-on (one), a bug report and some praise, in a public and a private channel.
 */
export function e2eSlackWorkspace(now = Date.now()): FakeWorkspace {
  return {
    teamId: 'TE2EFEEDBACK',
    teamName: 'Northwind Customers',
    domain: 'northwind-customers',
    tokens: [E2E_SLACK_TOKEN],
    users: [
      { id: 'UPRIYA', name: 'priya', real_name: 'Priya Raman', title: 'VP Finance', email: 'priya@globex.com' },
      { id: 'UTOM', name: 'tom', real_name: 'Tom Okafor', title: 'Analyst', email: 'tom@initech.io' },
      { id: 'ULENA', name: 'lena', real_name: 'Lena Fischer', title: 'COO', email: 'lena@umbrella.de' },
    ],
    channels: [
      {
        id: 'CFEEDBACK',
        name: 'customer-feedback',
        purpose: 'What customers ask us for',
        num_members: 42,
        messages: [
          { ts: tsAt(daysAgo(6, now), 1), user: 'UPRIYA', text: 'Please add export to PDF for dashboards, our execs want it in the board pack.' },
          { ts: tsAt(daysAgo(5, now), 2), user: 'UTOM', text: 'Could you add PDF export for dashboards? Screenshots look terrible in slides.' },
          { ts: tsAt(daysAgo(4, now), 3), user: 'ULENA', text: 'We really need dashboard export to PDF before our QBR on Friday.' },
          { ts: tsAt(daysAgo(3, now), 4), user: 'UTOM', text: 'The revenue chart shows yesterday twice and the page crashes when I reload it.' },
          { ts: tsAt(daysAgo(2, now), 5), user: 'ULENA', text: 'Love the new onboarding, great work team!' },
        ],
      },
      {
        id: 'GENTERPRISE',
        name: 'enterprise-accounts',
        is_private: true,
        purpose: 'Escalations from enterprise customers',
        num_members: 7,
        messages: [
          { ts: tsAt(daysAgo(3, now), 6), user: 'UPRIYA', text: 'We need SAML single sign-on with Okta before security approves the rollout.' },
        ],
      },
    ],
  }
}
