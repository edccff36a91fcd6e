import { expect } from 'vitest'
import type { ResponseOf } from '../routes'
import { ErrorDetail } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, invitedMember, unique } from './harness'
import type { CallOptions, ContractCase, Send } from './harness'

type PagedRoute = 'listComments' | 'listNotifications' | 'listThemes' | 'listInvitations'
const PAGE = 2

/** Follows next_cursor from the first page to the last, `PAGE` items at a time; answers every page's ids. */
async function pageThrough<N extends PagedRoute>(send: Send, name: N, options: CallOptions<N>): Promise<string[][]> {
  const pages: string[][] = []
  let cursor: string | null = null
  do {
    const query: Record<string, string> = { limit: String(PAGE), ...(cursor !== null && { cursor }) }
    const page: ResponseOf<PagedRoute> = expectSuccess(name, await call(send, name, { ...options, query }))
    pages.push(page.items.map((item) => item.id))
    cursor = page.next_cursor
  } while (cursor !== null && pages.length <= 10)
  return pages
}

/** Pages of `PAGE` hold every item of the one-page list exactly once, in its order; a bad cursor answers 400. */
async function expectPaged<N extends PagedRoute>(send: Send, name: N, options: CallOptions<N>, count: number) {
  const whole = expectSuccess(name, await call(send, name, options))
  const listed: ResponseOf<PagedRoute> = whole
  expect(listed.next_cursor).toBeNull()
  const ids = listed.items.map((item: { id: string }) => item.id)
  expect(ids).toHaveLength(count)
  const pages = await pageThrough(send, name, options)
  expect(pages.map((page) => page.length)).toEqual([...Array(Math.ceil(count / PAGE)).keys()].map((index) => Math.min(PAGE, count - index * PAGE)))
  expect(pages.flat()).toEqual(ids)
  const bad = await call(send, name, { ...options, query: { cursor: 'not-a-cursor' } })
  expect(expectError(400, bad)).toBe(ErrorDetail.invalidCursor)
  const tooMany = await call(send, name, { ...options, query: { limit: '201' } })
  expect(expectError(422, tooMany)).toBe('limit must be at most 200.')
  return whole.items as ResponseOf<N>['items']
}

/** The lists that grow page with an opaque cursor, as the features and the audit log do. */
export const pagingCases: ContractCase[] = [
  {
    name: "a feature's comments page oldest first, each exactly once",
    async run(send) {
      const { tokens } = await companyAdmin(send, 'paging-comments')
      const token = tokens.access_token
      const feature = expectSuccess('createFeature', await call(send, 'createFeature', { token, body: { title: 'Paged talk' } }))
      const params = { id: feature.id }
      const bodies = ['one', 'two', 'three', 'four', 'five']
      for (const body of bodies) expectSuccess('createComment', await call(send, 'createComment', { token, params, body: { body } }))
      const items = await expectPaged(send, 'listComments', { token, params }, bodies.length)
      expect(items.map((comment) => comment.body)).toEqual(bodies)
    },
  },
  {
    name: 'notifications page newest first, each exactly once',
    async run(send) {
      const admin = await companyAdmin(send, 'paging-inbox')
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'paging-inbox-member', { email: `member@${domain}` })
      const token = admin.tokens.access_token
      const body = { title: 'Paged inbox', assignee_id: member.user.id }
      const feature = expectSuccess('createFeature', await call(send, 'createFeature', { token, body }))
      // Each comment tells the assignee: with the assignment, five notifications.
      for (const text of ['a', 'b', 'c', 'd']) {
        expectSuccess('createComment', await call(send, 'createComment', { token, params: { id: feature.id }, body: { body: text } }))
      }
      const items = await expectPaged(send, 'listNotifications', { token: member.tokens.access_token }, 5)
      expect(items.map((notification) => notification.kind)).toEqual(['comment', 'comment', 'comment', 'comment', 'assigned'])
    },
  },
  {
    name: 'themes page by name, case-insensitively, each exactly once',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'paging-themes')
      const token = tokens.access_token
      // The first page ends on a name that is not ASCII: the cursor carries it as UTF-8.
      for (const name of ['delta', 'Alpha', 'echo', 'charlie', 'Bérénice']) {
        expectSuccess('createTheme', await call(send, 'createTheme', { token, body: { name } }))
      }
      const items = await expectPaged(send, 'listThemes', { token }, 5)
      expect(items.map((theme) => theme.name)).toEqual(['Alpha', 'Bérénice', 'charlie', 'delta', 'echo'])
    },
  },
  {
    name: 'pending invitations page oldest first, each exactly once',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'paging-invitations')
      const token = tokens.access_token
      const emails = [1, 2, 3, 4, 5].map((index) => `${unique(`invitee-${index}`)}@example.com`)
      for (const email of emails) expectSuccess('createInvitation', await call(send, 'createInvitation', { token, body: { email } }))
      const items = await expectPaged(send, 'listInvitations', { token }, emails.length)
      expect(items.map((invitation) => invitation.email)).toEqual(emails)
    },
  },
]
