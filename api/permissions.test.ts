import { describe, expect, it } from 'vitest'
import { ACTIONS, API_KEY_ACTIONS, type Action, can, deniedReason, forbiddenDetail, PERMISSIONS, ROLES, rolesAllowed } from './permissions'
import { type RouteDefinition, routes } from './routes'

/** The calls anyone may make without signing in; every other route must name the action it needs. */
const PUBLIC_ROUTES = [
  'login',
  'register',
  'refresh',
  'logout',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'slackEvents',
  'githubWebhook',
  'appConfig',
  'ssoStart',
  'ssoExchange',
  'health',
]

describe('the permission table', () => {
  it('gives every route an explicit permission, public only for the sign-in, health and webhook calls', () => {
    const entries = Object.entries(routes) as [string, RouteDefinition][]
    for (const [name, route] of entries) {
      const known = Object.hasOwn(route, 'permission') && [null, ...Object.keys(ACTIONS)].includes(route.permission)
      expect({ name, known }).toEqual({ name, known: true })
    }
    const publicRoutes = entries.filter(([, route]) => route.permission === null).map(([name]) => name)
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort())
  })

  it('keeps destructive and company-wide actions for owners and admins', () => {
    const adminOnly: Action[] = [
      'source.manage',
      'theme.delete',
      'preferences.manage',
      'invitation.manage',
      'member.manage',
      'domain.manage',
      'audit.read',
      'ai.inspect',
      'api-key.manage',
      'feedback.import',
      'tracker.manage',
    ]
    for (const action of adminOnly) expect(rolesAllowed(action)).toEqual(['owner', 'admin'])
    expect(rolesAllowed('ownership.transfer')).toEqual(['owner'])
    expect(rolesAllowed('sso.manage')).toEqual(['owner'])
  })

  it('gives the sending of feedback through the API to API keys alone, never to a role', () => {
    expect(rolesAllowed('feedback.ingest')).toEqual([])
    expect(can(null, 'feedback.ingest')).toBe(false)
    expect([...API_KEY_ACTIONS]).toEqual(['feedback.ingest'])
  })

  it('lets members edit the backlog and viewers only read and comment', () => {
    expect(can('member', 'backlog.edit')).toBe(true)
    expect(can('member', 'source.sync')).toBe(true)
    expect(can('member', 'issue.link')).toBe(true)
    expect(can('viewer', 'issue.link')).toBe(false)
    expect(can('viewer', 'backlog.edit')).toBe(false)
    expect([...PERMISSIONS.viewer].sort()).toEqual(['account.manage', 'comment.write', 'workspace.read'])
  })

  it('gives each role everything the roles below it have', () => {
    for (let index = 1; index < ROLES.length; index += 1) {
      const higher = PERMISSIONS[ROLES[index - 1]!]
      for (const action of PERMISSIONS[ROLES[index]!]) expect(higher.has(action)).toBe(true)
    }
  })

  it('lets a person whose join request waits manage only their own account', () => {
    expect(can(null, 'account.manage')).toBe(true)
    expect(can(null, 'workspace.read')).toBe(false)
    expect(forbiddenDetail('workspace.read', null)).toBe('Your request to join this workspace has not been approved yet.')
  })

  it('names what is needed and who can help in a refusal', () => {
    expect(forbiddenDetail('source.manage', 'member')).toBe(
      'Connecting, disconnecting or purging data sources needs the owner or admin role. Ask an admin of this workspace.',
    )
    expect(forbiddenDetail('ownership.transfer', 'admin')).toBe(
      'Transferring ownership of the workspace needs the owner role. Ask the owner of this workspace.',
    )
    expect(forbiddenDetail('backlog.edit', 'viewer')).toBe(
      'Editing features and themes needs the owner, admin or member role. Ask an admin of this workspace.',
    )
    expect(deniedReason('admin', 'source.manage')).toBeNull()
  })
})
