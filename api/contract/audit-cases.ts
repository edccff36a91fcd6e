import { expect, vi } from 'vitest'
import { AUDIT_CSV_COLUMNS } from '../audit'
import { forbiddenDetail } from '../permissions'
import { ErrorDetail } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, unique } from './harness'
import type { ContractCase, Send } from './harness'

/** A member of the admin's company, joined by invitation. */
async function invitedMember(send: Send, adminToken: string) {
  const email = `${unique('audit-member')}@example.com`
  const invitation = expectSuccess('createInvitation', await call(send, 'createInvitation', { token: adminToken, body: { email } }))
  const invitation_token = new URL(invitation.invite_url).searchParams.get('invitation') ?? ''
  const password = 'correct-horse'
  const body = { email, first_name: 'Ada', last_name: 'Byron', password, job_title: null, invitation_token }
  const user = expectSuccess('register', await call(send, 'register', { body }))
  const tokens = expectSuccess('login', await call(send, 'login', { body: { username: email, password } }))
  return { user, tokens }
}

const listOf = async (send: Send, token: string, query: Record<string, string> = {}) =>
  expectSuccess('listAuditEvents', await call(send, 'listAuditEvents', { token, query }))

/** The audit log: the list and the CSV export, for admins only. */
export const auditCases: ContractCase[] = [
  {
    name: 'the audit log and its export answer 401 without a token and 403 to a member',
    async run(send) {
      const admin = await companyAdmin(send, 'audit-perm')
      const member = await invitedMember(send, admin.tokens.access_token)
      expect(member.user.role).toBe('member')
      for (const name of ['listAuditEvents', 'exportAuditEvents'] as const) {
        expectError(401, await call(send, name))
        const refused = await call(send, name, { token: member.tokens.access_token })
        expect(expectError(403, refused)).toBe(forbiddenDetail('audit.read', 'member'))
      }
    },
  },
  {
    name: 'the audit log lists sign-ins, failed sign-ins and preference changes of the company, newest first, filtered and paged',
    async run(send) {
      const admin = await companyAdmin(send, 'audit-list')
      const token = admin.tokens.access_token
      const email = admin.user.email
      expectError(401, await call(send, 'login', { body: { username: email, password: 'not-the-password' } }))
      // The server records a failed sign-in in the background (so that it answers as fast as for an unknown email).
      await vi.waitFor(async () => expect((await listOf(send, token, { action: 'auth.sign_in_failed' })).items).toHaveLength(1))
      expectSuccess('updatePreferences', await call(send, 'updatePreferences', { token, body: { auto_sync: false } }))

      const { items, next_cursor } = await listOf(send, token)
      expect(next_cursor).toBeNull()
      expect(items.map((event) => [event.action, event.actor_id, event.actor_email])).toEqual([
        ['preferences.changed', admin.user.id, email],
        ['auth.sign_in_failed', admin.user.id, email],
        ['auth.signed_in', admin.user.id, email],
      ])
      expect(items[0]).toMatchObject({
        target_type: 'workspace',
        target_id: admin.user.company_id,
        details: { auto_sync: false },
      })
      expect(items[1]!.details).toEqual({ reason: 'wrong_password' })

      const first = await listOf(send, token, { limit: '2' })
      expect(first.items.map((event) => event.id)).toEqual(items.slice(0, 2).map((event) => event.id))
      const second = await listOf(send, token, { limit: '2', cursor: first.next_cursor ?? '' })
      expect([second.items.map((event) => event.id), second.next_cursor]).toEqual([[items[2]!.id], null])

      expect((await listOf(send, token, { action: 'auth.signed_in' })).items.map((event) => event.id)).toEqual([items[2]!.id])
      expect((await listOf(send, token, { actor_id: admin.user.id })).items).toHaveLength(3)
      expect((await listOf(send, token, { to: '2000-01-01' })).items).toEqual([])
      const bad = await call(send, 'listAuditEvents', { token, query: { cursor: 'not-a-cursor' } })
      expect(expectError(400, bad)).toBe(ErrorDetail.invalidCursor)
      expectError(422, await call(send, 'listAuditEvents', { token, query: { action: 'auth.exploded' } }))
    },
  },
  {
    name: 'the audit log export is CSV with a header row and the filters, and a formula in a cell stays text',
    async run(send) {
      const admin = await companyAdmin(send, 'audit-csv')
      const token = admin.tokens.access_token
      const theme = expectSuccess('createTheme', await call(send, 'createTheme', { token, body: { name: '=1+2' } }))
      expectSuccess('deleteTheme', await call(send, 'deleteTheme', { token, params: { id: theme.id } }))

      const response = await call(send, 'exportAuditEvents', { token })
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      const lines = String(response.json).trimEnd().split('\n')
      expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','))
      expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['theme.deleted', 'auth.signed_in'])
      const cells = lines[1]!.split(',')
      expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(cells.slice(1, 7)).toEqual([admin.user.email, 'theme.deleted', 'Deleted a theme', 'theme', theme.id, "'=1+2"])

      const filtered = await call(send, 'exportAuditEvents', { token, query: { action: 'auth.signed_in' } })
      expect(String(filtered.json).trimEnd().split('\n')).toHaveLength(2)
    },
  },
]
