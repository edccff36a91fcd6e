import { IdParams } from '../schemas/common'
import {
  AddDomainRequest,
  CompanyDomain,
  CompanyDomainList,
  JoinRequest,
  JoinRequestList,
  UpdateDomainRequest,
} from '../schemas/joining'
import {
  ChangeRoleRequest,
  CreateInvitationRequest,
  Invitation,
  InvitationList,
  InvitationListQuery,
  Member,
  MemberList,
  TransferOwnershipRequest,
} from '../schemas/workspace'
import { routesTagged } from './define'

const route = routesTagged('workspace')

/**
 * Who is in the company: invitations, members and their roles, join requests, and the email domains that admit
 * people.
 */
export const memberRoutes = {
  createInvitation: route.post('/api/v1/workspace/invitations', {
    permission: 'invitation.manage',
    request: CreateInvitationRequest,
    response: Invitation,
    status: 201,
    errors: [409],
    summary:
      'Admin only: invite an email address to the company; its link works once, for 7 days, and replaces an ' +
      'earlier invitation of that address.',
  }),
  listInvitations: route.get('/api/v1/workspace/invitations', {
    permission: 'invitation.manage',
    query: InvitationListQuery,
    response: InvitationList,
    errors: [400],
    summary:
      "Admin only: the company's pending invitations (not used, revoked or expired), oldest first, paged: pass " +
      'next_cursor as cursor for the next page.',
  }),
  revokeInvitation: route.delete('/api/v1/workspace/invitations/:id', {
    permission: 'invitation.manage',
    params: IdParams,
    errors: [404],
    summary: 'Admin only: withdraw a pending invitation; its link stops working.',
  }),
  listMembers: route.get('/api/v1/workspace/members', {
    permission: 'workspace.read',
    response: MemberList,
    summary:
      "List the company's people with their role, status (deactivated people too) and when they were last active, " +
      'oldest first. Join requests waiting for approval are not members and are not listed.',
  }),
  changeMemberRole: route.put('/api/v1/workspace/members/:id/role', {
    permission: 'member.manage',
    params: IdParams,
    request: ChangeRoleRequest,
    response: Member,
    errors: [404, 409],
    summary:
      "Change a person's role; it applies from their next request. Nobody changes their own role, only an owner " +
      'makes someone an owner or changes an owner, and the last active owner keeps the role.',
  }),
  deactivateMember: route.post('/api/v1/workspace/members/:id/deactivate', {
    permission: 'member.manage',
    params: IdParams,
    response: Member,
    errors: [404, 409],
    summary:
      'Deactivate a person: all their sessions end at once and they can no longer sign in; what they wrote stays. ' +
      'Nobody deactivates themselves, only an owner deactivates an owner, and never the last active one.',
  }),
  reactivateMember: route.post('/api/v1/workspace/members/:id/reactivate', {
    permission: 'member.manage',
    params: IdParams,
    response: Member,
    errors: [404, 409],
    summary: 'Reactivate a deactivated person: they can sign in again, with the role they had.',
  }),
  transferOwnership: route.post('/api/v1/workspace/ownership', {
    permission: 'ownership.transfer',
    request: TransferOwnershipRequest,
    response: MemberList,
    errors: [404, 409],
    summary: 'Owner only: make another active person the owner; the caller becomes an admin. Answers the member list.',
  }),
  listJoinRequests: route.get('/api/v1/workspace/join-requests', {
    permission: 'member.manage',
    response: JoinRequestList,
    summary: 'Admin only: the people who verified their address and wait to join the company, oldest first.',
  }),
  approveJoinRequest: route.post('/api/v1/workspace/join-requests/:id/approve', {
    permission: 'member.manage',
    params: IdParams,
    response: JoinRequest,
    errors: [409],
    summary: 'Admin only: let the person in as a member; 409 when the request was already decided.',
  }),
  refuseJoinRequest: route.post('/api/v1/workspace/join-requests/:id/refuse', {
    permission: 'member.manage',
    params: IdParams,
    errors: [409],
    summary: 'Admin only: refuse the request; the waiting account is deleted and the person told by email.',
  }),
  listDomains: route.get('/api/v1/workspace/domains', {
    permission: 'domain.manage',
    response: CompanyDomainList,
    summary: "Admin only: the company's email domains, each with whether it is proven and auto-join is on.",
  }),
  addDomain: route.post('/api/v1/workspace/domains', {
    permission: 'domain.manage',
    request: AddDomainRequest,
    response: CompanyDomain,
    status: 201,
    errors: [400, 409],
    summary: 'Admin only: add an email domain; free-mail, disposable and the demo domains are refused.',
  }),
  updateDomain: route.put('/api/v1/workspace/domains/:id', {
    permission: 'domain.manage',
    params: IdParams,
    request: UpdateDomainRequest,
    response: CompanyDomain,
    errors: [400, 404],
    summary: 'Admin only: turn auto-join on (only for a proven domain) or off.',
  }),
  removeDomain: route.delete('/api/v1/workspace/domains/:id', {
    permission: 'domain.manage',
    params: IdParams,
    errors: [404],
    summary: 'Admin only: remove an email domain; it admits nobody any more.',
  }),
}
