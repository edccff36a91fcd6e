import { expect, test } from '@playwright/test'
import { login, newPerson, signUpViaApi } from './accounts'
import { E2E_MAILBOX } from './fake-gmail-mailbox'

test('a team connects Gmail through Google in the onboarding, picks a label, and its customers’ emails become a ranked feature', async ({ page, request }) => {
  // Gmail sync, then the pipeline's due check (every 5 s): allow for both on a busy machine.
  test.setTimeout(120_000)
  const person = newPerson('gmail')
  await signUpViaApi(request, person, { onboarded: false })
  await page.goto('/onboarding')
  await login(page, person)
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.getByRole('button', { name: 'Get Started' }).click()
  await page.getByRole('button', { name: 'Next' }).click()

  // Connect Gmail leaves for Google's consent page, which (the fake) approves and sends the browser back with a code.
  await page.getByRole('button', { name: 'Connect Gmail instead' }).click()
  await expect(page).toHaveURL(/\/app\/gmail\/callback\?/)
  await expect(page.getByRole('link', { name: 'Back to onboarding' })).toBeVisible()
  const labels = page.getByRole('group', { name: 'Labels to read (up to 5)' })
  await expect(page.getByText(`in ${E2E_MAILBOX}:`)).toBeVisible()
  await expect(labels.getByRole('checkbox', { name: 'Customer feedback' })).toHaveAccessibleDescription('4 emails')
  await page.getByText('Customer feedback').click()
  await expect(page.getByRole('status').filter({ hasText: 'labels selected' })).toHaveText('1 of 5 labels selected')
  await page.getByRole('button', { name: 'Connect' }).click()

  // Back in the onboarding, its last step follows the mailbox's first sync.
  await expect(page).toHaveURL(/\/onboarding\?mailbox=/)
  await expect(page.getByRole('heading', { name: 'Initial sync' })).toBeVisible()
  await expect(page.getByText('First sync complete.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Your labels are synced. New emails arrive as they come in.')).toBeVisible()
  await page.getByRole('button', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/app/settings/workspace')
  const source = page.getByRole('list', { name: 'Data sources' }).getByRole('listitem').filter({ hasText: E2E_MAILBOX })
  await expect(source).toContainText('1 label')
  await expect(source).toContainText(/Last sync: (?!Never)/)

  // The three emails become one feature with each customer's words as evidence, marked as coming from email.
  const darkMode = page.getByRole('grid', { name: 'Features' }).getByRole('row', { name: /dark mode/i }).first()
  await expect(async () => {
    await page.goto('/app/features')
    await expect(darkMode).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [1_000] })
  await darkMode.click()
  const panel = page.getByRole('region', { name: 'Feature details' })
  const recentFeedback = panel.getByRole('button', { name: /^Recent Feedback/ })
  if ((await recentFeedback.getAttribute('aria-expanded')) !== 'true') await recentFeedback.click()
  await expect(recentFeedback).toHaveAccessibleName('Recent Feedback (3)')
  const quotes = panel.getByRole('listitem')
  for (const [author, words] of [
    ['Nadia Chen', /our analysts work late/],
    ['Omar Haddad', /hard on the eyes at night/],
    ['Lena Fischer', /before our night shift/],
  ] as const) {
    const quote = quotes.filter({ hasText: author })
    await expect(quote).toContainText(words)
    await expect(quote).toContainText('Email')
  }
  // The newsletter in the same mailbox is not customer feedback.
  await expect(panel.getByText(/Northwind News/)).toHaveCount(0)
})
