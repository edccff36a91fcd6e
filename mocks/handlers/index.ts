import { http } from 'msw'
import type { HttpHandler } from 'msw'
import { type AppConfig, DEMO_ACCOUNT, ErrorDetail } from '../../api'
import type { MockStore } from '../store'
import { apiKeyHandlers } from './api-keys'
import { csvImportHandlers } from './csv-import'
import { auditHandlers } from './audit'
import { authHandlers } from './auth'
import { dashboardHandlers } from './dashboard'
import { featureHandlers } from './features'
import { feedbackHandlers } from './feedback'
import { gmailHandlers } from './gmail'
import { memberHandlers } from './members'
import { joiningHandlers } from './joining'
import { errorResponse, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'
import { slackHandlers } from './slack'
import { slackDigestHandlers } from './slack-digest'
import { ssoHandlers } from './sso'
import { tellHandlers } from './tell'
import { themeHandlers } from './themes'
import { trackerHandlers } from './trackers'
import { workspaceHandlers } from './workspace'

export type { MockRouteOptions as MockHandlerOptions } from './mock-route'

/** Every call of the route table, answered from the store, then a 404 `{detail}` for any other /api/v1 path. */
/** The mock API always is a demo (its store starts with the demo workspace), and it can do what a configured server can. */
export const MOCK_APP_CONFIG: AppConfig = {
  demo: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  slack_oauth: false,
  gmail_oauth: true,
  google_signin: true,
  email_delivery: true,
  version: 'mock',
}

export function createHandlers(store: MockStore, options: MockRouteOptions = {}): HttpHandler[] {
  return [
    ...authHandlers(store, options),
    ...ssoHandlers(store, options),
    ...workspaceHandlers(store, options),
    ...memberHandlers(store, options),
    ...joiningHandlers(store, options),
    ...slackHandlers(store, options),
    ...gmailHandlers(store, options),
    ...featureHandlers(store, options),
    ...feedbackHandlers(store, options),
    ...apiKeyHandlers(store, options),
    ...tellHandlers(store, options),
    ...slackDigestHandlers(store, options),
    ...csvImportHandlers(store, options),
    ...trackerHandlers(store, options),
    ...themeHandlers(store, options),
    ...dashboardHandlers(store, options),
    ...auditHandlers(store, options),
    mockRoute(store, 'appConfig', () => MOCK_APP_CONFIG, options),
    mockRoute(store, 'health', () => ({ status: 'ok', database: 'ok' }), options),
    http.all(`${options.baseUrl ?? '*'}/api/v1/*`, () => errorResponse(404, ErrorDetail.routeNotFound)),
  ]
}
