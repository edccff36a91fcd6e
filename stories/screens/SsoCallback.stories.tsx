import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import SsoCallbackPage from '../../app/screens/account/SsoCallbackPage'
import { DEMO_ACCOUNT } from '../../api'
import { failing, mockApi, pending, withScreen, type ScreenParameters } from './screen-setup'

const route = '/app/sso/callback'
const STATE = 'story-sso-state'
const code = `mock-sso-code:${DEMO_ACCOUNT.email}`
const fromProvider = `${route}?${new URLSearchParams({ code, state: STATE, iss: 'https://sso.example.com' }).toString()}`

const meta = {
  title: 'Screens/SsoCallback',
  component: SsoCallbackPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: fromProvider, route, wrapper: 'public' } satisfies ScreenParameters },
  beforeEach: mockApi({
    signedIn: false,
    prepare: (store) => store.state.ssoAttempts.push({ state: STATE, company_id: null, email: DEMO_ACCOUNT.email }),
  }),
} satisfies Meta<typeof SsoCallbackPage>

export default meta
type Story = StoryObj<typeof meta>

/** Back from the identity provider: the code is exchanged, and the guard moves on as after any login. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Navigated to /dashboard')).toBeVisible(), { timeout: 4000 })
  },
}

/** While the code is exchanged. */
export const Exchanging: Story = {
  beforeEach: mockApi({ signedIn: false, handlers: [pending('post', '/api/v1/auth/sso/exchange')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signing you in...')
  },
}

/** The exchange is refused (here: the sign-in was already used): the server's sentence and the way back. */
export const Refused: Story = {
  beforeEach: mockApi({ signedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Start again from the sign-in page.',
    )
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  },
}

/** The provider could not be reached during the exchange. */
export const ProviderUnreachable: Story = {
  beforeEach: mockApi({
    signedIn: false,
    handlers: [
      failing(
        'post',
        '/api/v1/auth/sso/exchange',
        502,
        'Could not reach the identity provider at https://sso.example.com. Check the issuer URL and try again.',
      ),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the identity provider')
  },
}

/** The person declined at the provider (?error=access_denied). */
export const Denied: Story = {
  parameters: { screen: { path: `${route}?error=access_denied&state=${STATE}`, route, wrapper: 'public' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your identity provider did not sign you in (access_denied).')
  },
}

/** Opened without a code: nothing to finish, and the way back. */
export const NothingToFinish: Story = {
  parameters: { screen: { path: route, route, wrapper: 'public' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This page finishes a single sign-on/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible()
  },
}
