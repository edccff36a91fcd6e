import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import ForgotPasswordPage from '../../app/screens/account/ForgotPasswordPage'
import { failing, mockApi, withScreen, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/forgot-password', wrapper: 'public' } satisfies ScreenParameters },
  beforeEach: mockApi({ signedIn: false }),
} satisfies Meta<typeof ForgotPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  },
}

/** The server's confirmation, the same whether or not the account exists. */
export const LinkSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@headway.app')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(await canvas.findByText('If an account exists for this email, we sent a link to reset the password.')).toBeVisible()
  },
}

/** The server's detail when it refuses (here: too many requests). */
export const Failed: Story = {
  beforeEach: mockApi({
    signedIn: false,
    handlers: [
      failing('post', '/api/v1/auth/forgot-password', 429, 'Too many requests from your network. Please try again in 1 minute.'),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@headway.app')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests from your network.')
  },
}
