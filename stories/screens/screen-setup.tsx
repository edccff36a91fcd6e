import type { ReactNode } from 'react'
import type { Decorator, StoryContext } from '@storybook/react-vite'
import type { MswApi } from 'msw-storybook-addon/types'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { css, cx } from '@styled-system/css'
import type { Role, User } from '../../api'
import { AppShell } from '../../app/layouts/AppShell'
import { sidebarStorageKey } from '../../app/layouts/sidebar-storage'
import { ProtectedRoute, PublicOnlyRoute } from '../../app/routes/guards'
import { AuthProvider } from '../../app/state/auth'
import { authStorageKey } from '../../app/state/auth/auth-storage'
import { ColorModeProvider } from '../../app/state/color-mode'
import { colorModeStorageKey } from '../../app/state/color-mode/color-mode-storage'
import { IntegrationsProvider } from '../../app/state/integrations'
import { ToastsProvider } from '../../app/state/toasts'
import { createHandlers, createMockStore, demoTeam, demoTokens, demoUser, type MockStore } from '../../mocks'
import { PortalFrame } from '../portal-frame'

/** What play functions get, for their helpers. */
export type Canvas = StoryContext['canvas']
export type StoryUser = StoryContext['userEvent']

/** How a screen story mounts its screen: where the router starts and which of the app's wrappers it gets. */
export interface ScreenParameters {
  /** The URL the memory router starts at, e.g. '/reset-password?token=abc'. */
  path: string
  /** The route pattern the screen answers, when it is not the path itself. */
  route?: string
  /**
   * The app's wrapper for the route: the public-only guard (public pages), none (pages open signed in or not, such as
   * the verification link), the protected guard that lets a waiting join request through (its page), the protected
   * guard with the integrations context, or that plus the app shell.
   * @default 'protected'
   */
  wrapper?: 'public' | 'open' | 'waiting' | 'protected' | 'shell'
  /** A height for the frame, for screens whose dialogs or toasts need room. */
  minHeight?: 'md' | 'lg'
}

/**
 * A transformed frame is the containing block of fixed descendants (dialogs, toasts, the drawer), so they stay inside
 * the story and its screenshot.
 */
const frames = {
  md: css({ position: 'relative', minH: '[640px]', overflow: 'hidden' }),
  lg: css({ position: 'relative', minH: '[752px]', overflow: 'hidden' }),
}
/**
 * Only the signed-in screens have dialogs and snackbars to contain. A transformed frame taller than the viewport
 * comes out offset in the screenshot, so the public screens (the long registration form) go without.
 */
const containFixed = css({ transform: 'translateZ(0)' })
/**
 * Full-height layouts (the shell, the onboarding) fill the frame rather than the viewport (--headway-page-height).
 * The lg frame plus the visual test's padding is the stories project's 800 px viewport.
 */
const frameHeights = { md: '640px', lg: '752px' } as const

/** Where a story's navigation led: the screen left for a route the story does not render. */
function Elsewhere() {
  const location = useLocation()
  return (
    <output className={css({ display: 'block', p: '3', fontWeight: 'semibold' })}>
      Navigated to {location.pathname}
      {location.search}
    </output>
  )
}

function routePath(parameters: ScreenParameters): string {
  return parameters.route ?? parameters.path.split('?')[0] ?? '/'
}

function wrap(parameters: ScreenParameters, story: ReactNode): ReactNode {
  const route = routePath(parameters)
  switch (parameters.wrapper ?? 'protected') {
    case 'public':
      return <Route path={route} element={<PublicOnlyRoute>{story}</PublicOnlyRoute>} />
    case 'open':
      return <Route path={route} element={story} />
    case 'waiting':
      return <Route path={route} element={<ProtectedRoute waiting>{story}</ProtectedRoute>} />
    case 'protected':
      return (
        <Route
          path={route}
          element={
            <ProtectedRoute>
              <IntegrationsProvider>{story}</IntegrationsProvider>
            </ProtectedRoute>
          }
        />
      )
    case 'shell':
      return (
        <Route
          element={
            <ProtectedRoute>
              <IntegrationsProvider>
                <AppShell />
              </IntegrationsProvider>
            </ProtectedRoute>
          }
        >
          <Route path={route} element={story} />
        </Route>
      )
  }
}

/**
 * Renders a screen as the app does: colour mode, session, toasts and router, the screen's guard and contexts, and a
 * catch-all route that shows where navigation went. Configure it with `parameters.screen`.
 */
export const withScreen: Decorator = (Story, context) => {
  const parameters = context.parameters.screen as ScreenParameters | undefined
  if (!parameters) throw new Error(`${context.title}: screen stories need parameters.screen.`)
  const colorMode = context.globals.colorMode === 'dark' ? 'dark' : 'light'
  return (
    <PortalFrame
      className={cx(
        frames[parameters.minHeight ?? 'md'],
        parameters.wrapper === 'public' || parameters.wrapper === 'open' ? undefined : containFixed,
      )}
      style={{ ['--headway-page-height' as string]: frameHeights[parameters.minHeight ?? 'md'] }}
    >
      <ColorModeProvider key={colorMode}>
        <AuthProvider>
          <ToastsProvider>
            <MemoryRouter initialEntries={[parameters.path]}>
              <Routes>
                {wrap(parameters, <Story />)}
                <Route path="*" element={<Elsewhere />} />
              </Routes>
            </MemoryRouter>
          </ToastsProvider>
        </AuthProvider>
      </ColorModeProvider>
    </PortalFrame>
  )
}

export interface MockApiOptions {
  /**
   * Start signed in as the demo admin (Dana Demo of Acme Analytics).
   * @default true
   */
  signedIn?: boolean
  /** Changes to the signed-in user, e.g. `{ onboarding_completed: false }`. */
  user?: Partial<User>
  /** Changes to the fresh mock store before the story renders, e.g. removing the Slack integration. */
  prepare?: (store: MockStore) => void
  /** Handlers that take precedence over the mock API, for error and loading states. */
  handlers?: HttpHandler[]
  /** Start with the sidebar collapsed. */
  sidebarCollapsed?: boolean
}

/**
 * A `beforeEach` for screen stories: a fresh mock store behind MSW (so every run starts from the same fixtures), the
 * stored session, and the colour mode of the toolbar (the app's provider reads it from localStorage).
 */
export function mockApi(options: MockApiOptions = {}) {
  return (context: { msw: MswApi; globals: Record<string, unknown> }) => {
    const store = createMockStore()
    options.prepare?.(store)
    if (options.user) Object.assign(store.state.users[0]!, options.user)
    context.msw.use(...(options.handlers ?? []), ...createHandlers(store))
    localStorage.setItem(colorModeStorageKey, context.globals.colorMode === 'dark' ? 'dark' : 'light')
    localStorage.setItem(sidebarStorageKey, String(options.sidebarCollapsed ?? false))
    if (options.signedIn ?? true) {
      const user = { ...demoUser, ...options.user }
      localStorage.setItem(authStorageKey, JSON.stringify({ user, tokens: demoTokens, isAuthenticated: true }))
    } else {
      localStorage.removeItem(authStorageKey)
    }
    return () => {
      localStorage.removeItem(authStorageKey)
      localStorage.removeItem(sidebarStorageKey)
    }
  }
}

/**
 * Signed in as the demo user with another role (issue 16's gated screens), beside the demo team, whose admin is made
 * the owner (a company always keeps one). The role is set both in the mock store and in the signed-in state the app starts with.
 */
export function mockApiAs(role: Role, options: MockApiOptions = {}) {
  return mockApi({
    ...options,
    user: { ...options.user, role },
    prepare: (store) => {
      store.state.users.push(...demoTeam.map((person) => ({ ...person, role: person.role === 'admin' ? 'owner' : person.role })))
      options.prepare?.(store)
    },
  })
}

/**
 * Points at a disabled control's DisabledReason wrapper so its tooltip shows the reason (a programmatic focus after
 * a click would not count as keyboard focus, and the tooltip opens on keyboard focus or hover).
 */
export async function showReason(user: StoryUser, control: HTMLElement) {
  const wrapper = control.closest<HTMLElement>('[data-disabled-reason]')
  if (!wrapper) throw new Error('The control has no DisabledReason wrapper.')
  await user.hover(wrapper)
}

/** A call that never answers: the screen stays in its loading state. */
export function pending(method: 'get' | 'post' | 'put' | 'delete', path: string): HttpHandler {
  return http[method](`*${path}`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })
}

/** A call that fails with a status and, when given, a `{detail}` sentence (else a body the client cannot read). */
export function failing(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, detail?: string): HttpHandler {
  return http[method](`*${path}`, () =>
    detail === undefined ? new HttpResponse('Internal Server Error', { status }) : HttpResponse.json({ detail }, { status }),
  )
}
