import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { css } from '@styled-system/css'
import { HStack } from '@styled-system/jsx'
import { Button } from '../../src/components/Button'
import { createAppToaster, Toaster, type AppToast } from '../../src/components/Toaster'

/**
 * The toaster is fixed to the viewport. A transformed frame becomes the containing block of fixed descendants, so in
 * the stories the toasts stack inside the frame and inside the visual test's screenshot.
 */
const frame = css({ position: 'relative', minH: '[400px]', transform: 'translateZ(0)' })

interface ToasterDemoProps {
  /** The toasts each button pushes, by button label. */
  toasts: Record<string, AppToast>
  /** Toasts shown at once. */
  max?: number
}

/** Buttons that push toasts onto a toaster created for this story, as the app does with its own. */
function ToasterDemo({ toasts, max }: ToasterDemoProps) {
  const [toaster] = useState(() => createAppToaster({ max }))
  return (
    <div className={frame}>
      <HStack gap="1" flexWrap="wrap">
        {Object.entries(toasts).map(([label, toast]) => (
          <Button key={label} variant="outline" onClick={() => toaster.push(toast)}>
            {label}
          </Button>
        ))}
      </HStack>
      <Toaster toaster={toaster} />
    </div>
  )
}

const meta = {
  title: 'Components/Toaster',
  component: ToasterDemo,
  args: {
    toasts: {
      'Show error': { type: 'error', title: 'Connection failed', description: 'Failed to connect Slack workspace' },
    },
  },
} satisfies Meta<typeof ToasterDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }))
    const toast = await canvas.findByRole('status', { name: 'Connection failed' })
    await expect(toast).toHaveAccessibleDescription('Failed to connect Slack workspace')
    // Announced: the toast sits in Ark's polite live region.
    const region = canvas.getByRole('region', { name: /^Notifications/ })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toContainElement(toast)
    // Hovering the toasts pauses the 6 s countdown.
    await userEvent.hover(toast)
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'))
  },
}

export const Types: Story = {
  args: {
    max: 4,
    toasts: {
      Error: { type: 'error', title: 'Connection failed', description: 'Failed to connect Slack workspace' },
      Warning: { type: 'warning', title: 'Gmail is not connectable yet' },
      Info: { type: 'info', title: 'Sync started', description: 'New messages appear within the hour.' },
      Success: { type: 'success', title: 'Slack workspace connected' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Success', 'Info', 'Warning', 'Error']) {
      await userEvent.click(canvas.getByRole('button', { name }))
    }
    await expect(await canvas.findAllByRole('status')).toHaveLength(4)
    await userEvent.hover(canvas.getByRole('status', { name: 'Connection failed' }))
  },
}

export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }))
    const toast = await canvas.findByRole('status', { name: 'Connection failed' })
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(toast).not.toBeInTheDocument())
  },
}
