import { expect, test } from '@playwright/test'

test('the landing page shows the product and leads to sign-up and the demo', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Turn customer feedback into a ranked feature backlog' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register')
  await expect(page.getByRole('link', { name: 'View Demo' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('region', { name: 'Headway in numbers' })).toContainText('10k+')
})

test('the colour mode survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('headway-theme-mode'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark')
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
})

test('an unknown path shows Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the API answers health, documentation and JSON errors from the same process', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok' })

  const missing = await request.get('/api/v1/no-such-call')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ detail: expect.any(String) })

  const openapi = await (await request.get('/api/openapi.json')).json()
  expect(Object.keys(openapi.paths)).toContain('/api/v1/auth/login')
})

test('the API docs page lists the calls', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByText('/api/v1/auth/login').first()).toBeVisible()
  await expect(page.getByText('/api/v1/slack/integrations').first()).toBeVisible()
})
