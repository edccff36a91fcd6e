import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { css } from '@styled-system/css'
import { PortalFrame } from '../portal-frame'
import { Button } from '../../src/components/Button'
import { Dialog } from '../../src/components/Dialog'
import { StepsHeader } from '../../src/components/StepsHeader'

/**
 * The dialog's backdrop and positioner are fixed to the viewport. A transformed frame becomes their containing block,
 * and the frame is where they mount (PortalFrame), so the open dialog stays inside the frame and inside the visual test's screenshot.
 */
const frame = css({ position: 'relative', minH: '[520px]', transform: 'translateZ(0)', overflow: 'hidden' })
const field = css({ display: 'flex', flexDir: 'column', gap: '0.5', fontWeight: 'medium' })
const input = css({ h: 'control.md', px: '1.5', borderWidth: 'thin', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.paper', color: 'fg' })

interface DialogStoryProps extends Dialog.RootProps {
  title?: string
  description?: string
  /** Shows a Connect button that opens the dialog. */
  trigger?: boolean
  body?: ReactNode
  footer?: ReactNode
}

/** One dialog of the library, composed from its parts as every dialog of the app is. */
function DialogStory({ title, description, trigger = false, body, footer, ...root }: DialogStoryProps) {
  return (
    <Dialog.Root {...root}>
      {trigger ? (
        <Dialog.Trigger asChild>
          <Button>Connect</Button>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        {body ? <Dialog.Body>{body}</Dialog.Body> : null}
        <Dialog.Footer>{footer}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}

const meta = {
  title: 'Components/Dialog',
  component: DialogStory,
  decorators: [
    (Story) => (
      <PortalFrame className={frame}>
        <Story />
      </PortalFrame>
    ),
  ],
  args: {
    title: 'Connect Slack Workspace',
    description: 'The user token is needed to read messages from the selected channels.',
    trigger: true,
    onOpenChange: fn(),
    body: (
      <label className={field}>
        User Token
        <input className={input} name="token" placeholder="xoxp-..." />
      </label>
    ),
    footer: (
      <>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.CloseTrigger>
        <Button>Next</Button>
      </>
    ),
  },
} satisfies Meta<typeof DialogStory>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Connect' })
    await userEvent.click(trigger)
    const dialog = await canvas.findByRole('dialog', { name: 'Connect Slack Workspace' })
    await expect(dialog).toHaveAccessibleDescription(
      'The user token is needed to read messages from the selected channels.',
    )
    // Focus moves to the first field and Tab cycles through the dialog's own controls only.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'User Token' })).toHaveFocus())
    for (const name of ['Cancel', 'Next', 'Close', 'User Token']) {
      await userEvent.tab()
      await expect(name === 'User Token' ? canvas.getByRole('textbox', { name }) : canvas.getByRole('button', { name })).toHaveFocus()
    }
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false }))
    await waitFor(() => expect(trigger).toHaveFocus())
    // Left open for the screenshot.
    await userEvent.click(trigger)
    await canvas.findByRole('dialog')
  },
}

export const ClosedByCancel: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    role: 'alertdialog',
    title: 'Delete theme?',
    description: 'The theme is removed from this workspace.',
    body: undefined,
    footer: (
      <>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.CloseTrigger>
        <Button palette="secondary">Delete</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alertdialog', { name: 'Delete theme?' })).toBeVisible()
  },
}

export const WithSteps: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    description: 'Select channels from Acme Inc',
    body: (
      <>
        <StepsHeader steps={['Tokens', 'Channels']} current={1} />
        <p>Selected: 0/5 channels</p>
      </>
    ),
    footer: (
      <>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.CloseTrigger>
        <Button disabled>Connect</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Connect Slack Workspace' })
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Channels')
  },
}
