/**
 * The audit log's vocabulary: every security or destructive event a company's admins can read back, with the words
 * that name it in Settings → Audit log and in the CSV export. The server records them (server/domain/audit/record.ts),
 * the mocks serve fixtures of them, and the app labels them from here.
 */

export const AUDIT_ACTIONS = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'sessions.ended_everywhere': 'Signed out everywhere',
  'member.joined': 'Joined the workspace',
  'member.role_changed': 'Changed a role',
  'member.deactivated': 'Deactivated a member',
  'member.reactivated': 'Reactivated a member',
  'join_request.approved': 'Approved a join request',
  'join_request.refused': 'Refused a join request',
  'ownership.transferred': 'Transferred ownership',
  'invitation.created': 'Invited someone',
  'invitation.revoked': 'Revoked an invitation',
  'source.connected': 'Connected a data source',
  'source.disconnected': 'Disconnected a data source',
  'source.purged': "Purged a data source's feedback",
  'feature.merged': 'Merged features',
  'feature.unmerged': 'Unmerged a feature',
  'theme.deleted': 'Deleted a theme',
  'preferences.changed': 'Changed workspace preferences',
  'domain.changed': 'Changed the workspace domain settings',
  'sso.changed': 'Changed single sign-on settings',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'tracker.connected': 'Connected an issue tracker',
  'tracker.disconnected': 'Disconnected an issue tracker',
  'feedback.imported': 'Started a CSV import',
} as const satisfies Record<string, string>

export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

/** What an event acted on. */
export const AUDIT_TARGET_TYPES = ['user', 'invitation', 'slack_integration', 'gmail_mailbox', 'feature', 'theme', 'workspace', 'api_key', 'tracker', 'csv_import'] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** The human label of an action; an unknown name (an older or newer server) reads as itself. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action
}

/** The longest user agent kept; longer ones are cut (a header is not a place to store a novel). */
export const AUDIT_USER_AGENT_MAX = 512
/** The most characters of a target label kept (a feature title can be long). */
export const AUDIT_LABEL_MAX = 200

/** The header row of the CSV export, in column order. */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'actor_email',
  'action',
  'action_label',
  'target_type',
  'target_id',
  'target_label',
  'ip',
  'user_agent',
  'details',
] as const

/**
 * A CSV cell that a spreadsheet will not run: text starting with = + - @, a tab or a carriage return gets a leading
 * apostrophe (OWASP's advice against CSV formula injection), so `=HYPERLINK(...)` in a feature title stays text.
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** A filter's date bound as an instant: a date alone (2025-01-31) means the whole day, `from` its start, `to` its end. */
export function dateBoundInstant(value: string, end: boolean): Date {
  return new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value)
}
