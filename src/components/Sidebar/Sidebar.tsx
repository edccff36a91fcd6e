import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Tooltip, useTooltip } from '@ark-ui/react/tooltip'
import { ChevronsLeft, ChevronsRight, X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { sidebar } from '@styled-system/recipes'
import { useControllableState } from '../../hooks/useControllableState'
import { activeItemPath } from './isActivePath'

export interface SidebarItem {
  /** Where the item leads, e.g. '/app/features'. It is active on that path and every path below it. */
  path: string
  /** The visible label, and the link's accessible name even while the sidebar is collapsed. */
  label: string
  /** A decorative icon (hidden from assistive tech). */
  icon: ReactNode
}

export interface SidebarUser {
  firstName: string
  lastName: string
  email: string
  /** The company shown in the chip; 'Workspace' when missing or blank. */
  companyName?: string | null | undefined
}

/**
 * Everything a navigation link needs, to spread onto the app's router link (or an `<a>`): `href`, the class,
 * `aria-current`, the content and the tooltip's trigger props (`id`, focus and pointer handlers).
 */
export interface SidebarLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  className: string
  children: ReactNode
  'aria-current'?: 'page' | undefined
}

export interface SidebarProps {
  /** The navigation items, in order. */
  items: readonly SidebarItem[]
  /** The current location's path; the item it equals or lies under is marked with aria-current="page". */
  currentPath: string
  /**
   * Renders each link, so the app can plug in its router: `(props) => <RouterLink to={props.href} {...props} />`.
   * Spread every prop: they carry the styling, aria-current and the collapsed tooltip's handlers.
   * @default (props) => <a {...props} />
   */
  renderLink?: ((props: SidebarLinkProps) => ReactNode) | undefined
  /** Called with the item's path when a link is followed (after the link's own click). */
  onNavigate?: ((path: string) => void) | undefined
  /** Whether the sidebar is collapsed to icons (controlled). Pair with `onCollapsedChange`. */
  collapsed?: boolean | undefined
  /**
   * Whether the sidebar starts collapsed when uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean | undefined
  /** Called when the collapse toggle is pressed. */
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined
  /**
   * Whether the temporary drawer used on small screens is open. The app opens it from an 'Open navigation' button
   * (AppBar's `onOpenNavigation`).
   * @default false
   */
  mobileOpen?: boolean | undefined
  /** Called when the drawer asks to open or close (close button, Escape, backdrop, a followed link). */
  onMobileOpenChange?: ((open: boolean) => void) | undefined
  /** The signed-in person, shown in the panel at the bottom. */
  user?: SidebarUser | undefined
  /** The product name or logo at the top. */
  brand?: ReactNode
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main navigation'
   */
  label?: string | undefined
  /** Extra class names for the permanent sidebar. */
  className?: string | undefined
}

type SidebarClasses = ReturnType<typeof sidebar>

const defaultRenderLink = ({ href, children, ...rest }: SidebarLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

/** The initial shown in the avatar: the first letter of the first name, else of the email. */
export function userInitial(user: Pick<SidebarUser, 'firstName' | 'email'>): string {
  return (user.firstName.trim()[0] ?? user.email.trim()[0] ?? '?').toUpperCase()
}

/** The company chip's text: the company name, or 'Workspace' when there is none. */
export function companyLabel(companyName: string | null | undefined): string {
  return companyName?.trim() || 'Workspace'
}

interface NavLinkProps {
  item: SidebarItem
  active: boolean
  collapsed: boolean
  classes: SidebarClasses
  renderLink: (props: SidebarLinkProps) => ReactNode
  onFollow: (path: string) => void
}

/** One link; while the sidebar is collapsed its label is visually hidden and shown in a tooltip on hover or focus. */
function NavLink({ item, active, collapsed, classes, renderLink, onFollow }: NavLinkProps) {
  const tooltip = useTooltip({
    disabled: !collapsed,
    openDelay: 300,
    closeDelay: 0,
    positioning: { placement: 'right' },
  })
  // The label already names the link, so the tooltip is not wired up as its description as well.
  const { 'aria-describedby': _describedBy, ...trigger } = tooltip.getTriggerProps() as AnchorHTMLAttributes<HTMLAnchorElement>
  const link = renderLink({
    ...trigger,
    href: item.path,
    className: classes.link,
    'aria-current': active ? 'page' : undefined,
    onClick: (event) => {
      trigger.onClick?.(event)
      onFollow(item.path)
    },
    children: (
      <>
        <span className={classes.icon} aria-hidden="true">
          {item.icon}
        </span>
        <span className={classes.label}>{item.label}</span>
      </>
    ),
  })
  return (
    <li>
      <Tooltip.RootProvider value={tooltip}>
        {link}
        {collapsed ? (
          <Portal>
            <Tooltip.Positioner>
              {/* A visual aid for mouse and keyboard users; screen readers already hear the label as the name. */}
              <Tooltip.Content className={classes.tooltip} aria-hidden="true">
                {item.label}
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        ) : null}
      </Tooltip.RootProvider>
    </li>
  )
}

interface PanelProps {
  classes: SidebarClasses
  items: readonly SidebarItem[]
  currentPath: string
  collapsed: boolean
  renderLink: (props: SidebarLinkProps) => ReactNode
  onFollow: (path: string) => void
  user: SidebarUser | undefined
  label: string
}

function NavAndUser({ classes, items, currentPath, collapsed, renderLink, onFollow, user, label }: PanelProps) {
  const active = activeItemPath(
    currentPath,
    items.map((item) => item.path),
  )
  return (
    <>
      <nav aria-label={label} className={classes.nav}>
        <ul className={classes.list}>
          {items.map((item) => (
            <NavLink
              key={item.path}
              item={item}
              active={item.path === active}
              collapsed={collapsed}
              classes={classes}
              renderLink={renderLink}
              onFollow={onFollow}
            />
          ))}
        </ul>
      </nav>
      {user ? (
        <div className={classes.user}>
          <span className={classes.avatar} aria-hidden="true">
            {userInitial(user)}
          </span>
          <p className={classes.userText}>
            <span className={classes.userName}>
              {user.firstName} {user.lastName}
            </span>
            <span className={classes.userEmail}>{user.email}</span>
            <span className={classes.chip}>{companyLabel(user.companyName)}</span>
          </p>
        </div>
      ) : null}
    </>
  )
}

/**
 * The app's left navigation: expanded (280) or collapsed to icons (72) with a toggle, the active item marked with
 * aria-current="page", the signed-in person at the bottom. Below the `md` breakpoint the column is hidden and the same
 * navigation opens as a temporary drawer (Ark Dialog) through `mobileOpen`.
 */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  {
    items,
    currentPath,
    renderLink = defaultRenderLink,
    onNavigate,
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    mobileOpen = false,
    onMobileOpenChange,
    user,
    brand,
    label = 'Main navigation',
    className,
  },
  ref,
) {
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange)
  const classes = sidebar({ collapsed, placement: 'permanent' })
  const drawerClasses = sidebar({ collapsed: false, placement: 'drawer' })
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  const ToggleIcon = collapsed ? ChevronsRight : ChevronsLeft

  return (
    <>
      <div ref={ref} className={cx(classes.root, className)} data-collapsed={collapsed ? '' : undefined}>
        <div className={classes.header}>
          {brand ? <div className={classes.brand}>{brand}</div> : null}
          <button
            type="button"
            className={classes.toggle}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={() => setCollapsed(!collapsed)}
          >
            <ToggleIcon size={20} aria-hidden="true" />
          </button>
        </div>
        <NavAndUser
          classes={classes}
          items={items}
          currentPath={currentPath}
          collapsed={collapsed}
          renderLink={renderLink}
          onFollow={(path) => onNavigate?.(path)}
          user={user}
          label={label}
        />
      </div>
      <Dialog.Root
        open={mobileOpen}
        onOpenChange={(details) => onMobileOpenChange?.(details.open)}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop className={drawerClasses.backdrop} />
          <Dialog.Positioner className={drawerClasses.positioner}>
            <Dialog.Content className={drawerClasses.content} aria-label="Navigation">
              <div className={drawerClasses.root}>
                <div className={drawerClasses.header}>
                  {brand ? <div className={drawerClasses.brand}>{brand}</div> : null}
                  <Dialog.CloseTrigger className={drawerClasses.toggle} aria-label="Close navigation">
                    <X size={20} aria-hidden="true" />
                  </Dialog.CloseTrigger>
                </div>
                <NavAndUser
                  classes={drawerClasses}
                  items={items}
                  currentPath={currentPath}
                  collapsed={false}
                  renderLink={renderLink}
                  onFollow={(path) => {
                    onNavigate?.(path)
                    onMobileOpenChange?.(false)
                  }}
                  user={user}
                  label={label}
                />
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
})

Sidebar.displayName = 'Sidebar'
