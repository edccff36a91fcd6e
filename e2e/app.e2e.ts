import { expect, test } from '@playwright/test'
import { login, newPerson, signUpViaApi, type Tokens } from './accounts'

test('a new person registers, skips the Slack step of the onboarding, reaches the dashboard and settings, and logs out', async ({
  page,
}) => {
  const person = newPerson('journey')
  await page.goto('/register')
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email)
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName)
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName)
  await page.getByRole('textbox', { name: 'Company name' }).fill(person.company)
  await page.getByRole('combobox', { name: 'Company size' }).click()
  await page.getByRole('option', { name: '11-50 employees' }).click()
  await page.getByLabel(/^Password/).fill(person.password)
  await page.getByLabel(/^Confirm password/).fill(person.password)
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Headway!' })).toBeVisible()
  await page.getByRole('button', { name: 'Get Started' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Connect your Slack workspace' })).toBeVisible()
  await page.getByRole('button', { name: 'Skip for now' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(person.email, { exact: true }).filter({ visible: true })).toBeVisible()
  // A new owner is signed in before verifying the address; the banner says where the link went.
  await expect(page.getByText(`We sent a link to ${person.email}`, { exact: false })).toBeVisible()

  await nav.getByRole('link', { name: 'Workspace Settings' }).click()
  await expect(page).toHaveURL(/\/app\/settings\/workspace$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Workspace Settings' })).toBeVisible()
  await page.getByRole('button', { name: /^Workspace Info/ }).click()
  await expect(page.getByRole('definition').filter({ hasText: person.company })).toBeVisible()
  await expect(page.getByText('ADMIN', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: /^Preferences/ }).click()
  await expect(page.getByRole('switch', { name: 'Auto-sync data sources' })).toBeChecked()

  // The onboarding is done for good: the public pages now lead to the dashboard.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('headway-auth'))).toBeNull()

  await page.goto('/login')
  await login(page, person)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("a wrong password shows 'Login failed', and editing a field clears it", async ({ page, request }) => {
  const person = newPerson('wrong')
  await signUpViaApi(request, person, { onboarded: true })
  await page.goto('/login')
  await login(page, person, 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('Login failed')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel(/^Password/).fill(person.password)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a protected page sends a signed-out person to /login, and back to it after the login', async ({ page, request }) => {
  const person = newPerson('origin')
  await signUpViaApi(request, person, { onboarded: true })
  await page.goto('/app/settings/profile')
  await expect(page).toHaveURL(/\/login$/)
  await login(page, person)
  await expect(page).toHaveURL(/\/app\/settings\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(person.firstName)
})

test('a broken access token is refreshed on reload; with a broken refresh token too the session ends at /login', async ({
  page,
  request,
}) => {
  const person = newPerson('refresh')
  const { tokens, user } = await signUpViaApi(request, person, { onboarded: true })
  await page.goto('/')
  await page.evaluate((session) => localStorage.setItem('headway-auth', JSON.stringify(session)), {
    user,
    tokens,
    isAuthenticated: true,
  })

  const breakTokens = (which: Array<'access_token' | 'refresh_token'>) =>
    page.evaluate((fields) => {
      const session = JSON.parse(localStorage.getItem('headway-auth') ?? '{}') as { tokens: Record<string, string> }
      for (const field of fields) session.tokens[field] = `broken-${field}`
      localStorage.setItem('headway-auth', JSON.stringify(session))
    }, which)
  const storedAccessToken = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('headway-auth') ?? 'null') as { tokens?: Tokens } | null)?.tokens?.access_token ?? null)

  await breakTokens(['access_token'])
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/refresh'))
  await page.goto('/app/settings/profile')
  expect((await refreshed).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect.poll(storedAccessToken).not.toBe('broken-access_token')
  await expect(page).toHaveURL(/\/app\/settings\/profile$/)

  await breakTokens(['access_token', 'refresh_token'])
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert')).toHaveText('Token refresh failed')
  expect(await page.evaluate(() => localStorage.getItem('headway-auth'))).toBeNull()
})
