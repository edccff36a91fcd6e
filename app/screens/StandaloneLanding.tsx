import { PublicLayout } from '../layouts/PublicLayout'
import { paths } from '../routes/paths'
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary'
import LandingPage from './LandingPage'

/** The landing page as the first page of a visit: without the router, whose code it does not need. */
export default function StandaloneLanding() {
  return (
    <RouteErrorBoundary resetKey={paths.home}>
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    </RouteErrorBoundary>
  )
}
