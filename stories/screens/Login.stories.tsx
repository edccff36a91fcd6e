import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import type { AppConfig } from '../../api'
import LoginPage from '../../app/screens/account/LoginPage'
import { DEMO_PASSWORD, MOCK_APP_CONFIG } from '../../mocks'
import { failing, mockApi, pending, withScreen, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/login', wrapper: 'public' } satisfies ScreenParameters },
  beforeEach: mockApi({ signedIn: false }),
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

/** The form and, as the server runs the demo workspace, the demo-access card with its credentials. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Demo Access' })).toBeVisible()
    await expect(canvas.getByText('demo@headway.app')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register')
  },
}

/** Without a demo workspace (GET /api/v1/config answers demo: null) the card is not shown. */
export const WithoutDemo: Story = {
  beforeEach: mockApi({
    signedIn: false,
    handlers: [http.get('*/api/v1/config', () => HttpResponse.json({ ...MOCK_APP_CONFIG, demo: null } satisfies AppConfig))],
  }),
  play: async ({ canvas }) => {
    // "Sign in with Google" comes from the same answer: once it shows, the answer has been read.
    await expect(await canvas.findByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Demo Access' })).not.toBeInTheDocument()
  },
}

/** While the config loads, the form stands alone. */
export const ConfigLoading: Story = {
  beforeEach: mockApi({ signedIn: false, handlers: [pending('get', '/api/v1/config')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expect(canvas.queryByRole('heading', { name: 'Demo Access' })).not.toBeInTheDocument()
  },
}

/** Fill Form copies the demo credentials into the fields. */
export const FillForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill Form' }))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@headway.app')
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue(DEMO_PASSWORD)
  },
}

/** A wrong password: 'Login failed' in the alert; editing a field clears it. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@headway.app')
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'not-the-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed')
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'x')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    // Left with the error for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed')
  },
}

/** Quick Demo signs in with the demo credentials after the 1000 ms pause, and the guard moves on to the dashboard. */
export const QuickDemo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick Demo' }))
    await waitFor(() => expect(canvas.getByText('Navigated to /dashboard')).toBeVisible(), { timeout: 4000 })
  },
}

/** Sign in with SSO before an email is typed: the hint says where to start. Sign in with Google shows too. */
export const SsoNeedsEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with SSO' }))
    await expect(await canvas.findByText('Enter your work email above, then choose Sign in with SSO.')).toBeVisible()
  },
}

/** Sign in with SSO for a domain without single sign-on: the server's sentence. */
export const SsoNotSetUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@unknown-company.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with SSO' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Single sign-on is not set up for this email's domain.")
  },
}

/** A password sign-in where the workspace requires single sign-on: the server's sentence instead of 'Login failed'. */
export const SsoRequired: Story = {
  beforeEach: mockApi({
    signedIn: false,
    handlers: [failing('post', '/api/v1/auth/login', 403, 'This workspace signs in with single sign-on. Use Sign in with SSO.')],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@acme.com')
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'a-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This workspace signs in with single sign-on. Use Sign in with SSO.',
    )
  },
}
