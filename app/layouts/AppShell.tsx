import { startTransition, useEffect, useState } from 'react'
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { Layers, LayoutDashboard, Lightbulb, Settings } from 'lucide-react'
import { css } from '@styled-system/css'
import { ColorModeToggle } from '../../src/components/ColorModeToggle'
import { AppBar, type AccountMenuAction } from '../../src/components/AppBar'
import { Sidebar, type SidebarItem, type SidebarLinkProps } from '../../src/components/Sidebar'
import { productName } from '../product'
import { paths } from '../routes/paths'
import { selectFullName, useAuthActions, useAuthState } from '../state/auth'
import { useColorModeDispatch, useColorModeState } from '../state/color-mode'
import { NotificationsProvider } from '../state/notifications'
import { NotificationsControl } from './NotificationsControl'
import { VerifyEmailBanner } from './VerifyEmailBanner'
import { sectionTitle } from './section-title'
import { readSidebarCollapsed, storeSidebarCollapsed } from './sidebar-storage'

/** The navigation of the app (spec section 2): an item is active on its path and every path below it. */
export const navigationItems: readonly SidebarItem[] = [
  { path: paths.dashboard, label: 'Dashboard', icon: <LayoutDashboard /> },
  { path: paths.features, label: 'Features', icon: <Lightbulb /> },
  { path: paths.themes, label: 'Themes', icon: <Layers /> },
  { path: paths.settingsWorkspace, label: 'Workspace Settings', icon: <Settings /> },
]

/** The sidebar's links go through the router. */
function renderLink({ href, ...props }: SidebarLinkProps) {
  return <RouterLink to={href} {...props} />
}

// The viewport's height; a frame that shows the shell (a story) can set --headway-page-height to its own.
const shell = css({ display: 'flex', minH: '[var(--headway-page-height, 100dvh)]', bg: 'bg', color: 'fg' })
const column = css({ flex: '1', minW: '[0]', display: 'flex', flexDir: 'column' })
// The sidebar's own height is 100% of a row that only has a minimum height: let the row stretch it instead.
const sidebarHeight = css({ h: 'auto', alignSelf: 'stretch' })
const content = css({ flex: '1', w: 'full', maxW: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: '3' })

/**
 * The signed-in app: the collapsible sidebar (remembered in localStorage; a drawer on small screens), the top bar with
 * the section title, the notifications, the colour-mode toggle and the account menu, and the current screen.
 */
export function AppShell() {
  const location = useLocation()
  const navigate = useNavigate()
  const auth = useAuthState()
  const authActions = useAuthActions()
  const { mode } = useColorModeState()
  const colorModeDispatch = useColorModeDispatch()
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // A broken access token shows up at once: the session client refreshes it, or the session ends and the guard
  // sends the browser to /login.
  useEffect(() => {
    void authActions.refreshUser()
  }, [authActions])

  const user = auth.user

  function onAccountAction(action: AccountMenuAction) {
    if (action === 'profile') navigate(paths.settingsProfile)
    else if (action === 'workspace-settings') navigate(paths.settingsWorkspace)
    else {
      // One transition for both, so the guard never sees a signed-out session on a protected page and
      // sends the browser to /login instead of home.
      startTransition(() => {
        navigate(paths.home)
        void authActions.logout()
      })
    }
  }

  return (
    <NotificationsProvider>
      <div className={shell}>
        <Sidebar
          items={navigationItems}
          currentPath={location.pathname}
          renderLink={renderLink}
          collapsed={collapsed}
          onCollapsedChange={(next) => {
            setCollapsed(next)
            storeSidebarCollapsed(next)
          }}
          mobileOpen={drawerOpen}
          onMobileOpenChange={setDrawerOpen}
          brand={productName}
          className={sidebarHeight}
          user={
            user
              ? {
                  firstName: user.first_name,
                  lastName: user.last_name,
                  email: user.email,
                  companyName: user.company_name,
                }
              : undefined
          }
        />
        <div className={column}>
          <AppBar
            title={sectionTitle(location.pathname)}
            account={user ? { name: selectFullName(auth), email: user.email } : undefined}
            onAccountAction={onAccountAction}
            notifications={<NotificationsControl />}
            colorModeToggle={
              <ColorModeToggle mode={mode} onToggle={() => colorModeDispatch({ type: 'colorMode/toggled' })} />
            }
            onOpenNavigation={() => setDrawerOpen(true)}
            navigationOpen={drawerOpen}
          />
          <main className={content}>
            <VerifyEmailBanner className={css({ mb: '2' })} />
            <Outlet />
          </main>
        </div>
      </div>
    </NotificationsProvider>
  )
}
