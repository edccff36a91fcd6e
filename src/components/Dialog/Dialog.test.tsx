import { createRef, useState, type Ref } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Button } from '../Button'
import { Dialog } from '.'

type ConnectDialogProps = Partial<Dialog.RootProps> & { ref?: Ref<HTMLDivElement>; trigger?: boolean }

function ConnectDialog({ ref, trigger = true, ...props }: ConnectDialogProps) {
  return (
    <Dialog.Root {...props}>
      {trigger ? (
        <Dialog.Trigger asChild>
          <Button>Connect</Button>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Content ref={ref}>
        <Dialog.Header>
          <Dialog.Title>Connect Slack Workspace</Dialog.Title>
          <Dialog.Description>The user token is needed to read messages from the selected channels.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <label>
            User Token
            <input name="token" />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button>Next</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
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
          trigger={false}
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

  it('submits its form with Enter in a field, through the submit button of the footer', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<() => void>()
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Rename</Dialog.Title>
          </Dialog.Header>
          <Dialog.Form
            onSubmit={(event) => {
              event.preventDefault()
              onSubmit()
            }}
          >
            <Dialog.Body>
              <input aria-label="Name" />
              <input aria-label="Slug" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="submit">Save</Button>
            </Dialog.Footer>
          </Dialog.Form>
        </Dialog.Content>
      </Dialog.Root>,
    )
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Docs{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('says which part is outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Dialog.Body />)).toThrow('Dialog.Body must be inside Dialog.Root.')
  })
})
