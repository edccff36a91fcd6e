import type { HttpHandler } from 'msw'
import { ErrorDetail, INVITATION_LIFETIME_DAYS } from '../../api'
import type { Invitation, WorkspacePreferences } from '../../api'
import type { MockStore, StoredInvitation } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import { mockPage } from './paging'
import type { MockRouteOptions } from './mock-route'

const defaultPreferences: WorkspacePreferences = { auto_sync: true, email_notifications: true }

function toInvitation(invitation: StoredInvitation, origin: string): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    invite_url: `${origin}/register?invitation=${encodeURIComponent(invitation.token)}`,
    expires_at: invitation.expires_at,
  }
}

function pendingOf(store: MockStore, companyId: string): StoredInvitation[] {
  const now = store.now()
  return store.state.invitations.filter(
    (invitation) => invitation.company_id === companyId && invitation.status === 'pending' && invitation.expires_at > now,
  )
}

export function workspaceHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'workspace',
      ({ user }) => {
        const members = store.state.users.flatMap((member) =>
          member.company_id === user.company_id && member.is_active && member.role !== null
            ? [{ ...member, role: member.role }]
            : [],
        )
        const admin = members.find((member) => member.role === 'owner')
        if (!admin) throw new Error(`Mock company ${user.company_id} has no owner.`)
        return {
          company_id: user.company_id,
          company_name: user.company_name,
          admin: { first_name: admin.first_name, last_name: admin.last_name, email: admin.email },
          members: members.map(({ id, first_name, last_name, email, role }) => ({ id, first_name, last_name, email, role })),
        }
      },
      options,
    ),

    mockRoute(store, 'preferences', ({ user }) => store.state.preferences[user.company_id] ?? defaultPreferences, options),

    mockRoute(
      store,
      'updatePreferences',
      ({ user, body }) => {
        const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
        const before = store.state.preferences[user.company_id] ?? defaultPreferences
        const updated = { ...before, ...defined }
        store.state.preferences[user.company_id] = updated
        const changed = (Object.keys(updated) as (keyof WorkspacePreferences)[]).filter((key) => updated[key] !== before[key])
        if (changed.length > 0) {
          store.recordAudit(user.company_id, {
            action: 'preferences.changed',
            actor: { id: user.id, email: user.email },
            target: { type: 'workspace', id: user.company_id, label: null },
            details: Object.fromEntries(changed.map((key) => [key, updated[key]])),
          })
        }
        return updated
      },
      options,
    ),

    mockRoute(
      store,
      'createInvitation',
      ({ user, body, origin }) => {
        if (store.state.users.some((candidate) => candidate.email === body.email)) {
          throw new MockHttpError(409, ErrorDetail.inviteeHasAccount)
        }
        for (const earlier of pendingOf(store, user.company_id)) {
          if (earlier.email === body.email) earlier.status = 'revoked'
        }
        const id = store.newId()
        const expiresAt = new Date(Date.parse(store.now()) + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString()
        const invitation: StoredInvitation = {
          id,
          company_id: user.company_id,
          email: body.email,
          token: `mock-invite-${id}`,
          expires_at: expiresAt,
          status: 'pending',
        }
        store.state.invitations.push(invitation)
        store.recordAudit(user.company_id, {
          action: 'invitation.created',
          actor: { id: user.id, email: user.email },
          target: { type: 'invitation', id, label: body.email },
        })
        return toInvitation(invitation, origin)
      },
      options,
    ),

    mockRoute(
      store,
      'listInvitations',
      ({ user, origin, query }) => {
        // Oldest first: the store keeps invitations in the order they were made, so a position stands for created_at.
        const made = (invitation: StoredInvitation) => store.state.invitations.indexOf(invitation)
        const page = mockPage(pendingOf(store, user.company_id), [{ value: made }, { value: (invitation) => invitation.id }], query)
        return { items: page.rows.map((invitation) => toInvitation(invitation, origin)), next_cursor: page.next_cursor }
      },
      options,
    ),

    mockRoute(
      store,
      'revokeInvitation',
      ({ user, params }) => {
        const invitation = pendingOf(store, user.company_id).find((candidate) => candidate.id === params.id)
        if (!invitation) throw new MockHttpError(404, ErrorDetail.invitationNotFound)
        invitation.status = 'revoked'
        store.recordAudit(user.company_id, {
          action: 'invitation.revoked',
          actor: { id: user.id, email: user.email },
          target: { type: 'invitation', id: invitation.id, label: invitation.email },
        })
      },
      options,
    ),
  ]
}
