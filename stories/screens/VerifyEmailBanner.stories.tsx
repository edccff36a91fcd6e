import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import DashboardPage from '../../app/screens/dashboard/DashboardPage'
import { failing, mockApi, withScreen, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/VerifyEmailBanner',
  component: DashboardPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard', wrapper: 'shell', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ user: { email_verified: false } }),
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

const banner = 'Verify your email'

/** A new company's owner (or an account from before verification existed) sees the banner above every screen. */
export const Unverified: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status', { name: banner })
    await expect(alert).toHaveTextContent('We sent a link to demo@headway.app.')
    await expect(canvas.getByRole('button', { name: 'Resend link' })).toBeEnabled()
  },
}

/** Resend: the sentence saying a new link went out. */
export const Resent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }))
    await expect(await canvas.findByText('We sent a new verification link. It works once, within 24 hours.')).toBeVisible()
  },
}

/** Past 3 links an hour: the server's 429 sentence in the banner. */
export const ResendLimited: Story = {
  beforeEach: mockApi({
    user: { email_verified: false },
    handlers: [
      failing(
        'post',
        '/api/v1/auth/verify-email/resend',
        429,
        'Too many verification emails for this account. Check your inbox, or try again in 52 minutes.',
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }))
    await expect(await canvas.findByText(/^Too many verification emails for this account/)).toBeVisible()
  },
}

/** Verified: no banner. */
export const Verified: Story = {
  beforeEach: mockApi(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.queryByRole('status', { name: banner })).not.toBeInTheDocument()
  },
}
