import type { FastifyPluginAsync } from 'fastify'
import type { Invitation, Member, WorkspacePreferences } from '../../api/schemas/workspace'
import type { MemberRow } from '../domain/members/repository'
import type { Preferences } from '../domain/workspace/repository'
import type { InvitationView } from '../domain/workspace/service'
import type { Services } from '../services'
import { auditOrigin, requestSource } from './request-source'
import { createRouteRegistrar } from './routing'

function toPreferences(preferences: Preferences): WorkspacePreferences {
  return { auto_sync: preferences.autoSync, email_notifications: preferences.emailNotifications }
}

function toMember(member: MemberRow): Member {
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    role: member.role,
    status: member.status,
    last_active_at: member.lastActiveAt?.toISOString() ?? null,
    created_at: member.createdAt.toISOString(),
  }
}

function toInvitation(invitation: InvitationView): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    invite_url: invitation.inviteUrl,
    expires_at: invitation.expiresAt.toISOString(),
  }
}

/** /api/v1/workspace/*: the company's people and their roles, its preferences, and the admin's invitations. */
export const workspaceRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { workspace, members } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('workspace', async ({ auth }) => {
    const info = await workspace.info(auth)
    return {
      company_id: info.companyId,
      company_name: info.companyName,
      admin: { first_name: info.admin.firstName, last_name: info.admin.lastName, email: info.admin.email },
      members: info.members.map((member) => ({
        id: member.id,
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        role: member.role,
      })),
    }
  })

  route('preferences', async ({ auth }) => toPreferences(await workspace.preferences(auth)))

  route('updatePreferences', async ({ auth, body, request }) =>
    toPreferences(
      await workspace.updatePreferences(auth, {
        autoSync: body.auto_sync,
        emailNotifications: body.email_notifications,
      }, requestSource(request)),
    ),
  )

  route('createInvitation', async ({ auth, body, request }) =>
    toInvitation(await workspace.createInvitation(auth, body.email, requestSource(request))),
  )

  route('listInvitations', async ({ auth, query }) => {
    const page = await workspace.listInvitations(auth, query)
    return { items: page.items.map(toInvitation), next_cursor: page.next_cursor }
  })

  route('revokeInvitation', async ({ auth, params, request }) =>
    workspace.revokeInvitation(auth, params.id, requestSource(request)),
  )

  route('listMembers', async ({ auth }) => (await members.list(auth)).map(toMember))

  route('changeMemberRole', async ({ auth, params, body, request }) =>
    toMember(await members.changeRole(auth, params.id, body.role, auditOrigin(request))),
  )

  route('deactivateMember', async ({ auth, params, request }) =>
    toMember(await members.deactivate(auth, params.id, auditOrigin(request))),
  )

  route('reactivateMember', async ({ auth, params, request }) =>
    toMember(await members.reactivate(auth, params.id, auditOrigin(request))),
  )

  route('transferOwnership', async ({ auth, body, request }) =>
    (await members.transferOwnership(auth, body.user_id, auditOrigin(request))).map(toMember),
  )
}
