import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Alert } from '../../src/components/Alert'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { severity: 'info', children: 'Auto-sync data sources syncs new data every hour.' },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Error: Story = {
  args: { severity: 'error', children: 'Failed to validate tokens or fetch channels' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to validate tokens or fetch channels')
  },
}

export const Warning: Story = {
  args: { severity: 'warning', children: 'Connect Gmail is not set up on this server.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connect Gmail is not set up on this server.')
  },
}

export const Info: Story = {
  play: async ({ canvas }) => {
    // Not urgent: announced politely, with nothing to close.
    await expect(canvas.getByRole('status')).toHaveTextContent('Auto-sync data sources syncs new data every hour.')
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const Success: Story = {
  args: { severity: 'success', children: 'Slack workspace connected.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Slack workspace connected.')
  },
}

export const WithTitle: Story = {
  args: { severity: 'error', title: 'Login failed', children: 'Check your email and password and try again.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByText('Login failed')).toBeVisible()
    await expect(alert).toHaveTextContent('Check your email and password and try again.')
  },
}

export const Closable: Story = {
  args: { severity: 'error', children: 'Failed to connect Slack workspace', onClose: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}
