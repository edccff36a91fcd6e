import { z } from 'zod'
import { MEMBER_STATUSES } from '../member-rules'
import { ROLES } from '../permissions'
import { UserRole } from './auth'
import { EmailAddress, Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { INVITATION_PAGE, pageOf, pageQueryOf, type PageQueryInput } from './paging'

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7

export const WorkspaceMember = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  role: UserRole,
})
export type WorkspaceMember = z.infer<typeof WorkspaceMember>

/** The signed-in user's company, for the Workspace Info section. */
export const Workspace = z.object({
  company_id: Id,
  company_name: z.string(),
  admin: z.object({ first_name: z.string(), last_name: z.string(), email: z.email() }),
  members: z.array(WorkspaceMember),
})
export type Workspace = z.infer<typeof Workspace>

/** Per company; both default to true. */
export const WorkspacePreferences = z.object({
  auto_sync: z.boolean(),
  email_notifications: z.boolean(),
})
export type WorkspacePreferences = z.infer<typeof WorkspacePreferences>

/** Only the fields given change. */
export const UpdatePreferencesRequest = z.object(
  {
    auto_sync: z.boolean({ error: 'Auto-sync must be true or false.' }).optional(),
    email_notifications: z.boolean({ error: 'Email notifications must be true or false.' }).optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type UpdatePreferencesRequest = z.input<typeof UpdatePreferencesRequest>

export const CreateInvitationRequest = z.object({ email: EmailAddress }, { error: JSON_OBJECT_REQUIRED })
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequest>

/** A pending invitation. `invite_url` opens registration with the invitation token; it works once. */
export const Invitation = z.object({
  id: Id,
  email: z.email(),
  invite_url: z.url(),
  expires_at: Timestamp,
})
export type Invitation = z.infer<typeof Invitation>

/** Oldest first. */
export const InvitationList = pageOf(Invitation)
export type InvitationList = z.infer<typeof InvitationList>
export const InvitationListQuery = pageQueryOf(INVITATION_PAGE)
export type InvitationListQuery = PageQueryInput<typeof InvitationListQuery>

/** A person of the company as Workspace Settings' member list shows them, deactivated people included. */
export const Member = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.email(),
  role: UserRole,
  status: z.enum(MEMBER_STATUSES),
  /** The last authenticated request, to the minute; null when the person has not used Headway yet. */
  last_active_at: Timestamp.nullable(),
  created_at: Timestamp,
})
export type Member = z.infer<typeof Member>

/** Oldest first. */
export const MemberList = z.array(Member)
export type MemberList = z.infer<typeof MemberList>

export const ChangeRoleRequest = z.object(
  { role: z.enum(ROLES, { error: 'Choose a role: owner, admin, member or viewer.' }) },
  { error: JSON_OBJECT_REQUIRED },
)
export type ChangeRoleRequest = z.input<typeof ChangeRoleRequest>

/** The new owner; the caller becomes an admin. */
export const TransferOwnershipRequest = z.object(
  { user_id: z.uuid({ error: 'Choose the person to transfer ownership to.' }) },
  { error: JSON_OBJECT_REQUIRED },
)
export type TransferOwnershipRequest = z.input<typeof TransferOwnershipRequest>
