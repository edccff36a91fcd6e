/**
 * The demo workspace: the server seeds it when HEADWAY_DEMO=1 (and reports the credentials on GET /api/v1/config),
 * and the mocks start with it, so the login screen's demo card works the same against both.
 */
export const DEMO_ACCOUNT = { email: 'demo@headway.app', password: 'demo1234' } as const

export const DEMO_COMPANY = { name: 'Acme Analytics', size: '51-200' } as const

/** The people of the demo workspace; the first is the owner who signs in with DEMO_ACCOUNT. */
export const DEMO_PEOPLE = [
  { email: DEMO_ACCOUNT.email, first_name: 'Dana', last_name: 'Demo', job_title: 'Head of Product', role: 'owner' },
  { email: 'priya@headway.app', first_name: 'Priya', last_name: 'Raman', job_title: 'Product Designer', role: 'member' },
] as const

/** Emails nobody can register: they belong to the seeded demo workspace. */
export function isDemoEmail(email: string): boolean {
  const normalised = email.trim().toLowerCase()
  return DEMO_PEOPLE.some((person) => person.email === normalised)
}
