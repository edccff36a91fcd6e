import { lazy, Suspense } from 'react'
import { Outlet, Route, Routes, useLocation } from 'react-router-dom'
import { PublicLayout } from '../layouts/PublicLayout'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { paths } from './paths'

// Screens load lazily so the landing route ships only what it shows. Everything but the landing page needs the
// session (the auth context and the API client with its schemas), so that lives in its own chunk too.
const LandingPage = lazy(() => import('../screens/LandingPage'))
const SessionRoutes = lazy(() => import('./SessionRoutes'))

export function AppRoutes() {
  const location = useLocation()
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<PublicLayout>
                  <Outlet />
                </PublicLayout>}>
            <Route path={paths.home} element={<LandingPage />} />
          </Route>
          <Route path="*" element={<SessionRoutes />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  )
}
