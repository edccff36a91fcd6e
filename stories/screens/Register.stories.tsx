import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import RegisterPage from '../../app/screens/account/RegisterPage'
import { failing, mockApi, withScreen, type ScreenParameters, type Canvas, type StoryUser } from './screen-setup'

const meta = {
  title: 'Screens/Register',
  component: RegisterPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/register', wrapper: 'public', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi({ signedIn: false }),
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

const password = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' })
const confirmation = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/, { selector: 'input' })

async function fill(canvas: Canvas, user: StoryUser, fields: { email?: string; first?: string; last?: string; company?: string; size?: string; pass?: string; confirm?: string }) {
  if (fields.email) await user.type(canvas.getByRole('textbox', { name: 'Email' }), fields.email)
  if (fields.first) await user.type(canvas.getByRole('textbox', { name: 'First name' }), fields.first)
  if (fields.last) await user.type(canvas.getByRole('textbox', { name: 'Last name' }), fields.last)
  if (fields.company) await user.type(canvas.getByRole('textbox', { name: 'Company name' }), fields.company)
  if (fields.size) {
    await user.click(canvas.getByRole('combobox', { name: 'Company size' }))
    await user.click(await canvas.findByRole('option', { name: fields.size }))
  }
  if (fields.pass) await user.type(password(canvas), fields.pass)
  if (fields.confirm) await user.type(confirmation(canvas), fields.confirm)
}

/** The empty form with its helper texts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Use your company email address')
    await expect(password(canvas)).toHaveAccessibleDescription('Must be at least 8 characters')
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Entering an existing company name joins it automatically.')
  },
}

/** The company sizes, each labelled as employees. */
export const CompanySizes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company size' }))
    const options = await canvas.findAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ])
  },
}

/** The checks run in the spec's order: the passwords first, then their length, the names, the company and its size. */
export const ValidationOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    const submit = () => userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await fill(canvas, userEvent, { email: 'ada@lovelace.test', pass: 'short', confirm: 'shorter' })
    await submit()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match')
    await userEvent.clear(confirmation(canvas))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.type(confirmation(canvas), 'short')
    await submit()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long')
    await userEvent.type(password(canvas), '-enough')
    await userEvent.type(confirmation(canvas), '-enough')
    await submit()
    await expect(canvas.getByRole('alert')).toHaveTextContent('First name and last name are required')
    await fill(canvas, userEvent, { first: 'Ada', last: 'Lovelace' })
    await submit()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Company name is required')
    await fill(canvas, userEvent, { company: 'Analytical Engines' })
    await submit()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select your company size')
  },
}

/** The server's detail is shown when it refuses the account. */
export const ServerError: Story = {
  beforeEach: mockApi({
    signedIn: false,
    handlers: [failing('post', '/api/v1/auth/register', 409, 'An account with this email already exists.')],
  }),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, {
      email: 'ada@lovelace.test',
      first: 'Ada',
      last: 'Lovelace',
      company: 'Analytical Engines',
      size: '1-10 employees',
      pass: 'long-enough',
      confirm: 'long-enough',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists.')
  },
}

/** 'Registration failed' when the server answers without a detail. */
export const RegistrationFailed: Story = {
  beforeEach: mockApi({ signedIn: false, handlers: [failing('post', '/api/v1/auth/register', 500)] }),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, {
      email: 'ada@lovelace.test',
      first: 'Ada',
      last: 'Lovelace',
      company: 'Analytical Engines',
      size: '1-10 employees',
      pass: 'long-enough',
      confirm: 'long-enough',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed')
  },
}

/** With an invitation link the company fields give way: the invitation decides the company. */
export const Invitation: Story = {
  parameters: { screen: { path: '/register?invitation=mock-invite-demo', wrapper: 'public', minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You were invited to a workspace/)).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument()
  },
}

/** A new account signs in and the guard sends the new person to onboarding. */
export const Registered: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, {
      email: 'ada@lovelace.test',
      first: 'Ada',
      last: 'Lovelace',
      company: 'Analytical Engines',
      size: '11-50 employees',
      pass: 'long-enough',
      confirm: 'long-enough',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(canvas.getByText('Navigated to /onboarding')).toBeVisible())
  },
}

/**
 * Issue 16: the company named has proven the address's domain (its owner verified an address there), so the account
 * is a join request and the guard sends the person to the waiting page instead of the onboarding.
 */
export const RegisteredIntoJoinRequest: Story = {
  beforeEach: mockApi({
    signedIn: false,
    prepare: (store) => {
      const owner = store.state.users[0]!
      owner.email = 'dana@acme-analytics.io'
      store.state.domains.push({
        id: store.newId(),
        company_id: owner.company_id,
        domain: 'acme-analytics.io',
        auto_join: false,
        created_at: store.now(),
      })
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, {
      email: 'sam@acme-analytics.io',
      first: 'Sam',
      last: 'Lee',
      company: 'acme analytics',
      size: '51-200 employees',
      pass: 'long-enough',
      confirm: 'long-enough',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(canvas.getByText('Navigated to /join-request')).toBeVisible())
  },
}
