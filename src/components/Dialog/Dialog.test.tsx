import { createRef, useState, type Ref } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Button } from '../Button'
import { Dialog, DialogCloseTrigger, type DialogProps } from './Dialog'

function ConnectDialog(props: Partial<DialogProps> & { ref?: Ref<HTMLDivElement> }) {
  return (
    <Dialog
      title="Connect Slack Workspace"
      description="The user token is needed to read messages from the selected channels."
      trigger={<Button>Connect</Button>}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogCloseTrigger>
          <Button>Next</Button>
        </>
      }
      {...props}
    >
      <label>
        User Token
        <input name="token" />
      </label>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('has no axe violations when open', async () => {
    const { baseElement } = render(<ConnectDialog defaultOpen />)
    await screen.findByRole('dialog')
    await expectNoAxeViolations(baseElement)
  })

  it('opens from its trigger, named and described, with focus inside', async () => {
    const user = userEvent.setup()
    render(<ConnectDialog />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Slack Workspace' })
    expect(dialog).toHaveAccessibleDescription('The user token is needed to read messages from the selected channels.')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  })

  // jsdom has no layout, so focus-trap finds nothing tabbable and holds focus on the content; the Open story checks
  // the Tab order among the controls in Chromium.
  it('keeps focus inside while tabbing in both directions', async () => {
    const user = userEvent.setup()
    render(<ConnectDialog />)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    for (const shift of [false, false, false, false, false, true, true, true]) {
      await user.tab({ shift })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(<ConnectDialog />)
    const trigger = screen.getByRole('button', { name: 'Connect' })
    await user.click(trigger)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('closes from the close icon labelled Close and from a footer close trigger', async () => {
    const user = userEvent.setup()
    render(<ConnectDialog />)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('is controlled through open and onOpenChange', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn<(details: { open: boolean }) => void>()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <ConnectDialog
          trigger={undefined}
          open={open}
          onOpenChange={(details) => {
            onOpenChange(details)
            setOpen(details.open)
          }}
        />
      )
    }
    render(<Controlled />)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('can be an alertdialog', async () => {
    render(<ConnectDialog defaultOpen role="alertdialog" />)
    expect(await screen.findByRole('alertdialog', { name: 'Connect Slack Workspace' })).toBeInTheDocument()
  })

  it('forwards its ref to the content', async () => {
    const ref = createRef<HTMLDivElement>()
    render(<ConnectDialog ref={ref} defaultOpen />)
    expect(await screen.findByRole('dialog')).toBe(ref.current)
  })
})
