import { forwardRef, type ReactNode } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { LogOut, Menu as MenuIcon, Settings, User } from 'lucide-react'
import { cx } from '@styled-system/css'
import { appBar } from '@styled-system/recipes'

/** What the account menu asks the app to do. */
export type AccountMenuAction = 'profile' | 'workspace-settings' | 'logout'

export interface AppBarAccount {
  /** The person's full name. */
  name: string
  /** Their email, shown under the name in the menu. */
  email?: string | undefined
}

export interface AppBarProps {
  /** The current section's title, e.g. 'Features': the page's heading. */
  title: string
  /**
   * The title's heading level.
   * @default 1
   */
  headingLevel?: 1 | 2 | undefined
  /** The signed-in person: the account button shows their initial, the menu their name and email. */
  account?: AppBarAccount | undefined
  /** Called with the chosen item of the account menu: Profile, Workspace Settings or Logout. */
  onAccountAction?: ((action: AccountMenuAction) => void) | undefined
  /** A slot before the colour-mode toggle for the notifications (e.g. `<NotificationsMenu />`). */
  notifications?: ReactNode
  /** A slot before the account button for the colour-mode toggle (e.g. `<ColorModeToggle />`). */
  colorModeToggle?: ReactNode
  /**
   * Called by the 'Open navigation' button, shown below the `md` breakpoint, where the sidebar is a drawer
   * (Sidebar's `mobileOpen`). Without it the button is not rendered.
   */
  onOpenNavigation?: (() => void) | undefined
  /**
   * Whether the navigation drawer is open (the button's aria-expanded).
   * @default false
   */
  navigationOpen?: boolean | undefined
  /** Extra class names for the root element. */
  className?: string | undefined
}

const menuItems: ReadonlyArray<{ value: AccountMenuAction; label: string; icon: ReactNode }> = [
  { value: 'profile', label: 'Profile', icon: <User size={18} /> },
  { value: 'workspace-settings', label: 'Workspace Settings', icon: <Settings size={18} /> },
]

/**
 * The app shell's top bar: the section title as the page's heading, slots for the notifications and the colour-mode
 * toggle, and an
 * account menu (Ark Menu) with Profile, Workspace Settings and Logout. On small screens it also holds the button that
 * opens the navigation drawer.
 */
export const AppBar = forwardRef<HTMLElement, AppBarProps>(function AppBar(
  {
    title,
    headingLevel = 1,
    account,
    onAccountAction,
    notifications,
    colorModeToggle,
    onOpenNavigation,
    navigationOpen = false,
    className,
  },
  ref,
) {
  const classes = appBar()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const initial = account?.name.trim()[0]?.toUpperCase()
  return (
    <header ref={ref} className={cx(classes.root, className)}>
      {onOpenNavigation ? (
        <button
          type="button"
          className={classes.navButton}
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-expanded={navigationOpen}
          onClick={onOpenNavigation}
        >
          <MenuIcon size={22} aria-hidden="true" />
        </button>
      ) : null}
      <Heading className={classes.title}>{title}</Heading>
      <div className={classes.actions}>
        {notifications}
        {colorModeToggle}
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={(details) => onAccountAction?.(details.value as AccountMenuAction)}
        >
          <Menu.Trigger className={classes.trigger} aria-label="Account menu">
            <span className={classes.avatar} aria-hidden="true">
              {initial ?? <User size={18} />}
            </span>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner className={classes.positioner}>
              <Menu.Content className={classes.content}>
                <Menu.ItemGroup>
                  {account ? (
                    <Menu.ItemGroupLabel className={classes.account}>
                      <span className={classes.accountName}>{account.name}</span>{' '}
                      {account.email ? <span className={classes.accountEmail}>{account.email}</span> : null}
                    </Menu.ItemGroupLabel>
                  ) : null}
                  {menuItems.map((item) => (
                    <Menu.Item key={item.value} value={item.value} className={classes.item}>
                      <span className={classes.itemIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator className={classes.separator} />
                <Menu.Item value="logout" className={classes.item}>
                  <span className={classes.itemIcon} aria-hidden="true">
                    <LogOut size={18} />
                  </span>
                  Logout
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </div>
    </header>
  )
})

AppBar.displayName = 'AppBar'
