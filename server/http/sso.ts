import type { FastifyPluginAsync } from 'fastify'
import type { SsoProvider } from '../../api/schemas/sso'
import type { Tokens } from '../../api/schemas/auth'
import type { SsoProviderView } from '../domain/sso/service'
import type { Services } from '../services'
import { auditOrigin, requestSource } from './request-source'
import { createRouteRegistrar } from './routing'

function toProvider(provider: SsoProviderView): SsoProvider {
  return {
    issuer: provider.issuer,
    client_id: provider.clientId,
    has_secret: provider.hasSecret,
    domain: provider.domain,
    sso_required: provider.ssoRequired,
    updated_at: provider.updatedAt.toISOString(),
  }
}

export interface SsoRoutesOptions {
  services: Services
}

/** Single sign-on: /api/v1/auth/sso/* (start and exchange, public) and /api/v1/workspace/sso (the admins' settings). */
export const ssoRoutes: FastifyPluginAsync<SsoRoutesOptions> = async (app, { services }) => {
  const { sso } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route(
    'ssoStart',
    async ({ query }) => ({
      authorize_url: query.email !== undefined ? await sso.startForEmail(query.email) : await sso.startWithGoogle(),
    }),
  )

  route(
    'ssoExchange',
    async ({ body, request }): Promise<Tokens> => {
      const pair = await sso.exchange(body, requestSource(request))
      return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer' }
    },
  )

  route('getSso', async ({ auth }) => {
    const provider = await sso.settings(auth.companyId)
    return { provider: provider && toProvider(provider) }
  })

  route('updateSso', async ({ auth, body, request }) =>
    toProvider(
      await sso.update(auth.companyId, {
        issuer: body.issuer,
        clientId: body.client_id,
        clientSecret: body.client_secret,
        domain: body.domain,
        ssoRequired: body.sso_required,
      }, auditOrigin(request)),
    ),
  )

  route('deleteSso', async ({ auth, request }) => sso.remove(auth.companyId, auditOrigin(request)))
}
