import { expect, test, type Locator, type Page } from '@playwright/test'
import { login, newPerson, signUpViaApi } from './accounts'
import { E2E_SLACK_TOKEN } from './fake-slack-workspace'

/** Opens a Select by its label and picks an option, as a person would. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click()
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(new RegExp(option))
}

test('a team connects Slack, sees ranked features with their evidence, and works on the top one', async ({ page, request }) => {
  // Slack sync, then the pipeline's due check (every 5 s): allow for both on a busy machine.
  test.setTimeout(120_000)
  const person = newPerson('slack')
  await signUpViaApi(request, person, { onboarded: true })
  await page.goto('/app/settings/workspace')
  await login(page, person)
  await expect(page).toHaveURL(/\/app\/settings\/workspace$/)

  await page.getByRole('button', { name: /^Available Connectors/ }).click()
  await page.getByRole('button', { name: 'Connect Slack' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Slack Workspace' })
  await dialog.getByRole('textbox', { name: 'User Token' }).fill(E2E_SLACK_TOKEN)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Select channels from Northwind Customers')).toBeVisible()
  await dialog.getByText('#customer-feedback').click()
  await dialog.getByText('#enterprise-accounts').click()
  await expect(dialog.getByText('Selected: 2/5 channels')).toBeVisible()
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog).toBeHidden()

  const source = page.getByRole('list', { name: 'Data sources' }).getByRole('listitem').filter({ hasText: 'Northwind Customers' })
  await expect(source).toContainText(/Last sync: (?!Never)/, { timeout: 30_000 })

  // The pipeline turns the three PDF requests into one feature, ranked first, with every quote as evidence.
  const topFeature = page.getByRole('grid', { name: 'Features' }).getByRole('row').first()
  await expect(async () => {
    await page.goto('/app/features')
    await expect(topFeature).toHaveText(/PDF/i, { timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [1_000] })
  await topFeature.click()
  const panel = page.getByRole('region', { name: 'Feature details' })
  const recentFeedback = panel.getByRole('button', { name: /^Recent Feedback/ })
  if ((await recentFeedback.getAttribute('aria-expanded')) !== 'true') await recentFeedback.click()
  for (const quote of [/our execs want it in the board pack/, /Screenshots look terrible in slides/, /before our QBR on Friday/]) {
    await expect(panel.getByText(quote)).toBeVisible()
  }
  await expect(panel.getByText('Priya Raman')).toBeVisible()

  await choose(page, panel, 'Status', 'In Progress')
  await choose(page, panel, 'Assignee', `${person.firstName} ${person.lastName}`)
  await panel.getByRole('textbox', { name: 'Add a comment' }).fill('Scheduling this for the next sprint.')
  await panel.getByRole('button', { name: 'Comment' }).click()
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Scheduling this for the next sprint.')

  // What the team decided is stored: it is all there after a reload.
  await page.reload()
  await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveText(/In Progress/)
  await expect(panel.getByRole('combobox', { name: 'Assignee' })).toHaveText(new RegExp(`${person.firstName} ${person.lastName}`))
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Scheduling this for the next sprint.')

  // The history says who changed what, newest first.
  await panel.getByRole('button', { name: /^History/ }).click()
  const history = panel.getByRole('list', { name: 'History, newest first' })
  await expect(history.getByRole('listitem').first()).toContainText(`Assigned to ${person.firstName} ${person.lastName}`)
  await expect(history).toContainText('Status changed from Backlog to In Progress')

  // One's own comment can be edited, then deleted after a confirmation.
  const comments = panel.getByRole('list', { name: 'Comments' })
  await comments.getByRole('button', { name: 'Edit your comment' }).click()
  await comments.getByRole('textbox', { name: 'Edit comment' }).fill('Scheduled for the sprint after next.')
  await comments.getByRole('button', { name: 'Save' }).click()
  await expect(comments).toContainText('Scheduled for the sprint after next.')
  await comments.getByRole('button', { name: 'Delete your comment' }).click()
  await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(panel.getByText('No comments yet.')).toBeVisible()
})
