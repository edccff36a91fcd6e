import type { FakeEmail, FakeMailbox } from '../server/testing/fake-google'
import { GOOGLE_CLIENT } from '../server/testing/gmail-fixtures'

export { GOOGLE_CLIENT as E2E_GOOGLE_CLIENT }

export const E2E_MAILBOX = 'support@northwind.test'

const DAY_MS = 86_400_000

/**
 * The support mailbox the e2e suite connects: three customers of different companies asking by email for a dark mode,
 * under the 'Customer feedback' label, next to mail Headway must leave alone (a newsletter, the team's own reply).
 */
export function e2eGmailMailbox(now = Date.now()): FakeMailbox {
  const email = (id: string, daysAgo: number, from: string, subject: string, plain: string, extra: Partial<FakeEmail> = {}): FakeEmail => ({
    id,
    labelIds: ['INBOX', 'Label_feedback'],
    internalDate: now - daysAgo * DAY_MS,
    from,
    subject,
    body: { plain },
    ...extra,
  })
  return {
    emailAddress: E2E_MAILBOX,
    labels: [
      { id: 'INBOX', name: 'INBOX', type: 'system' },
      { id: 'SENT', name: 'SENT', type: 'system' },
      { id: 'Label_feedback', name: 'Customer feedback', type: 'user' },
      { id: 'Label_billing', name: 'Billing', type: 'user' },
    ],
    emails: [
      email('e2e-mail-1', 6, '"Nadia Chen" <nadia@globex.com>', 'Dark mode', 'Please add a dark mode to the dashboard, our analysts work late and the white screen hurts.'),
      email('e2e-mail-2', 5, 'Omar Haddad <omar@initech.io>', 'Re: Feedback', 'Could you add dark mode for the dashboard? The bright screen is hard on the eyes at night.\n\nThanks,\nOmar'),
      email('e2e-mail-3', 4, '"Lena Fischer" <lena@umbrella.de>', 'Night shift', 'We really need a dark mode for the dashboard before our night shift starts using it.'),
      email('e2e-mail-4', 3, 'Northwind News <news@northwind-news.test>', 'Please add us to your contacts', 'This week: add widgets to your dashboard.', {
        headers: { 'List-Unsubscribe': '<mailto:unsubscribe@northwind-news.test>' },
      }),
    ],
  }
}
