import type { FastifyPluginAsync } from 'fastify'
import { DEMO_ACCOUNT } from '../../api/demo'
import type { AppConfig } from '../../api/schemas/config'
import type { Config } from '../config'
import type { Services } from '../services'
import { VERSION } from '../version'
import { createRouteRegistrar } from './routing'

/** GET /api/v1/config: what the app needs to know before anyone signs in. */
export const appConfigRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  const route = createRouteRegistrar(app, services.auth.authenticate)
  const answer: AppConfig = {
    demo: config.demo ? { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } : null,
    slack_oauth: services.slackOAuth.configured,
    gmail_oauth: services.gmailOAuth.configured,
    google_signin: services.sso.googleConfigured,
    email_delivery: config.smtpUrl !== undefined,
    version: VERSION,
  }
  route('appConfig', async () => answer)
}
