import { Dashboard } from '../schemas/dashboard'
import { routesTagged } from './define'

const route = routesTagged('dashboard')

/** The figures of the dashboard. */
export const dashboardRoutes = {
  dashboard: route.get('/api/v1/dashboard', {
    permission: 'workspace.read',
    response: Dashboard,
    summary: 'The figures of the dashboard: request totals, active themes, and 90-day trends of themes and top features.',
  }),
}
