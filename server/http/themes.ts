import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { requestSource } from './request-source'
import { createRouteRegistrar } from './routing'

/** /api/v1/themes/*: themes, their suggestions and trends; the product areas they start from; proposed theme changes. */
export const themeRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { themes } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('listThemes', ({ auth, query }) => themes.list(auth, query))
  route('getTheme', ({ auth, params }) => themes.get(auth, params.id))
  route('createTheme', ({ auth, body }) => themes.create(auth, body))
  route('updateTheme', ({ auth, params, body }) => themes.update(auth, params.id, body))
  route('deleteTheme', ({ auth, params, request }) => themes.remove(auth, params.id, requestSource(request)))
  route('acceptTheme', ({ auth, params, body }) => themes.accept(auth, params.id, body.name))
  route('dismissTheme', ({ auth, params }) => themes.dismiss(auth, params.id))
  route('themeTrend', ({ auth, params }) => themes.trend(auth, params.id))

  route('getProductAreas', ({ auth }) => services.productAreas.get(auth))
  route('updateProductAreas', ({ auth, body }) => services.productAreas.update(auth, body))
  route('listThemeChanges', ({ auth }) => services.themeChanges.list(auth))
  route('acceptThemeChange', ({ auth, params }) => services.themeChanges.accept(auth, params.id))
  route('dismissThemeChange', ({ auth, params }) => services.themeChanges.dismiss(auth, params.id))
}
