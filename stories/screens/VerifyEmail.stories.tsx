import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import VerifyEmailPage from '../../app/screens/account/VerifyEmailPage'
import { DEMO_VERIFICATION_TOKEN } from '../../mocks'
import { mockApi, pending, withScreen, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/VerifyEmail',
  component: VerifyEmailPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/verify-email?token=${DEMO_VERIFICATION_TOKEN}`, route: '/verify-email', wrapper: 'open' } satisfies ScreenParameters,
  },
  beforeEach: mockApi({ signedIn: false }),
} satisfies Meta<typeof VerifyEmailPage>

export default meta
type Story = StoryObj<typeof meta>

/** The link opened in a browser that is not signed in: verified, then a way to sign in. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email address is verified.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login')
  },
}

/** Opened while signed in: verified, and on into the app. */
export const VerifiedSignedIn: Story = {
  beforeEach: mockApi({ user: { email_verified: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email address is verified.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard')
  },
}

/** While the link is checked. */
export const Checking: Story = {
  beforeEach: mockApi({ signedIn: false, handlers: [pending('post', '/api/v1/auth/verify-email')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…')
  },
}

/** A used, expired or mistyped link: the server's sentence. */
export const Invalid: Story = {
  parameters: { screen: { path: '/verify-email?token=spent-token', route: '/verify-email', wrapper: 'open' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid, was already used, or has expired. Sign in and ask for a new link.',
    )
  },
}

/** Without ?token the link is incomplete. */
export const MissingToken: Story = {
  parameters: { screen: { path: '/verify-email', wrapper: 'open' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The verification link is incomplete. Open the link from the email again.')
  },
}
