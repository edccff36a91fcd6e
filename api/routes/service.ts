import { AppConfig } from '../schemas/config'
import { Health } from '../schemas/health'
import { routesTagged } from './define'

const config = routesTagged('config')
const health = routesTagged('health')

/** The public calls of the service itself: the settings the app reads at start, and the health check. */
export const serviceRoutes = {
  appConfig: config.get('/api/v1/config', {
    permission: null,
    response: AppConfig,
    summary: 'Public settings the app reads at start: the demo credentials (null without demo mode), Slack OAuth, version.',
  }),
  health: health.get('/healthz', {
    permission: null,
    response: Health,
    errors: [503],
    summary: 'Report that the API and its database are up.',
  }),
}
