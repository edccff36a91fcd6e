import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** A person unique to this run, in a company of their own (a domain nobody else uses). */
export function newPerson(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    email: `${label}.${stamp}@e2e-${stamp}.test`,
    password: `pass-${stamp}`,
    firstName: 'Erin',
    lastName: 'Tester',
    company: `E2E ${label} ${stamp}`,
  }
}

export type Person = ReturnType<typeof newPerson>

export interface Tokens {
  access_token: string
  refresh_token: string
  token_type: string
}

/** Registers through the API, logs in, and optionally completes the onboarding. */
export async function signUpViaApi(request: APIRequestContext, person: Person, { onboarded }: { onboarded: boolean }) {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      company_name: person.company,
      company_size: '11-50',
      job_title: null,
      password: person.password,
    },
  })
  expect(registered.status()).toBe(201)
  const signedIn = await request.post('/api/v1/auth/login', { form: { username: person.email, password: person.password } })
  expect(signedIn.status()).toBe(200)
  const tokens = (await signedIn.json()) as Tokens
  const headers = { Authorization: `Bearer ${tokens.access_token}` }
  if (onboarded) {
    const updated = await request.put('/api/v1/auth/me', { headers, data: { onboarding_completed: true } })
    expect(updated.status()).toBe(200)
  }
  const user: unknown = await (await request.get('/api/v1/auth/me', { headers })).json()
  return { tokens, user }
}

export async function login(page: Page, person: Person, password = person.password) {
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}
