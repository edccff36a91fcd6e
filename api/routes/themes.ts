import { IdParams } from '../schemas/common'
import { Trend } from '../schemas/features'
import {
  AcceptThemeRequest,
  CreateThemeRequest,
  ProductAreas,
  Theme,
  ThemeChangeSuggestionList,
  ThemeList,
  ThemeListQuery,
  UpdateProductAreasRequest,
  UpdateThemeRequest,
} from '../schemas/themes'
import { routesTagged } from './define'

const route = routesTagged('themes')

/** Themes, the product areas the AI names them by, and the changes to them the AI proposes. */
export const themeRoutes = {
  listThemes: route.get('/api/v1/themes', {
    permission: 'workspace.read',
    query: ThemeListQuery,
    response: ThemeList,
    errors: [400],
    summary:
      "The company's themes, suggested ones included, with counts computed from their features; by name, paged: " +
      'pass next_cursor as cursor for the next page.',
  }),
  getTheme: route.get('/api/v1/themes/:id', {
    permission: 'workspace.read',
    params: IdParams,
    response: Theme,
    errors: [404],
    summary: 'One theme with its computed counts.',
  }),
  createTheme: route.post('/api/v1/themes', {
    permission: 'backlog.edit',
    request: CreateThemeRequest,
    response: Theme,
    status: 201,
    errors: [404],
    summary: 'Create a theme; its owner is the person creating it unless owner_id says otherwise.',
  }),
  updateTheme: route.put('/api/v1/themes/:id', {
    permission: 'backlog.edit',
    params: IdParams,
    request: UpdateThemeRequest,
    response: Theme,
    errors: [404],
    summary: 'Change the fields given; the counts stay computed.',
  }),
  deleteTheme: route.delete('/api/v1/themes/:id', {
    permission: 'theme.delete',
    params: IdParams,
    errors: [404],
    summary:
      "Delete a theme; its features stay, in no theme. A theme named after one of the company's product areas takes " +
      'the area out of them, so the AI does not make it again.',
  }),
  acceptTheme: route.post('/api/v1/themes/:id/accept', {
    permission: 'backlog.edit',
    params: IdParams,
    request: AcceptThemeRequest,
    response: Theme,
    errors: [404, 409],
    summary: 'Accept a theme the AI suggested: it becomes active, renamed when a name is given.',
  }),
  dismissTheme: route.post('/api/v1/themes/:id/dismiss', {
    permission: 'backlog.edit',
    params: IdParams,
    errors: [404, 409],
    summary: 'Dismiss a theme the AI suggested: it disappears and the features the AI put in it are unthemed.',
  }),
  themeTrend: route.get('/api/v1/themes/:id/trend', {
    permission: 'workspace.read',
    params: IdParams,
    response: Trend,
    errors: [404],
    summary: "The mentions of the theme's features per day over the last 90 days (UTC).",
  }),
  getProductAreas: route.get('/api/v1/product-areas', {
    permission: 'workspace.read',
    response: ProductAreas,
    summary: "The product areas the AI names and places themes by: the built-in starter set until the team edits it.",
  }),
  updateProductAreas: route.put('/api/v1/product-areas', {
    permission: 'backlog.edit',
    request: UpdateProductAreasRequest,
    response: ProductAreas,
    summary: "Replace the company's product areas (renamed, removed, added); the AI uses them from its next analysis on.",
  }),
  listThemeChanges: route.get('/api/v1/theme-changes', {
    permission: 'workspace.read',
    response: ThemeChangeSuggestionList,
    summary: 'Changes to the themes the AI proposes from the feedback (rename, merge), each with its reason, oldest first.',
  }),
  acceptThemeChange: route.post('/api/v1/theme-changes/:id/accept', {
    permission: 'backlog.edit',
    params: IdParams,
    errors: [404, 409],
    summary:
      'Make the proposed change: a rename renames the theme; a merge moves the other themes\' features into the first ' +
      'and archives the others.',
  }),
  dismissThemeChange: route.post('/api/v1/theme-changes/:id/dismiss', {
    permission: 'backlog.edit',
    params: IdParams,
    errors: [404, 409],
    summary: 'Dismiss the proposed change: it is not proposed again.',
  }),
}
