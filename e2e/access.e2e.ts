import { expect, test, type Page } from '@playwright/test'
import { forbiddenDetail } from '../api/permissions'
import { login, newPerson, signUpViaApi, type Person, type Tokens } from './accounts'
import { linkMailedTo } from './mailbox'

/** Fills and sends the registration form as `person`, typing `company` as the company's name. */
async function registerInApp(page: Page, person: Person, company = person.company) {
  await page.goto('/register')
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email)
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName)
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName)
  await page.getByRole('textbox', { name: 'Company name' }).fill(company)
  await page.getByRole('combobox', { name: 'Company size' }).click()
  await page.getByRole('option', { name: '11-50 employees' }).click()
  await page.getByLabel(/^Password/).fill(person.password)
  await page.getByLabel(/^Confirm password/).fill(person.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

/** The access token the app keeps for the person signed in on `page`. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('headway-auth') ?? 'null') as { tokens?: Tokens } | null)?.tokens?.access_token ?? null,
  )
  expect(token).not.toBeNull()
  return token!
}

/** Opens the verification link emailed to the person, in their own tab. */
async function verifyThroughEmailedLink(page: Page, person: Person, baseURL: string) {
  const link = await linkMailedTo(person.email, `${baseURL}/verify-email?token=`)
  await page.goto(link)
  await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toBeVisible()
}

test('a stranger with an unowned address cannot get in; a colleague verifies, asks to join, an admin approves, cannot purge, is deactivated and signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL!
  const owner = { ...newPerson('owner'), firstName: 'Olive', lastName: 'Owner' }
  const domain = owner.email.split('@')[1]!
  const mallory = { ...newPerson('mallory'), email: `mallory@${domain}`, firstName: 'Mallory', lastName: 'Stranger' }
  const colleague = { ...newPerson('colleague'), email: `colin@${domain}`, firstName: 'Colin', lastName: 'Member' }
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`
  // Three people, three browsers: nothing of one session leaks into another.
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()])
  const [ownerPage, malloryPage, colleaguePage] = await Promise.all([
    contexts[0]!.newPage(),
    contexts[1]!.newPage(),
    contexts[2]!.newPage(),
  ])

  try {
    // The owner creates the company with a fresh domain and proves it by verifying her address.
    await signUpViaApi(request, owner, { onboarded: true })
    await ownerPage.goto('/login')
    await login(ownerPage, owner)
    await expect(ownerPage).toHaveURL(/\/dashboard$/)
    await verifyThroughEmailedLink(ownerPage, owner, base)

    // A stranger registers with an address on that domain she does not own, the name typed differently: she only
    // waits to verify an address she cannot read, and reaches no company data.
    await registerInApp(malloryPage, mallory, `  ${owner.company.toUpperCase()} `)
    await expect(malloryPage).toHaveURL(/\/join-request$/)
    await expect(
      malloryPage.getByRole('heading', { level: 1, name: `Verify your email to send your request to join ${owner.company}` }),
    ).toBeVisible()
    const malloryFeatures = await request.get('/api/v1/features', {
      headers: { Authorization: `Bearer ${await accessToken(malloryPage)}` },
    })
    expect(malloryFeatures.status()).toBe(403)
    expect(await malloryFeatures.json()).toEqual({ detail: forbiddenDetail('workspace.read', null) })
    await malloryPage.goto('/app/features')
    await expect(malloryPage).toHaveURL(/\/join-request$/)
    await expect(malloryPage.getByRole('heading', { level: 1, name: /^Verify your email/ })).toBeVisible()

    // A colleague registers the same way, verifies through the emailed link, and waits for an admin.
    await registerInApp(colleaguePage, colleague, owner.company)
    await expect(colleaguePage).toHaveURL(/\/join-request$/)
    await verifyThroughEmailedLink(colleaguePage, colleague, base)
    await colleaguePage.getByRole('link', { name: 'Continue' }).click()
    await expect(colleaguePage).toHaveURL(/\/join-request$/)
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible()

    // The owner sees the colleague's request (not the stranger's, whose address is unverified) and approves it.
    await ownerPage.goto('/app/settings/workspace')
    await ownerPage.getByRole('button', { name: /^Join requests/ }).click()
    const requests = ownerPage.getByRole('list', { name: 'Join requests' })
    await expect(requests.getByRole('listitem')).toHaveCount(1)
    await expect(requests.getByRole('listitem')).toContainText(colleague.email)
    await ownerPage.getByRole('button', { name: `Approve ${colleagueName}` }).click()
    await expect(ownerPage.getByText('No one is waiting to join.')).toBeVisible()

    // The colleague's waiting page opens the workspace on the next check (the onboarding is done through the API).
    const colleagueToken = await accessToken(colleaguePage)
    const onboarded = await request.put('/api/v1/auth/me', {
      headers: { Authorization: `Bearer ${colleagueToken}` },
      data: { onboarding_completed: true },
    })
    expect(onboarded.status()).toBe(200)
    await colleaguePage.getByRole('button', { name: 'Check again' }).click()
    await expect(colleaguePage).toHaveURL(/\/dashboard$/)
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // A member may not connect, disconnect or purge data sources: the app disables the control with the reason, and
    // the server refuses a purge (the permission is checked before the integration is looked up).
    const nav = colleaguePage.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Workspace Settings' }).click()
    await expect(colleaguePage).toHaveURL(/\/app\/settings\/workspace$/)
    const addSource = colleaguePage.getByRole('button', { name: 'Add Source' })
    await expect(addSource).toBeDisabled()
    await colleaguePage.locator('[data-disabled-reason]').filter({ has: addSource }).focus()
    await expect(colleaguePage.getByRole('tooltip')).toHaveText(forbiddenDetail('source.manage', 'member'))
    const purge = await request.delete('/api/v1/slack/integrations/00000000-0000-4000-8000-000000000000?purge=true', {
      headers: { Authorization: `Bearer ${colleagueToken}` },
    })
    expect(purge.status()).toBe(403)
    expect(await purge.json()).toEqual({ detail: forbiddenDetail('source.manage', 'member') })

    // The owner deactivates the colleague, after confirming.
    await ownerPage.reload()
    await ownerPage.getByRole('button', { name: /^Members/ }).click()
    const colleagueRow = ownerPage.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: colleague.email })
    await colleagueRow.getByRole('button', { name: `Deactivate ${colleagueName}` }).click()
    const confirm = ownerPage.getByRole('alertdialog', { name: `Deactivate ${colleagueName}?` })
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(confirm).toBeHidden()
    await expect(colleagueRow.getByText('Deactivated', { exact: true })).toBeVisible()

    // The colleague's open tab is signed out on its next request: an in-app navigation, not a reload.
    await nav.getByRole('link', { name: 'Features' }).click()
    await expect(colleaguePage).toHaveURL(/\/login$/)
    expect(await colleaguePage.evaluate(() => localStorage.getItem('headway-auth'))).toBeNull()
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
})
