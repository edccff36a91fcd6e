import { SsoProvider, SsoSettings, UpdateSsoRequest } from '../schemas/sso'
import { UpdatePreferencesRequest, Workspace, WorkspacePreferences } from '../schemas/workspace'
import { routesTagged } from './define'

const route = routesTagged('workspace')

/** The company itself: its details, its preferences and its single sign-on provider. */
export const workspaceRoutes = {
  workspace: route.get('/api/v1/workspace', {
    permission: 'workspace.read',
    response: Workspace,
    summary: "Return the signed-in user's company: its name, its admin and its members.",
  }),
  preferences: route.get('/api/v1/workspace/preferences', {
    permission: 'workspace.read',
    response: WorkspacePreferences,
    summary: "Return the company's preferences (auto-sync and email notifications, both on by default).",
  }),
  updatePreferences: route.put('/api/v1/workspace/preferences', {
    permission: 'preferences.manage',
    request: UpdatePreferencesRequest,
    response: WorkspacePreferences,
    summary: "Change the company's preferences given; answers all of them.",
  }),
  getSso: route.get('/api/v1/workspace/sso', {
    permission: 'sso.manage',
    response: SsoSettings,
    summary: "The workspace's OpenID Connect provider (never its client secret), or null when single sign-on is not set up.",
  }),
  updateSso: route.put('/api/v1/workspace/sso', {
    permission: 'sso.manage',
    request: UpdateSsoRequest,
    response: SsoProvider,
    errors: [400, 409, 502],
    summary:
      "Set up or change the workspace's OpenID Connect provider (issuer URL, client id and secret, the proven email " +
      'domain it signs in, whether it is required); the issuer is checked by OpenID Connect discovery first.',
  }),
  deleteSso: route.delete('/api/v1/workspace/sso', {
    permission: 'sso.manage',
    summary: 'Turn single sign-on off for the workspace: its people sign in with their passwords again.',
  }),
}
