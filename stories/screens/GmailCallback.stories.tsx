import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import GmailCallbackPage from '../../app/screens/GmailCallbackPage'
import { rememberGmailReturn } from '../../app/state/integrations/gmail-return'
import { MOCK_GMAIL_CODE, SPENT_GMAIL_CODE } from '../../mocks'
import { failing, mockApi, withScreen, type Canvas, type ScreenParameters } from './screen-setup'

const route = '/app/gmail/callback'
const meta = {
  title: 'Screens/GmailCallback',
  component: GmailCallbackPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: `${route}?code=${MOCK_GMAIL_CODE}&state=xyz`, route } satisfies ScreenParameters,
  },
  beforeEach: mockApi(),
} satisfies Meta<typeof GmailCallbackPage>

export default meta
type Story = StoryObj<typeof meta>

const labels = async (canvas: Canvas) => canvas.findByRole('group', { name: 'Labels to read (up to 5)' })

/** Back from Google: the mailbox's labels, each with its email count, to tick before Connect. */
export const FromGoogle: Story = {
  play: async ({ canvas, userEvent }) => {
    await labels(canvas)
    await expect(canvas.getByText(/in feedback@acme\.com: those of the last 90 days at once/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Customer feedback' }))
    await expect(canvas.getByRole('checkbox', { name: 'Customer feedback' })).toHaveAccessibleDescription('318 emails')
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 5 labels selected')
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeEnabled()
  },
}

/** Five ticked: the other labels are disabled until one is unticked. */
export const AtMaximum: Story = {
  play: async ({ canvas, userEvent }) => {
    await labels(canvas)
    for (const name of ['INBOX', 'Customer feedback', 'Feature requests', 'Support', 'Sales']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }))
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 5 labels selected')
    await expect(canvas.getByRole('checkbox', { name: 'Churn' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sales' }))
    await expect(canvas.getByRole('checkbox', { name: 'Churn' })).toBeEnabled()
  },
}

/** Connect fails (here: Google cannot be reached): the sentence shows above the labels, the ticks stay. */
export const ConnectFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/gmail/connect', 502, 'Could not reach Google. Try again in a minute.')] }),
  play: async ({ canvas, userEvent }) => {
    await labels(canvas)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Feature requests' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach Google. Try again in a minute.')
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Feature requests' })).toBeChecked())
  },
}

/** Google refuses the code (it works once): the server's sentence and the way back. */
export const CodeRefused: Story = {
  parameters: { screen: { path: `${route}?code=${SPENT_GMAIL_CODE}&state=xyz`, route } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Google did not accept the sign-in code/)
    await expect(canvas.getByRole('link', { name: 'Back to Workspace Settings' })).toHaveAttribute('href', '/app/settings/workspace')
  },
}

/** Google reports an error (e.g. the person declined). */
export const Denied: Story = {
  parameters: { screen: { path: `${route}?error=access_denied`, route } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Google did not connect the mailbox (access_denied).')
  },
}

/** Opened without anything from Google. */
export const NothingToFinish: Story = {
  parameters: { screen: { path: route, route } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There is nothing to finish here/)).toBeVisible()
  },
}

/** Connect Gmail started in the onboarding: Back and Connect lead there, to the mailbox's first sync. */
export const FromOnboarding: Story = {
  beforeEach: () => {
    rememberGmailReturn('onboarding')
    return () => rememberGmailReturn('settings')
  },
  play: async ({ canvas, userEvent }) => {
    await labels(canvas)
    await expect(canvas.getByRole('link', { name: 'Back to onboarding' })).toHaveAttribute('href', '/onboarding')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Customer feedback' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }))
    await expect(await canvas.findByText(/^Navigated to \/onboarding\?mailbox=[0-9a-f-]{36}$/)).toBeVisible()
  },
}
