import { AUDIT_CSV_COLUMNS, auditActionLabel, csvSafeCell } from '../api/audit'
import type { AuditAction, AuditEvent } from '../api'
import { MOCK_EPOCH, demoCompany, demoIntegration, demoMailbox, demoMember, demoUser } from './fixtures'

export interface StoredAuditEvent extends AuditEvent {
  company_id: string
}

const MINUTE_MS = 60_000
const minutesBefore = (minutes: number) => new Date(Date.parse(MOCK_EPOCH) - minutes * MINUTE_MS).toISOString()
const eventId = (serial: number) => `e0a0d17e-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

type Fixture = Pick<AuditEvent, 'action'> & Partial<AuditEvent> & { by: 'admin' | 'member' | null; minutes: number }

/** The demo workspace's history, newest first: what the Audit log screen shows in every fresh mock store. */
const fixtures: Fixture[] = [
  { action: 'auth.signed_in', by: 'admin', minutes: 12, ip: '203.0.113.24', user_agent: CHROME },
  {
    action: 'preferences.changed',
    by: 'admin',
    minutes: 47,
    target_type: 'workspace',
    target_id: demoCompany.id,
    details: { email_notifications: false },
    ip: '203.0.113.24',
    user_agent: CHROME,
  },
  {
    action: 'source.connected',
    by: 'admin',
    minutes: 95,
    target_type: 'gmail_mailbox',
    target_id: demoMailbox.id,
    target_label: demoMailbox.email_address,
    details: { labels: ['Customer feedback'] },
    ip: '203.0.113.24',
    user_agent: CHROME,
  },
  {
    action: 'auth.sign_in_failed',
    by: 'member',
    minutes: 180,
    details: { reason: 'wrong_password' },
    ip: '198.51.100.77',
    user_agent: FIREFOX,
  },
  { action: 'auth.signed_in', by: 'member', minutes: 182, ip: '198.51.100.77', user_agent: FIREFOX },
  {
    action: 'theme.deleted',
    by: 'admin',
    minutes: 60 * 26,
    target_type: 'theme',
    target_id: 'f3e1c2b4-0000-4000-8000-00000000a001',
    target_label: 'Legacy exports',
    ip: '203.0.113.24',
    user_agent: CHROME,
  },
  {
    action: 'invitation.created',
    by: 'admin',
    minutes: 60 * 49,
    target_type: 'invitation',
    target_id: 'd9c4a2e1-7f3b-4c8d-9e5a-1b2c3d4e5f60',
    target_label: 'jordan@example.com',
    ip: '203.0.113.24',
    user_agent: CHROME,
  },
  {
    action: 'source.connected',
    by: 'admin',
    minutes: 60 * 24 * 6,
    target_type: 'slack_integration',
    target_id: demoIntegration.id,
    target_label: demoIntegration.team_name,
    details: { channels: demoIntegration.channels.map((channel) => `#${channel.name}`) },
    ip: '203.0.113.24',
    user_agent: CHROME,
  },
  { action: 'member.joined', by: 'member', minutes: 60 * 24 * 58, ip: '198.51.100.77', user_agent: FIREFOX },
]

/** Fresh copies of the demo workspace's audit events, newest first. */
export function seededAuditEvents(): StoredAuditEvent[] {
  return fixtures.map(({ by, minutes, ...event }, index) => {
    const actor = by === 'admin' ? demoUser : by === 'member' ? demoMember : null
    return {
      id: eventId(index + 1),
      company_id: demoCompany.id,
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      target_type: null,
      target_id: null,
      target_label: null,
      details: {},
      ip: null,
      user_agent: null,
      created_at: minutesBefore(minutes),
      ...event,
      ...(event.details && { details: { ...event.details } }),
    }
  })
}

/** What the mocks record of an action: the caller, the target, and no address (the mock API has no network). */
export interface MockAuditInput {
  action: AuditAction
  actor: { id: string; email: string } | null
  target?: { type: NonNullable<AuditEvent['target_type']>; id: string; label: string | null }
  details?: Record<string, unknown>
}

export function mockAuditEvent(id: string, companyId: string, at: string, input: MockAuditInput): StoredAuditEvent {
  return {
    id,
    company_id: companyId,
    action: input.action,
    actor_id: input.actor?.id ?? null,
    actor_email: input.actor?.email ?? null,
    target_type: input.target?.type ?? null,
    target_id: input.target?.id ?? null,
    target_label: input.target?.label ?? null,
    details: input.details ?? {},
    ip: null,
    user_agent: null,
    created_at: at,
  }
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

/** The export's CSV as the server writes it: header row, ISO times, RFC 4180 quoting, formula cells made inert. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((event) => [
    event.created_at,
    event.actor_email ?? '',
    event.action,
    auditActionLabel(event.action),
    event.target_type ?? '',
    event.target_id ?? '',
    event.target_label ?? '',
    event.ip ?? '',
    event.user_agent ?? '',
    Object.keys(event.details).length === 0 ? '' : JSON.stringify(event.details),
  ])
  return [[...AUDIT_CSV_COLUMNS], ...rows].map((cells) => `${cells.map((cell) => quoted(csvSafeCell(cell))).join(',')}\n`).join('')
}
