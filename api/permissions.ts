/**
 * Who may do what in a company: the one permission table. The server checks it on every route (each route in
 * api/routes.ts names the action it needs), the mocks check it the same way, and the app reads it to hide or disable
 * what the signed-in person may not do, with `deniedReason` as the tooltip.
 *
 * Roles, from most to least trusted:
 * - owner: everything, and the only one who can set up single sign-on or hand ownership on; a company always keeps at
 *   least one owner.
 * - admin: everything company-wide or destructive (sources, purges, preferences, invitations, members, roles, domain
 *   settings, the audit log, deleting themes).
 * - member: the everyday product work: features, themes, merges, comments, Sync now.
 * - viewer: reads everything and comments.
 * A person whose join request waits for approval has no role in the company yet: only the `account` actions.
 */

export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/** Every action a route or a screen can ask about, with the words that name it in a refusal. */
export const ACTIONS = {
  /** Their own account: profile, password, sessions, sign out, their join request. */
  'account.manage': 'managing your own account',
  /** Features, themes, feedback, the dashboard, integrations and the workspace: everything a viewer reads. */
  'workspace.read': 'reading this workspace',
  'comment.write': 'writing comments',
  /**
   * Create, edit, merge, unmerge, link and unlink features; create, edit, accept and dismiss themes, the AI's theme
   * suggestions and proposed theme changes; edit the product areas themes start from.
   */
  'backlog.edit': 'editing features and themes',
  'source.sync': 'syncing a data source',
  /** Review and send the messages telling a feature's requesters it reached a status, and set its release note. */
  'requester.tell': 'telling requesters about a feature',
  /** Connect, reconnect, disconnect and purge Slack workspaces and Gmail mailboxes; import Slack exports. */
  'source.manage': 'connecting, disconnecting or purging data sources',
  'theme.delete': 'deleting themes',
  'preferences.manage': 'changing workspace preferences',
  'invitation.manage': 'managing invitations',
  /** Roles, deactivation and reactivation, join requests. */
  'member.manage': 'managing members and join requests',
  'domain.manage': 'changing the workspace domains',
  /** Owner only: whoever controls the sign-in provider can sign in as anyone of its domain, owners included. */
  'sso.manage': 'changing the single sign-on settings',
  'audit.read': 'reading the audit log',
  /** The preview of what the analysis would send to the configured AI provider (message texts, redacted). */
  'ai.inspect': 'seeing what the AI provider would be sent',
  'ownership.transfer': 'transferring ownership of the workspace',
  /** Create, list and revoke the company's API keys. */
  'api-key.manage': 'managing API keys',
  /** Connect and disconnect the company's issue trackers (GitHub Issues), with their token and status mapping. */
  'tracker.manage': 'connecting or disconnecting issue trackers',
  /** From a feature, create a tracker issue, search the tracker, link and unlink its issues: editing the feature. */
  'issue.link': 'creating and linking tracker issues',
  /** Held by API keys alone (API_KEY_ACTIONS), never by a role: a person's access token cannot send feedback this way. */
  'feedback.ingest': 'sending feedback through the API',
  /**
   * Upload a CSV file of feedback and import it. Admins, as for API keys and connecting sources: an import writes
   * feedback for the whole company under a source of its own, and many rows at once.
   */
  'feedback.import': 'importing feedback from a CSV file',
} as const satisfies Record<string, string>
export type Action = keyof typeof ACTIONS

const READER: readonly Action[] = ['account.manage', 'workspace.read', 'comment.write']
const MEMBER: readonly Action[] = [...READER, 'backlog.edit', 'source.sync', 'requester.tell', 'issue.link']
const ADMIN: readonly Action[] = [
  ...MEMBER,
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

/** The permission table: what each role may do. */
export const PERMISSIONS: Readonly<Record<Role, ReadonlySet<Action>>> = {
  owner: new Set<Action>([...ADMIN, 'sso.manage', 'ownership.transfer']),
  admin: new Set(ADMIN),
  member: new Set(MEMBER),
  viewer: new Set(READER),
}

/**
 * What a company API key allows: writing feedback, nothing else. A route needing one of these actions takes
 * `Authorization: Bearer <API key>` instead of a person's access token.
 */
export const API_KEY_ACTIONS: ReadonlySet<Action> = new Set<Action>(['feedback.ingest'])
export type ApiKeyAction = 'feedback.ingest'

/** True for an action only an API key holds (its route authenticates the key, not a person). */
export function isApiKeyAction(action: Action): action is ApiKeyAction {
  return API_KEY_ACTIONS.has(action)
}

/** What a person without a role (a join request waiting for approval) may do. */
const WITHOUT_ROLE: ReadonlySet<Action> = new Set<Action>(['account.manage'])

/** True when the role (null: not a member yet) allows the action. */
export function can(role: Role | null, action: Action): boolean {
  return (role === null ? WITHOUT_ROLE : PERMISSIONS[role]).has(action)
}

/** The roles that allow the action, most trusted first: "owner or admin". */
export function rolesAllowed(action: Action): Role[] {
  return ROLES.filter((role) => PERMISSIONS[role].has(action))
}

function joinRoles(roles: readonly Role[]): string {
  if (roles.length <= 1) return roles.join('')
  return `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}`
}

/**
 * The 403 sentence when the role does not allow the action: what is needed and who can help.
 * "Connecting, disconnecting or purging data sources needs the owner or admin role. Ask an admin of this workspace."
 */
export function forbiddenDetail(action: Action, role: Role | null): string {
  if (role === null) return 'Your request to join this workspace has not been approved yet.'
  const phrase = ACTIONS[action]
  const subject = phrase.charAt(0).toUpperCase() + phrase.slice(1)
  const roles = rolesAllowed(action)
  const whoHelps = roles.includes('admin') ? 'an admin' : `the ${roles[0]}`
  return `${subject} needs the ${joinRoles(roles)} role. Ask ${whoHelps} of this workspace.`
}

/** Null when the role allows the action, else the sentence to show beside the disabled control. */
export function deniedReason(role: Role | null, action: Action): string | null {
  return can(role, action) ? null : forbiddenDetail(action, role)
}

/** True when `role` is at least as trusted as `than` (owner > admin > member > viewer). */
export function outranksOrEquals(role: Role, than: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(than)
}
