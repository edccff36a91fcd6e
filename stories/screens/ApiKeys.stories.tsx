import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ApiKeyDetail } from '../../api'
import { ApiKeysSection, apiKeyMessages } from '../../app/screens/settings/ApiKeysSection'
import { demoUser } from '../../mocks/fixtures'
import type { MockStore, StoredApiKey } from '../../mocks/store'
import { openedDialog } from './open-dialog'
import { failing, mockApi, mockApiAs, withScreen, type ScreenParameters } from './screen-setup'

const zapier: StoredApiKey = {
  id: '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b',
  company_id: demoUser.company_id,
  key: 'hwk_Zap1erK3yK3pt0nlyInTh3M0ckSt0r3xxxxxxxxxxx',
  name: 'Zapier: Typeform survey',
  prefix: 'hwk_Zap1er',
  scope: 'feedback:write',
  created_by_name: 'Sarah Chen',
  created_at: '2025-01-10T09:00:00.000Z',
  last_used_at: '2025-01-14T16:20:00.000Z',
  revoked_at: null,
}
const oldScript: StoredApiKey = {
  ...zapier,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  key: 'hwk_0ldScr1ptK3yxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  name: 'Old import script',
  prefix: 'hwk_0ldScr',
  created_at: '2024-11-02T09:00:00.000Z',
  last_used_at: '2024-12-01T08:00:00.000Z',
  revoked_at: '2024-12-20T10:00:00.000Z',
}
const withKeys = (...keys: StoredApiKey[]) => (store: MockStore) => {
  store.state.apiKeys.push(...keys.map((key) => ({ ...key })))
}

/** Workspace Settings' API keys section on its own, so its screenshots do not change with the sections around it. */
const meta = {
  title: 'Screens/WorkspaceSettings/ApiKeys',
  component: ApiKeysSection,
  decorators: [withScreen],
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof ApiKeysSection>

export default meta
type Story = StoryObj<typeof meta>

/** No key yet: the section says what a key is for and offers to create one. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No API keys yet.')).toBeVisible()
    await expect(canvas.getByText(apiKeyMessages.intro, { exact: false })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create key' })).toBeDisabled()
  },
}

/** Live keys first, each with its first characters, who made it and when it was last used; a revoked one says when. */
export const List: Story = {
  beforeEach: mockApi({ prepare: withKeys(zapier, oldScript) }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'API keys' })
    const [live, revoked] = within(list).getAllByRole('listitem')
    await expect(live).toHaveTextContent('Zapier: Typeform survey')
    await expect(live).toHaveTextContent('hwk_Zap1er… · Created 10 Jan 2025 by Sarah Chen · last used 14 Jan 2025')
    await expect(within(live!).getByRole('button', { name: 'Revoke Zapier: Typeform survey' })).toBeEnabled()
    await expect(revoked).toHaveTextContent('Revoked 20 Dec 2024')
    await expect(canvas.getByRole('button', { name: /^API keys/ })).toHaveAccessibleName('API keys 1 live key')
  },
}

/** A key just created: shown once, with Copy, above the list where it now appears without its secret. */
export const JustCreated: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No API keys yet.')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key name' }), 'n8n workflow')
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    const alert = await canvas.findByText(apiKeyMessages.shownOnce)
    await expect(alert).toBeVisible()
    await expect(canvas.getByText('Key “n8n workflow” created')).toBeVisible()
    await expect(canvas.getByLabelText('New API key')).toHaveTextContent(/^hwk_/)
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toBeVisible()
    const list = canvas.getByRole('list', { name: 'API keys' })
    await expect(list).toHaveTextContent('n8n workflow')
    await expect(list).toHaveTextContent('never used')
  },
}

/**
 * Revoke asks first (it cannot be undone); once confirmed the key stays in the list, marked revoked, and can no longer
 * be used, and the focus moves to the field that names a new key.
 */
export const Revoked: Story = {
  beforeEach: mockApi({ prepare: withKeys(zapier) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Zapier: Typeform survey' }))
    const question = await openedDialog(canvas, 'alertdialog', 'Revoke “Zapier: Typeform survey”?')
    await expect(question).toHaveTextContent(apiKeyMessages.revokeQuestion)
    await userEvent.click(within(question).getByRole('button', { name: 'Revoke key' }))
    await waitFor(() => expect(canvas.getByLabelText('Key name')).toHaveFocus())
    const list = canvas.getByRole('list', { name: 'API keys' })
    await waitFor(() => expect(list).toHaveTextContent(/Revoked \d+ \w+ \d{4}/))
    await expect(canvas.queryByRole('button', { name: 'Revoke Zapier: Typeform survey' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: /^API keys/ })).toHaveAccessibleName('API keys 0 live keys')
  },
}

/** Cancel leaves the key live and gives the focus back to its Revoke button. */
export const RevokeCancelled: Story = {
  beforeEach: mockApi({ prepare: withKeys(zapier) }),
  play: async ({ canvas, userEvent }) => {
    const revoke = await canvas.findByRole('button', { name: 'Revoke Zapier: Typeform survey' })
    await userEvent.click(revoke)
    const question = await openedDialog(canvas, 'alertdialog', 'Revoke “Zapier: Typeform survey”?')
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(revoke).toHaveFocus())
    await expect(canvas.getByRole('button', { name: /^API keys/ })).toHaveAccessibleName('API keys 1 live key')
  },
}

/** The keys could not be loaded: the server's sentence and Retry. */
export const LoadError: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/api-keys', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(apiKeyMessages.loadFailed)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Creating past the limit: the server's sentence above the form. */
export const CreateRefused: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/api-keys', 409, ApiKeyDetail.tooMany)] }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No API keys yet.')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key name' }), 'One too many')
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    await expect(await canvas.findByText(ApiKeyDetail.tooMany)).toBeVisible()
  },
}

/** A member does not see the section: only owners and admins manage keys. */
export const HiddenFromMembers: Story = {
  beforeEach: mockApiAs('member'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^API keys/ })).not.toBeInTheDocument())
  },
}
