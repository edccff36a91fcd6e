import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { RegisterRequest, Tokens, User } from '../../api/schemas/auth'
import type { Invitation } from '../../api/schemas/workspace'

export interface TestAccount {
  user: User
  tokens: Tokens
  password: string
  /** `{ authorization: 'Bearer <access token>' }` for inject(). */
  headers: { authorization: string }
}

/** A registration no other test uses: a new company and a new email on its own domain. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = randomUUID().slice(0, 8)
  return {
    email: `ada-${id}@company-${id}.test`,
    password: 'correct-horse-battery',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: `Company ${id}`,
    company_size: '11-50',
    job_title: 'Product Manager',
    ...overrides,
  }
}

/** Registers through the API and logs in with the form-encoded login, as the app does. */
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestAccount> {
  const registration = newRegistration(overrides)
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration })
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`)
  const tokens = await login(app, registration.email, registration.password)
  return {
    user: registered.json<User>(),
    tokens,
    password: registration.password,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  }
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  })
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`)
  return response.json<Tokens>()
}

/** Registers `email` into the admin's company with an invitation the admin makes, as the invited person would. */
export async function inviteAndRegister(
  app: FastifyInstance,
  admin: TestAccount,
  overrides: Partial<RegisterRequest> & { email: string },
): Promise<TestAccount> {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/v1/workspace/invitations',
    headers: admin.headers,
    payload: { email: overrides.email },
  })
  if (invited.statusCode !== 201) throw new Error(`invitation answered ${invited.statusCode}: ${invited.body}`)
  const token = new URL(invited.json<Invitation>().invite_url).searchParams.get('invitation') ?? ''
  const account = await registerAndLogin(app, { ...overrides, invitation_token: token })
  if (account.user.company_id !== admin.user.company_id) throw new Error('The invited person is not in the company.')
  return account
}

/** Two members of one new company: Ada (who registered it) and Bob, whom she invited. */
export async function registerCompanyOfTwo(app: FastifyInstance): Promise<[ada: TestAccount, bob: TestAccount]> {
  const ada = await registerAndLogin(app)
  const bob = await inviteAndRegister(app, ada, { email: `bob@${ada.user.email.split('@')[1]}`, first_name: 'Bob' })
  return [ada, bob]
}

/** Changes the company's preferences as its admin would, in Settings. */
export async function putPreferences(
  app: FastifyInstance,
  admin: TestAccount,
  preferences: { auto_sync?: boolean; email_notifications?: boolean },
): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/api/v1/workspace/preferences', headers: admin.headers, payload: preferences })
  if (response.statusCode !== 200) throw new Error(`preferences answered ${response.statusCode}: ${response.body}`)
}
