import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AppBar } from '../../src/components/AppBar'
import { ColorModeToggle } from '../../src/components/ColorModeToggle'

/** The menu this trigger controls, once open: not any menu on the page, where a previous story's may linger. */
async function openMenuOf(trigger: HTMLElement): Promise<HTMLElement> {
  let menu: HTMLElement | null = null
  await waitFor(() => {
    menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
    expect(menu).toHaveAttribute('data-state', 'open')
  })
  return menu!
}

const meta = {
  title: 'Components/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Features',
    account: { name: 'Ada Lovelace', email: 'ada@acme.test' },
    onAccountAction: fn(),
    colorModeToggle: <ColorModeToggle mode="light" onToggle={() => {}} />,
  },
} satisfies Meta<typeof AppBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument()
  },
}

/** The account menu: Profile, Workspace Settings, Logout. */
export const AccountMenu: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' })
    await userEvent.click(trigger)
    const menu = await openMenuOf(trigger)
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Workspace Settings', 'Logout'])
    // Choose with the keyboard after the pointer opened it: Ark's pointer selection is flaky when the visual runner
    // replays the story in the same page.
    await waitFor(() => expect(menu).toHaveFocus())
    await userEvent.keyboard('{End}')
    // Ark moves the highlight a moment after the key (a microtask, or the next frame); under load that is not at once.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(args.onAccountAction).toHaveBeenCalledWith('logout')
    // The menu closes and gives focus back to its button: wait for that so the screenshot is stable.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'))
    // Whether the returned focus shows a ring depends on the runner's window focus: shoot the bar at rest.
    trigger.blur()
  },
}

export const KeyboardMenu: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await openMenuOf(trigger)
    await waitFor(() => expect(menu).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onAccountAction).toHaveBeenCalledWith('workspace-settings')
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'))
    // Whether the returned focus shows a ring depends on the runner's window focus: shoot the bar at rest.
    trigger.blur()
  },
}

/**
 * With the button that opens the navigation drawer. It shows below the md breakpoint only (resize the canvas to
 * see it); at the test viewport it is present but hidden, so the play checks its wiring without a pointer.
 */
export const WithNavigationButton: Story = {
  args: { title: 'Workspace Settings', onOpenNavigation: fn(), navigationOpen: false },
  play: async ({ args, canvasElement }) => {
    // Hidden elements have no accessible name, so the button is found by its label attribute.
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open navigation"]')!
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    button.click()
    await expect(args.onOpenNavigation).toHaveBeenCalledOnce()
  },
}

export const NoAccount: Story = {
  args: { title: 'Dashboard', account: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    // Nobody signed in: the account button shows a generic icon, no initial.
    await expect(canvas.getByRole('button', { name: 'Account menu' }).textContent).toBe('')
  },
}
