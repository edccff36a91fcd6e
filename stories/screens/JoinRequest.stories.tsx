import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import JoinRequestPage from '../../app/screens/account/JoinRequestPage'
import { demoUser } from '../../mocks'
import { failing, mockApi, withScreen, type ScreenParameters } from './screen-setup'

const waitingUser = { role: null, email: 'sam@acme-analytics.io', first_name: 'Sam', last_name: 'Lee' } as const

const meta = {
  title: 'Screens/JoinRequest',
  component: JoinRequestPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/join-request', wrapper: 'waiting' } satisfies ScreenParameters },
  beforeEach: mockApi({ user: { ...waitingUser, email_verified: false } }),
} satisfies Meta<typeof JoinRequestPage>

export default meta
type Story = StoryObj<typeof meta>

/** Registered into a company's join request, not verified yet: nothing reaches the admins before the link is opened. */
export const VerifyFirst: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify your email to send your request to join Acme Analytics' }),
    ).toBeVisible()
    await expect(canvas.getByText(/We sent a link to sam@acme-analytics\.io/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible()
  },
}

/** Resend: a new link, and the sentence saying so. */
export const Resent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }))
    await expect(await canvas.findByText('We sent a new verification link. It works once, within 24 hours.')).toBeVisible()
  },
}

/** Past the limit of 3 links an hour: the server's 429 sentence. */
export const ResendLimited: Story = {
  beforeEach: mockApi({
    user: { ...waitingUser, email_verified: false },
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many verification emails for this account.')
  },
}

/** Verified: the admins were asked; the person waits here, and may sign out. */
export const Waiting: Story = {
  beforeEach: mockApi({ user: { ...waitingUser, email_verified: true } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible()
    await expect(canvas.getByText(/An admin of Acme Analytics has been asked to approve your request/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible()
  },
}

/** An admin approved meanwhile: Check again reloads the account and the page opens the workspace. */
export const Approved: Story = {
  beforeEach: mockApi({
    user: { ...waitingUser, email_verified: true },
    // The stored session says "waiting"; the server already says "member".
    handlers: [http.get('*/api/v1/auth/me', () => HttpResponse.json({ ...demoUser, ...waitingUser, email_verified: true, role: 'member' }))],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(canvas.getByText('Navigated to /dashboard')).toBeVisible())
  },
}
