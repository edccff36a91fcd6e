import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import ResetPasswordPage from '../../app/screens/account/ResetPasswordPage'
import { DEMO_RESET_TOKEN } from '../../mocks'
import { mockApi, withScreen, type ScreenParameters, type Canvas } from './screen-setup'

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/reset-password?token=${DEMO_RESET_TOKEN}`, wrapper: 'public' } satisfies ScreenParameters,
  },
  beforeEach: mockApi({ signedIn: false }),
} satisfies Meta<typeof ResetPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

const newPassword = (canvas: Canvas) => canvas.getByLabelText(/^New password/, { selector: 'input' })
const confirmation = (canvas: Canvas) =>
  canvas.getByLabelText(/^Confirm new password/, { selector: 'input' })

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
    await expect(newPassword(canvas)).toHaveAccessibleDescription('Must be at least 8 characters')
  },
}

/** Without ?token the link is incomplete: a way to ask for a new one. */
export const MissingToken: Story = {
  parameters: { screen: { path: '/reset-password', wrapper: 'public' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reset link is incomplete. Open the link from the email again.')
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
  },
}

/** The registration's rules: the passwords must match, then be long enough. */
export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(newPassword(canvas), 'short')
    await userEvent.type(confirmation(canvas), 'other')
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match')
    await userEvent.clear(confirmation(canvas))
    await userEvent.type(confirmation(canvas), 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long')
  },
}

/** A used or expired link: the server's detail. */
export const InvalidToken: Story = {
  parameters: { screen: { path: '/reset-password?token=expired-token', wrapper: 'public' } satisfies ScreenParameters },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(newPassword(canvas), 'a-new-password')
    await userEvent.type(confirmation(canvas), 'a-new-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This password reset link is invalid')
  },
}

/** Done: the server's message and the way to the login. */
export const Changed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(newPassword(canvas), 'a-new-password')
    await userEvent.type(confirmation(canvas), 'a-new-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }))
    await expect(await canvas.findByText('Your password has been changed. Log in with your new password.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login')
  },
}
