import { useState } from 'react'
import { css } from '@styled-system/css'
import { dataTable } from '@styled-system/recipes'
import {
  assignableRoles,
  countActiveOwners,
  deactivationRefusal,
  type Member,
  reactivationRefusal,
  type Role,
  roleChangeRefusal,
  ROLES,
} from '../../../api'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Select } from '../../../src/components/Select'
import { Skeleton } from '../../../src/components/Skeleton'
import { useAuthState, usePermission } from '../../state/auth'
import { lastActiveText, MembersProvider, useMembersActions, useMembersState } from '../../state/members'
import { ConfirmDialog } from '../shared/ConfirmDialog'

const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
}
const srOnly = css({ srOnly: true })
const rowActions = css({
  display: 'flex',
  gap: '1',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
})
const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const roleSelect = css({ minW: '[140px]' })

type Pending = {
  kind: 'deactivate' | 'reactivate' | 'transfer'
  member: Member
} | null

const fullName = (member: Member) => `${member.first_name} ${member.last_name}`

const confirmTexts = {
  deactivate: (name: string) => ({
    title: `Deactivate ${name}?`,
    description: `${name} is signed out everywhere at once and can no longer sign in. Their comments and history stay. You can reactivate them later.`,
    confirm: 'Deactivate',
  }),
  reactivate: (name: string) => ({
    title: `Reactivate ${name}?`,
    description: `${name} can sign in again, with the role they had.`,
    confirm: 'Reactivate',
  }),
  transfer: (name: string) => ({
    title: `Transfer ownership to ${name}?`,
    description: `${name} becomes the owner of this workspace and you become an admin. Only an owner can hand ownership back.`,
    confirm: 'Transfer ownership',
  }),
}

function MemberRows() {
  const state = useMembersState()
  const actions = useMembersActions()
  const { user } = useAuthState()
  const manage = usePermission('member.manage')
  const transfer = usePermission('ownership.transfer')
  const [pending, setPending] = useState<Pending>(null)
  const classes = dataTable()
  const actor = user?.role ? { id: user.id, role: user.role } : null
  const owners = countActiveOwners(state.members)

  const confirm = async () => {
    if (!pending) return
    const { kind, member } = pending
    const done =
      kind === 'deactivate'
        ? await actions.deactivate(member.id)
        : kind === 'reactivate'
          ? await actions.reactivate(member.id)
          : await actions.transferOwnership(member.id)
    if (done) setPending(null)
  }

  const texts = pending ? confirmTexts[pending.kind](fullName(pending.member)) : null

  return (
    <div className={classes.viewport}>
      <table className={classes.table} aria-label="Members" aria-busy={state.status === 'loading' || undefined}>
        <thead className={classes.header}>
          <tr>
            <th className={classes.column} scope="col">
              Name
            </th>
            <th className={classes.column} scope="col">
              Role
            </th>
            <th className={classes.column} scope="col">
              Last active
            </th>
            <th className={classes.column} scope="col">
              Status
            </th>
            <th className={classes.column} scope="col">
              <span className={srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {state.status === 'loading' &&
            [0, 1].map((row) => (
              <tr key={row} className={classes.row}>
                <td className={classes.cell} colSpan={5}>
                  <Skeleton variant="rect" size="sm" />
                </td>
              </tr>
            ))}
          {state.members.map((member) => {
            const name = fullName(member)
            const facts = {
              id: member.id,
              role: member.role,
              status: member.status,
            }
            const choices = actor ? assignableRoles(actor, facts, owners) : [member.role]
            const isSelf = member.id === user?.id
            // Why the select is disabled: no right to manage members, or no other role these rules allow.
            const roleReason =
              manage.reason ??
              (actor && choices.length <= 1
                ? ROLES.map((role) => roleChangeRefusal(actor, facts, role, owners)?.detail).find(Boolean) ?? null
                : null)
            const statusRefusal = actor
              ? member.status === 'active'
                ? deactivationRefusal(actor, facts, owners)
                : reactivationRefusal(actor, facts)
              : null
            const busy = state.busyId === member.id
            return (
              <tr key={member.id} className={classes.row} data-inactive={member.status === 'deactivated' || undefined}>
                <td className={classes.cell}>
                  {name}
                  {isSelf && ' (you)'}
                  <span className={classes.secondary}>{member.email}</span>
                </td>
                <td className={classes.cell}>
                  <DisabledReason reason={roleReason}>
                    <Select
                      className={roleSelect}
                      label={<span className={srOnly}>Role of {name}</span>}
                      items={ROLES.map((role) => ({
                        value: role,
                        label: roleLabels[role],
                        disabled: !choices.includes(role),
                      }))}
                      value={member.role}
                      disabled={busy || choices.length <= 1}
                      onValueChange={(role) => {
                        if (role && role !== member.role) void actions.changeRole(member.id, role as Role)
                      }}
                    />
                  </DisabledReason>
                </td>
                <td className={classes.cell}>{lastActiveText(member.last_active_at, state.now)}</td>
                <td className={classes.cell}>
                  <Chip tone={member.status === 'active' ? 'success' : 'neutral'} size="sm">
                    {member.status === 'active' ? 'Active' : 'Deactivated'}
                  </Chip>
                </td>
                <td className={classes.cell}>
                  <div className={rowActions}>
                    {transfer.allowed && !isSelf && member.status === 'active' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => setPending({ kind: 'transfer', member })}
                      >
                        Transfer ownership
                      </Button>
                    )}
                    <DisabledReason reason={manage.reason ?? statusRefusal?.detail}>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`${member.status === 'active' ? 'Deactivate' : 'Reactivate'} ${name}`}
                        onClick={() =>
                          setPending({
                            kind: member.status === 'active' ? 'deactivate' : 'reactivate',
                            member,
                          })
                        }
                      >
                        {member.status === 'active' ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </DisabledReason>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {state.status === 'failed' && <p>The members could not be loaded.</p>}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title={texts?.title ?? ''}
        description={texts?.description ?? ''}
        confirmLabel={texts?.confirm ?? ''}
        busy={pending !== null && state.busyId === pending.member.id}
        onConfirm={() => void confirm()}
      />
    </div>
  )
}

/** The members section of Workspace Settings (issue 16): who is in the company, their role and status. */
export function MembersSection({ now }: { now?: number | undefined }) {
  return (
    <MembersProvider now={now}>
      <CollapsibleSection
        title="Members"
        subtitle="People of this workspace, their roles and status"
        headingLevel={3}
        defaultOpen={false}
      >
        <div className={stack}>
          <MemberRows />
        </div>
      </CollapsibleSection>
    </MembersProvider>
  )
}
