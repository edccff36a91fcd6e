import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SsoDetail } from '../../api'
import { SingleSignOnSection } from '../../app/screens/settings/SingleSignOnSection'
import { MOCK_EPOCH, demoCompany } from '../../mocks'
import type { MockStore } from '../../mocks'
import { mockApi, withScreen, type Canvas, type ScreenParameters } from './screen-setup'
import { openedDialog } from './open-dialog'

/** The owner's verified address proves acme.com (the demo's own headway.app cannot be claimed). */
const owner = { email: 'dana@acme.com' }
const DOMAIN = 'acme.com'

/**
 * Workspace Settings' Single sign-on section on its own, so its screenshots do not change with the sections around
 * it. The signed-in demo owner, Dana Demo, uses an acme.com address here.
 */
const meta = {
  title: 'Screens/WorkspaceSettings/SingleSignOn',
  component: SingleSignOnSection,
  decorators: [withScreen],
  args: { defaultOpen: true, origin: 'https://headway.example.com' },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi({ user: owner }),
} satisfies Meta<typeof SingleSignOnSection>

export default meta
type Story = StoryObj<typeof meta>

function withProvider(store: MockStore) {
  store.state.sso.push({
    company_id: demoCompany.id,
    issuer: 'https://acme.okta.com',
    client_id: '0oa8acme',
    client_secret: 'stored-secret',
    domain: DOMAIN,
    sso_required: true,
    updated_at: MOCK_EPOCH,
  })
}

const sectionButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Single sign-on/ })
const loadedForm = async (canvas: Canvas) => canvas.findByRole('form', { name: 'Single sign-on settings' })

/** Not set up yet: the empty form, the redirect URL to register, and no Remove. */
export const NotSetUp: Story = {
  play: async ({ canvas }) => {
    const form = await loadedForm(canvas)
    await expect(sectionButton(canvas)).toHaveAccessibleName('Single sign-on Not set up')
    await expect(within(form).getByText('https://headway.example.com/app/sso/callback')).toBeVisible()
    await expect(within(form).getByRole('switch', { name: 'Require single sign-on' })).not.toBeChecked()
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled()
    await expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
    await expect(within(form).queryByText(/A secret is stored/)).not.toBeInTheDocument()
  },
}

/** Set up and required: the secret is never shown, only that one is stored; the owners' break-glass is explained. */
export const RequiredOn: Story = {
  beforeEach: mockApi({ user: owner, prepare: withProvider }),
  play: async ({ canvas }) => {
    const form = await loadedForm(canvas)
    await expect(sectionButton(canvas)).toHaveAccessibleName(`Single sign-on Required for ${DOMAIN}`)
    await expect(within(form).getByRole('textbox', { name: /^Issuer URL/ })).toHaveValue('https://acme.okta.com')
    await expect(within(form).getByLabelText(/^Client secret/)).toHaveValue('')
    await expect(within(form).getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible()
    await expect(within(form).getByRole('switch', { name: 'Require single sign-on' })).toBeChecked()
    await expect(within(form).getByText(/Owners keep password sign-in as a break-glass/)).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Remove' })).toBeEnabled()
  },
}

/** Save sends the form and the section shows what the server stored: the secret is kept, never echoed. */
export const Save: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await loadedForm(canvas)
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(within(form).getByRole('textbox', { name: /^Issuer URL/ }), 'http://not-secure.example.com')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Client ID/ }), '0oa8acme')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Email domain/ }), DOMAIN)
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await expect(within(form).getByRole('textbox', { name: /^Issuer URL/ })).toHaveAccessibleDescription(
      'The issuer URL must start with https://.',
    )
    await expect(within(form).getByLabelText(/^Client secret/)).toHaveAccessibleDescription(SsoDetail.secretRequired)
    const issuer = within(form).getByRole('textbox', { name: /^Issuer URL/ })
    await userEvent.clear(issuer)
    await userEvent.type(issuer, 'https://acme.okta.com')
    await userEvent.type(within(form).getByLabelText(/^Client secret/), 'a-new-secret')
    await userEvent.click(within(form).getByText('Require single sign-on'))
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sectionButton(canvas)).toHaveAccessibleName(`Single sign-on Required for ${DOMAIN}`))
    await expect(within(form).getByLabelText(/^Client secret/)).toHaveValue('')
    await expect(within(form).getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Single sign-on saved'))
  },
}

/** The server refuses a domain the workspace has not proven: its sentence shows as an alert above Save. */
export const SaveError: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await loadedForm(canvas)
    await userEvent.type(within(form).getByRole('textbox', { name: /^Issuer URL/ }), 'https://globex.okta.com')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Client ID/ }), '0oa8globex')
    await userEvent.type(within(form).getByLabelText(/^Client secret/), 'globex-secret')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Email domain/ }), 'globex.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await expect(await within(form).findByRole('alert')).toHaveTextContent(SsoDetail.domainUnproven('globex.com'))
    await expect(sectionButton(canvas)).toHaveAccessibleName('Single sign-on Not set up')
  },
}

/** Remove asks first; confirmed, single sign-on is gone and the empty form is back. */
export const Remove: Story = {
  beforeEach: mockApi({ user: owner, prepare: withProvider }),
  play: async ({ canvas, userEvent }) => {
    const form = await loadedForm(canvas)
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Remove single sign-on?')
    await expect(dialog).toHaveTextContent(`People of ${DOMAIN} will sign in with their password again`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(sectionButton(canvas)).toHaveAccessibleName('Single sign-on Not set up'))
    await expect(within(form).getByRole('textbox', { name: /^Issuer URL/ })).toHaveValue('')
    await expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
  },
}

/** An admin cannot see or change the settings (owners only): the section says why, and nothing is asked of the API. */
export const ReadOnlyForAdmin: Story = {
  beforeEach: mockApi({ user: { ...owner, role: 'admin' }, prepare: withProvider }),
  play: async ({ canvas }) => {
    await expect(sectionButton(canvas)).toHaveAccessibleName('Single sign-on Owner only')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Changing the single sign-on settings needs the owner role. Ask the owner of this workspace.',
    )
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument()
  },
}
