import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { login, newPerson, signUpViaApi } from './accounts'

const requestsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'feature-requests.csv')

const title = 'an admin imports support requests from a CSV file; they become ranked features quoted as CSV'

test(title, async ({ page, request }) => {
  // The import's job, then the pipeline's due check (every 5 s): allow for both on a busy machine.
  test.setTimeout(120_000)
  const person = newPerson('csv')
  await signUpViaApi(request, person, { onboarded: true })
  await page.goto('/app/settings/workspace')
  await login(page, person)
  await expect(page).toHaveURL(/\/app\/settings\/workspace$/)

  await page.getByRole('button', { name: /^Available Connectors/ }).click()
  await page.getByRole('button', { name: 'Import CSV file' }).click()
  await expect(page).toHaveURL(/\/app\/import\/csv$/)

  // The picker opens the file input the Choose button stands for.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a file' }).click()
  await (await chooser).setFiles(requestsFile)
  await page.getByRole('button', { name: 'Upload' }).click()

  // The columns are mapped from their names; the preview shows the first rows under them.
  const preview = page.getByRole('grid', { name: 'First 10 rows of feature-requests.csv' })
  await expect(preview.getByRole('columnheader', { name: 'Feedback → Text' })).toBeVisible()
  await expect(preview.getByRole('row').nth(1)).toContainText('Priya Raman')
  await expect(page.getByRole('combobox', { name: 'Customer company' })).toHaveText(/Company/)
  await expect(page.getByRole('combobox', { name: 'External id' })).toHaveText(/Ticket ID/)

  // The check finds the row without text (row 11: the header is row 1) before anything is stored.
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByText('9 rows will be stored; 1 row will be refused.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Rows that would be refused' })).toContainText(/^Row 11: /)

  await page.getByRole('button', { name: 'Import' }).click()
  const summary = /^Stored 9 rows as new feedback; 0 rows were stored already and skipped; 1 row refused/
  await expect(page.getByText(summary)).toBeVisible({ timeout: 30_000 })

  // The four calendar requests become one feature of 4 mentions, each quote marked as coming from a CSV file.
  await page.getByRole('link', { name: 'See the features' }).click()
  const calendar = page.getByRole('grid', { name: 'Features' }).getByRole('row', { name: /calendar sync/i })
  await expect(async () => {
    await page.goto('/app/features')
    await expect(calendar).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [1_000] })
  await expect(calendar).toHaveAccessibleName(/, 4 mentions/)
  await calendar.click()
  const panel = page.getByRole('region', { name: 'Feature details' })
  const recentFeedback = panel.getByRole('button', { name: /^Recent Feedback/ })
  if ((await recentFeedback.getAttribute('aria-expanded')) !== 'true') await recentFeedback.click()
  await expect(recentFeedback).toHaveAccessibleName('Recent Feedback (4)')
  const quotes = panel.getByRole('listitem')
  for (const [author, words] of [
    ['Priya Raman', /our team lives in it/],
    ['Tom Becker', /We keep missing them/],
    ['Lena Fischer', /before our planning week/],
    ['Marco Bianchi', /save us an hour a week/],
  ] as const) {
    const quote = quotes.filter({ hasText: author })
    await expect(quote).toContainText(words)
    await expect(quote).toContainText('CSV')
  }
})
