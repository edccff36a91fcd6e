import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import ProfileSettingsPage from '../../app/screens/settings/ProfileSettingsPage'
import { DEMO_PASSWORD } from '../../mocks'
import { failing, mockApi, withScreen, type ScreenParameters, type Canvas } from './screen-setup'
import { openedDialog } from './open-dialog'

const meta = {
  title: 'Screens/Profile',
  component: ProfileSettingsPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/profile', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof ProfileSettingsPage>

export default meta
type Story = StoryObj<typeof meta>

const details = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Personal information' }))
const password = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Change password' }))

/** The signed-in person's name, job title and company, and the password change. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(details(canvas).getByRole('textbox', { name: 'First name' })).toHaveValue('Dana')
    await expect(details(canvas).getByRole('textbox', { name: 'Job title (optional)' })).toHaveValue('Head of Product')
    await expect(details(canvas).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly')
  },
}

/** Saving the name goes through PUT /auth/me. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = details(canvas)
    await userEvent.clear(form.getByRole('textbox', { name: 'First name' }))
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Dora')
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }))
    await expect(await form.findByText('Your profile has been updated.')).toBeVisible()
  },
}

export const NamesRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = details(canvas)
    await userEvent.clear(form.getByRole('textbox', { name: 'Last name' }))
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }))
    await expect(form.getByRole('alert')).toHaveTextContent('First name and last name are required')
  },
}

/** Without a server detail: the spec's 'Failed to update profile'. */
export const UpdateFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('put', '/api/v1/auth/me', 500)] }),
  play: async ({ canvas, userEvent }) => {
    const form = details(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Failed to update profile')
  },
}

/** The new password follows the registration's rules. */
export const PasswordMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = password(canvas)
    await userEvent.type(form.getByLabelText(/^Current password/, { selector: 'input' }), DEMO_PASSWORD)
    await userEvent.type(form.getByLabelText(/^New password/, { selector: 'input' }), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'another-password')
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }))
    await expect(form.getByRole('alert')).toHaveTextContent('Passwords do not match')
  },
}

/** A wrong current password: the server's detail. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = password(canvas)
    await userEvent.type(form.getByLabelText(/^Current password/, { selector: 'input' }), 'not-it-at-all')
    await userEvent.type(form.getByLabelText(/^New password/, { selector: 'input' }), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'a-new-password')
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('The current password is incorrect.')
  },
}

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = password(canvas)
    await userEvent.type(form.getByLabelText(/^Current password/, { selector: 'input' }), DEMO_PASSWORD)
    await userEvent.type(form.getByLabelText(/^New password/, { selector: 'input' }), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'a-new-password')
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }))
    await expect(await form.findByText('Your password has been changed.')).toBeVisible()
  },
}

const signOutButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign out everywhere' })

/** "Sign out everywhere" asks first: every browser and device is signed out, this one too. */
export const SignOutEverywhereConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(signOutButton(canvas))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Sign out everywhere?')
    await expect(dialog).toHaveTextContent('this one included')
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
  },
}

/** Cancel keeps the session and gives the focus back to the button. */
export const SignOutEverywhereCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(signOutButton(canvas))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Sign out everywhere?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(signOutButton(canvas)).toHaveFocus())
  },
}

/** Confirmed: POST /auth/logout-all ends every session, and the person lands on the login screen. */
export const SignedOutEverywhere: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(signOutButton(canvas))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Sign out everywhere?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible()
    await expect(localStorage.getItem('headway-auth')).toBeNull()
  },
}

/** The server could not be reached: nothing changes, and the card says so. */
export const SignOutEverywhereFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/auth/logout-all', 500)] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(signOutButton(canvas))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Sign out everywhere?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not sign out everywhere.')
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana')
  },
}
