import { expect } from 'vitest'
import { routes } from '../routes'
import type { RequestOf } from '../routes'
import { DEMO_ACCOUNT } from '../demo'
import { forbiddenDetail } from '../permissions'
import { RegisterRequest } from '../schemas/auth'
import { ErrorDetail, SuccessMessage, formatValidationError } from '../schemas/error'
import { SsoDetail } from '../sso'
import { apiKeyCases } from './api-key-cases'
import { tellCases } from './tell-cases'
import { slackDigestCases } from './slack-digest-cases'
import { auditCases } from './audit-cases'
import { csvImportCases } from './csv-import-cases'
import { backlogCases } from './backlog-cases'
import { feedbackCases } from './feedback-cases'
import { memberCases } from './member-cases'
import { pagingCases } from './paging-cases'
import { joiningCases } from './joining-cases'
import { rateLimitCases } from './rate-limit-cases'
import { themeCases } from './theme-cases'
import {
  call,
  companyAdmin,
  expectError,
  expectSuccess,
  invitedMember,
  registerAndLogin,
  registration,
  runId,
  unique,
  uniqueEmail,
} from './harness'
import type { ContractCase } from './harness'
import { trackerCases } from './tracker-cases'

export { parseBody } from './harness'
export type { ContractCase, ContractRequest, ContractResponse, ContractSeeds, Send } from './harness'

const validationSentence = (payload: unknown) => {
  const parsed = RegisterRequest.safeParse(payload)
  if (parsed.success) throw new Error('The payload was expected to be invalid.')
  return formatValidationError(parsed.error)
}

function invitationToken(inviteUrl: string): string {
  const token = new URL(inviteUrl).searchParams.get('invitation')
  if (!token) throw new Error(`No invitation token in ${inviteUrl}`)
  return token
}

const unknownId = '5f2e8c1a-3b4d-4e6f-9a7b-8c9d0e1f2a3b'
const channelIds = (count: number) => Array.from({ length: count }, (_, index) => `C0CONTRACT${index}`)

/** Scenarios every implementation of the API must pass: the MSW handlers and the real server. */
export const contractCases: ContractCase[] = [
  {
    name: 'healthz answers ok',
    async run(send) {
      expect(expectSuccess('health', await call(send, 'health'))).toEqual({ status: 'ok', database: 'ok' })
    },
  },
  {
    name: 'register creates the user and answers 201 with it',
    async run(send) {
      const payload = registration('register', { email: `  Mixed.Case-${runId}@Contract.test ` })
      const user = expectSuccess('register', await call(send, 'register', { body: payload }))
      expect(user).toMatchObject({
        email: `mixed.case-${runId}@contract.test`,
        first_name: 'Grace',
        last_name: 'Hopper',
        job_title: 'Product Manager',
        role: 'owner',
        company_name: payload.company_name,
        is_active: true,
        onboarding_completed: false,
      })
    },
  },
  {
    name: 'register with an invalid email answers 422 with the validation sentence',
    async run(send) {
      const payload = registration('invalid-email', { email: 'not-an-email' })
      const detail = expectError(422, await call(send, 'register', { body: payload }))
      expect(detail).toBe(validationSentence(payload))
    },
  },
  {
    name: 'register with a short password answers 422 with the spec sentence',
    async run(send) {
      const payload = registration('short-password', { password: 'short' })
      const detail = expectError(422, await call(send, 'register', { body: payload }))
      expect(detail).toBe(validationSentence(payload))
      expect(detail).toContain('Password must be at least 8 characters long.')
    },
  },
  {
    name: 'a JSON call with a broken or empty body answers 422',
    async run(send) {
      const { method, path } = routes.register
      const headers = { 'content-type': 'application/json' }
      const broken = await send({ method, path, headers, body: '{"email": ' })
      expect(expectError(422, broken)).toBe(ErrorDetail.invalidJsonBody)
      expect(expectError(422, await send({ method, path, headers, body: '' }))).toBe(ErrorDetail.emptyJsonBody)
    },
  },
  {
    name: 'register with a taken email answers 409',
    async run(send) {
      const payload = registration('duplicate')
      expectSuccess('register', await call(send, 'register', { body: payload }))
      const again = await call(send, 'register', { body: { ...payload, email: payload.email.toUpperCase() } })
      expect(expectError(409, again)).toBe(ErrorDetail.emailTaken)
    },
  },
  {
    name: 'login with form fields answers a bearer token pair',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'login')
      expect(tokens.token_type).toBe('bearer')
      expect(tokens.access_token).not.toBe(tokens.refresh_token)
    },
  },
  {
    name: 'login with a wrong password or an unknown email answers 401',
    async run(send) {
      const { payload } = await registerAndLogin(send, 'wrong-password')
      const wrongPassword = await call(send, 'login', { body: { username: payload.email, password: 'not-the-password' } })
      expect(expectError(401, wrongPassword)).toBe(ErrorDetail.incorrectCredentials)
      const unknownEmail = await call(send, 'login', { body: { username: uniqueEmail('nobody'), password: 'whatever1' } })
      expect(expectError(401, unknownEmail)).toBe(ErrorDetail.incorrectCredentials)
    },
  },
  {
    name: 'me without a valid token answers 401',
    async run(send) {
      expect(expectError(401, await call(send, 'me'))).toBe(ErrorDetail.notAuthenticated)
      expect(expectError(401, await call(send, 'me', { token: 'not-a-token' }))).toBe(ErrorDetail.notAuthenticated)
    },
  },
  {
    name: 'me with the access token answers the user',
    async run(send) {
      const { user, tokens } = await registerAndLogin(send, 'me')
      expect(expectSuccess('me', await call(send, 'me', { token: tokens.access_token }))).toEqual(user)
    },
  },
  {
    name: 'refresh answers a new pair; the used token answers that same successor until the successor is used',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'refresh')
      const body = { refresh_token: tokens.refresh_token }
      const renewed = expectSuccess('refresh', await call(send, 'refresh', { body }))
      expect(renewed.refresh_token).not.toBe(tokens.refresh_token)
      expectSuccess('me', await call(send, 'me', { token: renewed.access_token }))
      // A second tab presenting the same token at once (within REFRESH_GRACE_MS) gets the same successor.
      const again = expectSuccess('refresh', await call(send, 'refresh', { body }))
      expect(again.refresh_token).toBe(renewed.refresh_token)
      expectSuccess('me', await call(send, 'me', { token: again.access_token }))
      const next = expectSuccess('refresh', await call(send, 'refresh', { body: { refresh_token: renewed.refresh_token } }))
      expect(next.refresh_token).not.toBe(renewed.refresh_token)
    },
  },
  {
    name: 'update me changes the names',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'update-me')
      const body = { first_name: 'Ada', last_name: 'Lovelace', onboarding_completed: true }
      const updated = expectSuccess('updateMe', await call(send, 'updateMe', { token: tokens.access_token, body }))
      expect(updated).toMatchObject(body)
      expect(expectSuccess('me', await call(send, 'me', { token: tokens.access_token }))).toMatchObject(body)
    },
  },
  {
    name: 'logout answers 204 and the refresh token no longer works',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'logout')
      const body = { refresh_token: tokens.refresh_token }
      expectSuccess('logout', await call(send, 'logout', { body, token: tokens.access_token }))
      expectError(401, await call(send, 'refresh', { body }))
    },
  },
  {
    name: 'slack integrations need a token and are empty for a new company',
    async run(send) {
      expectError(401, await call(send, 'listSlackIntegrations'))
      const { tokens } = await registerAndLogin(send, 'slack-list')
      const list = expectSuccess('listSlackIntegrations', await call(send, 'listSlackIntegrations', { token: tokens.access_token }))
      expect(list).toEqual([])
    },
  },
  {
    name: 'slack validate with an empty token answers 422',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-validate')
      const response = await call(send, 'validateSlackTokens', { token: tokens.access_token, body: { user_token: '' } })
      expectError(422, response)
    },
  },
  {
    name: 'slack connect with 0 or 6 channels answers 422',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-connect')
      for (const count of [0, 6]) {
        const body = { user_token: 'xoxp-contract-token', selected_channels: channelIds(count) }
        expectError(422, await call(send, 'connectSlack', { token: tokens.access_token, body }))
      }
    },
  },
  {
    name: 'deleting an unknown integration answers 404',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-delete')
      const response = await call(send, 'deleteSlackIntegration', { token: tokens.access_token, params: { id: unknownId } })
      expect(expectError(404, response)).toBe(ErrorDetail.integrationNotFound)
    },
  },
  {
    name: 'sync now and purge of an unknown integration answer 404; a purge that is not true or false answers 422',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-sync')
      const token = tokens.access_token
      expectError(401, await call(send, 'syncSlackIntegration', { params: { id: unknownId } }))
      const sync = await call(send, 'syncSlackIntegration', { token, params: { id: unknownId } })
      expect(expectError(404, sync)).toBe(ErrorDetail.integrationNotFound)
      const purge = await call(send, 'deleteSlackIntegration', { token, params: { id: unknownId }, query: { purge: 'true' } })
      expect(expectError(404, purge)).toBe(ErrorDetail.integrationNotFound)
      const invalid = await call(send, 'deleteSlackIntegration', { token, params: { id: unknownId }, query: { purge: 'yes' } })
      expect(expectError(422, invalid)).toBe('purge must be true or false.')
    },
  },
  {
    name: 'slack import needs a token and a zip body (415 without one)',
    async run(send) {
      expectError(401, await call(send, 'importSlackExport'))
      const { tokens } = await registerAndLogin(send, 'slack-import')
      expectError(415, await call(send, 'importSlackExport', { token: tokens.access_token }))
    },
  },
  {
    name: 'an unknown slack import answers 404, and needs a token',
    async run(send) {
      expectError(401, await call(send, 'getSlackImport', { params: { id: unknownId } }))
      const { tokens } = await registerAndLogin(send, 'slack-import-read')
      const response = await call(send, 'getSlackImport', { token: tokens.access_token, params: { id: unknownId } })
      expect(expectError(404, response)).toBe(ErrorDetail.importNotFound)
    },
  },
  {
    name: 'slack connect needs a user token or a connect handle',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-handle')
      const body = { selected_channels: channelIds(1) } as RequestOf<'connectSlack'>
      const response = await call(send, 'connectSlack', { token: tokens.access_token, body })
      expect(expectError(422, response)).toBe('Enter your Slack user token.')
    },
  },
  {
    name: 'Connect with Slack answers 404 when OAuth is not set up',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'slack-oauth')
      const start = await call(send, 'slackOAuthStart', { token: tokens.access_token })
      expect(expectError(404, start)).toMatch(/not set up/)
      const body = { code: 'code', state: 'state' }
      expectError(404, await call(send, 'slackOAuthExchange', { token: tokens.access_token, body }))
    },
  },
  {
    name: 'every gmail call needs a token; a new company has no mailboxes',
    async run(send) {
      const body = { connect_handle: 'handle', label_ids: ['INBOX'] }
      expectError(401, await call(send, 'gmailOAuthStart'))
      expectError(401, await call(send, 'gmailOAuthExchange', { body: { code: 'code', state: 'state' } }))
      expectError(401, await call(send, 'connectGmail', { body }))
      expectError(401, await call(send, 'listGmailMailboxes'))
      expectError(401, await call(send, 'syncGmailMailbox', { params: { id: unknownId } }))
      expectError(401, await call(send, 'deleteGmailMailbox', { params: { id: unknownId } }))
      const { tokens } = await registerAndLogin(send, 'gmail-list')
      const list = expectSuccess('listGmailMailboxes', await call(send, 'listGmailMailboxes', { token: tokens.access_token }))
      expect(list).toEqual([])
    },
  },
  {
    name: 'gmail connect with 0 or 6 labels answers 422',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'gmail-connect')
      const connect = (label_ids: string[]) =>
        call(send, 'connectGmail', { token: tokens.access_token, body: { connect_handle: 'handle', label_ids } })
      expect(expectError(422, await connect([]))).toBe('Select at least one label.')
      const six = ['INBOX', 'Label_1', 'Label_2', 'Label_3', 'Label_4', 'Label_5']
      expect(expectError(422, await connect(six))).toBe('Select at most 5 labels.')
    },
  },
  {
    name: 'sync now, delete and purge of an unknown mailbox answer 404; a purge that is not true or false answers 422',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'gmail-unknown')
      const token = tokens.access_token
      const params = { id: unknownId }
      expect(expectError(404, await call(send, 'syncGmailMailbox', { token, params }))).toBe(ErrorDetail.mailboxNotFound)
      expect(expectError(404, await call(send, 'deleteGmailMailbox', { token, params }))).toBe(ErrorDetail.mailboxNotFound)
      const purge = await call(send, 'deleteGmailMailbox', { token, params, query: { purge: 'true' } })
      expect(expectError(404, purge)).toBe(ErrorDetail.mailboxNotFound)
      const invalid = await call(send, 'deleteGmailMailbox', { token, params, query: { purge: 'yes' } })
      expect(expectError(422, invalid)).toBe('purge must be true or false.')
    },
  },
  {
    name: 'register reports the rules in the order of the form, with the spec sentences',
    async run(send) {
      const { company_name: _name, company_size: _size, ...withoutCompany } = registration('rules')
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...registration('rules'), password: 'short', first_name: ' ' }, 'Password must be at least 8 characters long.'],
        [{ ...registration('rules'), first_name: '  ' }, 'First name and last name are required.'],
        [{ ...registration('rules'), last_name: '' }, 'First name and last name are required.'],
        [{ ...registration('rules'), company_name: '   ' }, 'Company name is required.'],
        [withoutCompany, 'Company name is required.'],
        [{ ...registration('rules'), company_size: '5-9' }, 'Please select your company size.'],
        [{ ...withoutCompany, company_name: 'Somewhere' }, 'Please select your company size.'],
      ]
      for (const [payload, sentence] of cases) {
        const response = await send({
          method: 'POST',
          path: routes.register.path,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        })
        expect({ sentence, detail: expectError(422, response) }).toEqual({ sentence, detail: sentence })
      }
    },
  },
  {
    name: 'register with an existing company name but no proven domain makes a company of its own, same answer shape',
    async run(send) {
      const domain = `${unique('join')}.test`
      const company = `Join Co ${domain}`
      const admin = expectSuccess('register', await call(send, 'register', { body: registration('join', { email: `lead@${domain}`, company_name: company }) }))
      expect(admin).toMatchObject({ role: 'owner', email_verified: false })
      // The lead has not verified an address at the domain yet: it proves nothing, so a colleague is not let in.
      const colleague = expectSuccess(
        'register',
        await call(send, 'register', {
          body: registration('join', { email: `crew@${domain}`, company_name: `  ${company.toUpperCase().replace(/ /g, '   ')} ` }),
        }),
      )
      expect(colleague.role).toBe('owner')
      expect(colleague.company_id).not.toBe(admin.company_id)
      const outsider = expectSuccess('register', await call(send, 'register', { body: registration('join', { email: uniqueEmail('outsider'), company_name: company }) }))
      expect(outsider).toMatchObject({ role: 'owner', company_name: company })
      expect(outsider.company_id).not.toBe(admin.company_id)
      expect(Object.keys(outsider).sort()).toEqual(Object.keys(admin).sort())
    },
  },
  {
    name: 'nobody can register the demo email addresses',
    async run(send) {
      const response = await call(send, 'register', { body: registration('demo', { email: DEMO_ACCOUNT.email }) })
      expect(expectError(409, response)).toBe(ErrorDetail.emailReserved)
    },
  },
  {
    name: 'logout also ends the access token of the session',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'logout-access')
      expectSuccess('logout', await call(send, 'logout', { body: { refresh_token: tokens.refresh_token } }))
      expect(expectError(401, await call(send, 'me', { token: tokens.access_token }))).toBe(ErrorDetail.notAuthenticated)
    },
  },
  {
    name: 'replaying a spent refresh token after its successor was used ends the whole session',
    async run(send) {
      const { tokens } = await registerAndLogin(send, 'replay')
      const renewed = expectSuccess('refresh', await call(send, 'refresh', { body: { refresh_token: tokens.refresh_token } }))
      const latest = expectSuccess('refresh', await call(send, 'refresh', { body: { refresh_token: renewed.refresh_token } }))
      expectError(401, await call(send, 'refresh', { body: { refresh_token: tokens.refresh_token } }))
      expectError(401, await call(send, 'refresh', { body: { refresh_token: latest.refresh_token } }))
      expectError(401, await call(send, 'me', { token: latest.access_token }))
    },
  },
  {
    name: 'sign out everywhere ends every session of the user, and needs a token',
    async run(send) {
      expect(expectError(401, await call(send, 'logoutAll'))).toBe(ErrorDetail.notAuthenticated)
      const { payload, tokens } = await registerAndLogin(send, 'logout-all')
      const laptop = expectSuccess('login', await call(send, 'login', { body: { username: payload.email, password: payload.password } }))
      expectSuccess('logoutAll', await call(send, 'logoutAll', { token: tokens.access_token }))
      for (const pair of [tokens, laptop]) {
        expectError(401, await call(send, 'me', { token: pair.access_token }))
        expectError(401, await call(send, 'refresh', { body: { refresh_token: pair.refresh_token } }))
      }
      const again = expectSuccess('login', await call(send, 'login', { body: { username: payload.email, password: payload.password } }))
      expectSuccess('me', await call(send, 'me', { token: again.access_token }))
    },
  },
  {
    name: 'after 10 failed logins from one address the email is locked there with 429 and Retry-After, even with the right password',
    async run(send) {
      const { payload } = await registerAndLogin(send, 'lockout')
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expectError(401, await call(send, 'login', { body: { username: payload.email, password: `wrong-${attempt}` } }))
      }
      const locked = await call(send, 'login', { body: { username: payload.email, password: payload.password } })
      expect(expectError(429, locked)).toMatch(/^Too many failed sign-in attempts for this email\. Try again in \d+ minutes?, or reset your password\.$/)
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    },
  },
  {
    name: 'forgot password answers the same message for any email',
    async run(send) {
      const { payload } = await registerAndLogin(send, 'forgot')
      for (const email of [payload.email, uniqueEmail('nobody')]) {
        const answer = expectSuccess('forgotPassword', await call(send, 'forgotPassword', { body: { email } }))
        expect(answer).toEqual({ message: SuccessMessage.resetLinkSent })
      }
      expectError(422, await call(send, 'forgotPassword', { body: { email: 'not-an-email' } }))
    },
  },
  {
    name: 'reset password refuses an unknown token and a short password',
    async run(send) {
      const unknown = await call(send, 'resetPassword', { body: { token: 'no-such-token', password: 'long-enough-1' } })
      expect(expectError(400, unknown)).toBe(ErrorDetail.invalidResetToken)
      const short = await call(send, 'resetPassword', { body: { token: 'no-such-token', password: 'short' } })
      expect(expectError(422, short)).toBe('Password must be at least 8 characters long.')
    },
  },
  {
    name: 'workspace shows the company, its admin and its members',
    async run(send) {
      const admin = await companyAdmin(send, 'workspace')
      expectError(401, await call(send, 'workspace'))
      const workspace = expectSuccess('workspace', await call(send, 'workspace', { token: admin.tokens.access_token }))
      expect(workspace).toEqual({
        company_id: admin.user.company_id,
        company_name: admin.user.company_name,
        admin: { first_name: 'Grace', last_name: 'Hopper', email: admin.user.email },
        members: [{ id: admin.user.id, first_name: 'Grace', last_name: 'Hopper', email: admin.user.email, role: 'owner' }],
      })
    },
  },
  {
    name: 'preferences default to on, change partially, and belong to one company',
    async run(send) {
      const first = await companyAdmin(send, 'prefs-a')
      const second = await companyAdmin(send, 'prefs-b')
      const token = first.tokens.access_token
      expect(expectSuccess('preferences', await call(send, 'preferences', { token }))).toEqual({
        auto_sync: true,
        email_notifications: true,
      })
      const updated = expectSuccess(
        'updatePreferences',
        await call(send, 'updatePreferences', { token, body: { email_notifications: false } }),
      )
      expect(updated).toEqual({ auto_sync: true, email_notifications: false })
      expect(expectSuccess('preferences', await call(send, 'preferences', { token }))).toEqual(updated)
      const other = expectSuccess('preferences', await call(send, 'preferences', { token: second.tokens.access_token }))
      expect(other).toEqual({ auto_sync: true, email_notifications: true })
      const wrong = await call(send, 'updatePreferences', { token, body: { auto_sync: 'yes' as unknown as boolean } })
      expect(expectError(422, wrong)).toBe('Auto-sync must be true or false.')
    },
  },
  {
    name: 'an invitation lets anyone with the invited email join once, as a member',
    async run(send) {
      const admin = await companyAdmin(send, 'invite')
      const token = admin.tokens.access_token
      const email = `friend-${unique('invitee')}@gmail.com`
      const invitation = expectSuccess('createInvitation', await call(send, 'createInvitation', { token, body: { email } }))
      expect(invitation.email).toBe(email)
      expect(invitation.invite_url).toMatch(/\/register\?invitation=[\w%-]+$/)
      const listed = expectSuccess('listInvitations', await call(send, 'listInvitations', { token }))
      expect(listed).toEqual({ items: [invitation], next_cursor: null })

      const invitation_token = invitationToken(invitation.invite_url)
      const base = { first_name: 'Ada', last_name: 'Byron', password: 'correct-horse', job_title: null }
      const mismatch = await call(send, 'register', { body: { ...base, email: uniqueEmail('other'), invitation_token } })
      expect(expectError(400, mismatch)).toBe(ErrorDetail.invitationEmailMismatch)
      const joined = expectSuccess('register', await call(send, 'register', { body: { ...base, email, invitation_token } }))
      expect(joined).toMatchObject({ company_id: admin.user.company_id, company_name: admin.user.company_name, role: 'member' })

      const again = await call(send, 'register', { body: { ...base, email: `x-${email}`, invitation_token } })
      expect(expectError(400, again)).toBe(ErrorDetail.invalidInvitation)
      expect(expectSuccess('listInvitations', await call(send, 'listInvitations', { token })).items).toEqual([])
      const members = expectSuccess('workspace', await call(send, 'workspace', { token })).members
      expect(members.map((member) => member.role)).toEqual(['owner', 'member'])
      const taken = await call(send, 'createInvitation', { token, body: { email } })
      expect(expectError(409, taken)).toBe(ErrorDetail.inviteeHasAccount)
    },
  },
  {
    name: "only an admin manages invitations, and only their own company's",
    async run(send) {
      const admin = await companyAdmin(send, 'invite-admin')
      const outsider = await companyAdmin(send, 'invite-outsider')
      const email = `${unique('invitee')}@example.com`
      const invitation = expectSuccess(
        'createInvitation',
        await call(send, 'createInvitation', { token: admin.tokens.access_token, body: { email } }),
      )
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'invite-member', { email: `member@${domain}` })
      expect(member.user).toMatchObject({ role: 'member', email_verified: true })
      const memberToken = member.tokens.access_token
      const forbidden = await call(send, 'createInvitation', { token: memberToken, body: { email: uniqueEmail('x') } })
      expect(expectError(403, forbidden)).toBe(forbiddenDetail('invitation.manage', 'member'))
      expectError(403, await call(send, 'listInvitations', { token: memberToken }))
      expectError(403, await call(send, 'revokeInvitation', { token: memberToken, params: { id: invitation.id } }))

      const foreign = await call(send, 'revokeInvitation', { token: outsider.tokens.access_token, params: { id: invitation.id } })
      expect(expectError(404, foreign)).toBe(ErrorDetail.invitationNotFound)
      expect(expectSuccess('listInvitations', await call(send, 'listInvitations', { token: outsider.tokens.access_token })).items).toEqual([])

      expectSuccess('revokeInvitation', await call(send, 'revokeInvitation', { token: admin.tokens.access_token, params: { id: invitation.id } }))
      expectError(404, await call(send, 'revokeInvitation', { token: admin.tokens.access_token, params: { id: invitation.id } }))
      const base = { first_name: 'Ada', last_name: 'Byron', password: 'correct-horse', job_title: null }
      const revoked = await call(send, 'register', {
        body: { ...base, email, invitation_token: invitationToken(invitation.invite_url) },
      })
      expect(expectError(400, revoked)).toBe(ErrorDetail.invalidInvitation)
    },
  },
  {
    name: 'config tells the app about demo mode, Slack OAuth and the version',
    async run(send) {
      const config = expectSuccess('appConfig', await call(send, 'appConfig'))
      expect(config.slack_oauth).toBe(false)
      expect(config.version.length).toBeGreaterThan(0)
      if (config.demo) expect(config.demo).toEqual(DEMO_ACCOUNT)
    },
  },
  {
    name: 'single sign-on answers one sentence for a domain without it, and refuses an unknown state',
    async run(send) {
      const unknown = await call(send, 'ssoStart', { query: { email: uniqueEmail('sso-unknown') } })
      expect(expectError(404, unknown)).toBe(SsoDetail.notSetUp)
      expect(expectError(422, await call(send, 'ssoStart'))).toBe('Give either your email or provider=google.')
      const exchanged = await call(send, 'ssoExchange', { body: { code: 'a-code', state: 'a-state-nobody-made' } })
      expect(expectError(400, exchanged)).toBe(SsoDetail.expired)
    },
  },
  {
    name: 'single sign-on settings start empty, need a proven domain and an https issuer',
    async run(send) {
      const admin = await companyAdmin(send, 'sso')
      const token = admin.tokens.access_token
      expectError(401, await call(send, 'getSso'))
      expect(expectSuccess('getSso', await call(send, 'getSso', { token }))).toEqual({ provider: null })
      const domain = admin.user.email.split('@')[1] ?? ''
      const body = { issuer: 'https://sso.example.com', client_id: 'headway', client_secret: 'secret', domain }
      // A new account's address is not verified yet, so it proves no domain.
      expect(expectError(400, await call(send, 'updateSso', { token, body }))).toBe(SsoDetail.domainUnproven(domain))
      const plainHttp = await call(send, 'updateSso', { token, body: { ...body, issuer: 'http://sso.example.com' } })
      expect(expectError(422, plainHttp)).toBe('The issuer URL must start with https://.')
      expectSuccess('deleteSso', await call(send, 'deleteSso', { token }))
    },
  },
  {
    name: 'an unknown /api/v1 route answers 404 with a detail',
    async run(send) {
      expectError(404, await send({ method: 'GET', path: '/api/v1/no-such-route' }))
    },
  },
  ...backlogCases,
  ...themeCases,
  ...memberCases,
  ...joiningCases,
  ...auditCases,
  ...pagingCases,
  ...feedbackCases,
  ...apiKeyCases,
  ...tellCases,
  ...slackDigestCases,
  ...csvImportCases,
  ...trackerCases,
  ...rateLimitCases,
]
