import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, Outlet, Route, Routes } from 'react-router-dom'
import { AppShell } from '../layouts/AppShell'
import { PublicLayout } from '../layouts/PublicLayout'
import { AuthProvider } from '../state/auth'
import { IntegrationsProvider } from '../state/integrations'
import { ToastsProvider } from '../state/toasts'
import { ProtectedRoute, PublicOnlyRoute } from './guards'
import { paths } from './paths'

const NotFoundPage = lazy(() => import('../screens/NotFoundPage'))
const LoginPage = lazy(() => import('../screens/account/LoginPage'))
const RegisterPage = lazy(() => import('../screens/account/RegisterPage'))
const ForgotPasswordPage = lazy(() => import('../screens/account/ForgotPasswordPage'))
const ResetPasswordPage = lazy(() => import('../screens/account/ResetPasswordPage'))
const VerifyEmailPage = lazy(() => import('../screens/account/VerifyEmailPage'))
const JoinRequestPage = lazy(() => import('../screens/account/JoinRequestPage'))
const OnboardingPage = lazy(() => import('../screens/onboarding/OnboardingPage'))
const ProfileSettingsPage = lazy(() => import('../screens/settings/ProfileSettingsPage'))
const WorkspaceSettingsPage = lazy(() => import('../screens/settings/WorkspaceSettingsPage'))
const IntegrationsSettingsPage = lazy(() => import('../screens/settings/IntegrationsSettingsPage'))
const AuditLogPage = lazy(() => import('../screens/settings/AuditLogPage'))
const CsvImportPage = lazy(() => import('../screens/integrations/CsvImportPage'))
const SlackCallbackPage = lazy(() => import('../screens/SlackCallbackPage'))
const GmailCallbackPage = lazy(() => import('../screens/GmailCallbackPage'))
const SsoCallbackPage = lazy(() => import('../screens/account/SsoCallbackPage'))
const DashboardPage = lazy(() => import('../screens/dashboard/DashboardPage'))
const FeaturesPage = lazy(() => import('../screens/features/FeaturesPage'))
const ThemesPage = lazy(() => import('../screens/themes/ThemesPage'))

/** The signed-in part of the app: the guard, the integrations context, then the layout. */
function Protected({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <IntegrationsProvider>{children}</IntegrationsProvider>
    </ProtectedRoute>
  )
}

/** A lazy screen inside a layout: the layout stays while the screen's chunk loads. */
function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** Every route but the landing page: they share one session (auth context and API client) and the toasts. */
export default function SessionRoutes() {
  return (
    <AuthProvider>
      <ToastsProvider>
        <Routes>
          <Route
            element={
              <PublicOnlyRoute>
                <PublicLayout>
                  <Outlet />
                </PublicLayout>
              </PublicOnlyRoute>
            }
          >
            <Route path={paths.login} element={<Screen><LoginPage /></Screen>} />
            <Route path={paths.register} element={<Screen><RegisterPage /></Screen>} />
            <Route path={paths.forgotPassword} element={<Screen><ForgotPasswordPage /></Screen>} />
            <Route path={paths.resetPassword} element={<Screen><ResetPasswordPage /></Screen>} />
            <Route path={paths.ssoCallback} element={<Screen><SsoCallbackPage /></Screen>} />
          </Route>

          {/* Open signed in or not: the emailed link is often opened in another browser. */}
          <Route element={<PublicLayout>
                  <Outlet />
                </PublicLayout>}>
            <Route path={paths.verifyEmail} element={<Screen><VerifyEmailPage /></Screen>} />
            <Route
              path={paths.joinRequest}
              element={<ProtectedRoute waiting><Screen><JoinRequestPage /></Screen></ProtectedRoute>}
            />
          </Route>

          <Route path={paths.onboarding} element={<Protected><Screen><OnboardingPage /></Screen></Protected>} />

          <Route
            element={
              <Protected>
                <AppShell />
              </Protected>
            }
          >
            <Route path={paths.dashboard} element={<Screen><DashboardPage /></Screen>} />
            <Route path={paths.settings} element={<Navigate to={paths.settingsWorkspace} replace />} />
            <Route path={paths.settingsProfile} element={<Screen><ProfileSettingsPage /></Screen>} />
            <Route path={paths.settingsWorkspace} element={<Screen><WorkspaceSettingsPage /></Screen>} />
            <Route path={paths.settingsIntegrations} element={<Screen><IntegrationsSettingsPage /></Screen>} />
            <Route path={paths.settingsAudit} element={<Screen><AuditLogPage /></Screen>} />
            <Route path={paths.csvImport} element={<Screen><CsvImportPage /></Screen>} />
            <Route path={paths.slackCallback} element={<Screen><SlackCallbackPage /></Screen>} />
            <Route path={paths.gmailCallback} element={<Screen><GmailCallbackPage /></Screen>} />
            {/* One route each with an optional id, so choosing a feature or theme keeps the screen (and its state). */}
            <Route path={`${paths.features}/:id?`} element={<Screen><FeaturesPage /></Screen>} />
            <Route path={`${paths.themes}/:id?`} element={<Screen><ThemesPage /></Screen>} />
          </Route>

          <Route element={<PublicLayout>
                  <Outlet />
                </PublicLayout>}>
            <Route path="*" element={<Screen><NotFoundPage /></Screen>} />
          </Route>
        </Routes>
      </ToastsProvider>
    </AuthProvider>
  )
}

