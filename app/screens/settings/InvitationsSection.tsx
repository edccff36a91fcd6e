import { useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { INVITATION_LIFETIME_DAYS } from '../../../api'
import { listRow, rowList } from '../shared/layout'
import { LoadMore } from '../shared/LoadMore'
import { Button } from '../../../src/components/Button'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { CopyButton } from '../../../src/components/CopyButton'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { usePermission } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { selectIsRevoking, useJoiningActions, useJoiningState } from '../../state/joining'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const intro = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const invitee = css({ flex: '1', minW: '[12rem]' })
const email = css({ fontWeight: 'semibold', wordBreak: 'break-all' })
const detail = css({ fontSize: 'sm', color: 'fg.muted' })
const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const inviteForm = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1',
  flexWrap: 'wrap',
  '& > :first-child': { flex: '1', minW: '[14rem]' },
})
const inviteButton = css({ mt: '[1.75rem]' })

/**
 * Workspace Settings' Invitations (not in the spec; issue 16): an admin invites an email address, which gets a link
 * that works once, for the invitation's lifetime, and joins this workspace as a member. The link is emailed when SMTP is
 * set up (AppConfig.email_delivery) and can always be copied here; inviting the same address again replaces its link. Admins only.
 */
export function InvitationsSection() {
  const mayInvite = usePermission('invitation.manage').allowed
  const state = useJoiningState()
  const actions = useJoiningActions()
  const [address, setAddress] = useState('')
  if (!mayInvite) return null
  const pending = state.invitations.length

  async function onInvite(event: FormEvent) {
    event.preventDefault()
    if (await actions.invite(address)) setAddress('')
  }

  return (
    <CollapsibleSection
      title="Invitations"
      subtitle={state.invitationsStatus === 'loaded' ? `${pending}${state.invitationsCursor ? '+' : ''} pending` : undefined}
      headingLevel={3}
      defaultOpen={false}
    >
      <div className={stack}>
        <p className={intro}>
          Invited people join this workspace as members. Each link works once, for {INVITATION_LIFETIME_DAYS} days.
          {state.invitationsStatus !== 'loaded'
            ? null
            : state.emailDelivery
              ? ' It is emailed to them, and you can also copy it here.'
              : ' This server sends no email: copy the link and send it to them yourself.'}
        </p>
        {state.invitationsStatus === 'loading' ? (
          <Skeleton lines={2} />
        ) : state.invitationsStatus === 'failed' ? (
          <EmptyState size="sm" titleAs="p" title="The invitations could not be loaded." action={
            <Button size="sm" variant="outline" onClick={() => void actions.loadInvitations()}>
              Try again
            </Button>
          } />
        ) : pending === 0 ? (
          <EmptyState size="sm" titleAs="p" title="No pending invitations." description="Invite a colleague by their work email." />
        ) : (
          <ul className={rowList} aria-label="Pending invitations">
            {state.invitations.map((invitation) => (
              <li key={invitation.id} className={listRow}>
                <div className={invitee}>
                  <div className={email}>{invitation.email}</div>
                  <div className={detail}>Expires {displayDate(invitation.expires_at)}</div>
                </div>
                <div className={buttons}>
                  <CopyButton
                    value={invitation.invite_url}
                    label="Copy link"
                    subject={invitation.email}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={selectIsRevoking(state, invitation.id)}
                    aria-label={`Revoke, ${invitation.email}`}
                    onClick={() => void actions.revokeInvitation(invitation.id)}
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          shown={pending}
          noun="invitations"
          nextCursor={state.invitationsCursor}
          loading={state.loadingMoreInvitations}
          onLoadMore={() => void actions.loadMoreInvitations(state.invitationsCursor!)}
          label="Load more invitations"
        />
        <form className={inviteForm} onSubmit={(event) => void onInvite(event)} noValidate aria-label="Invite a colleague">
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="colleague@acme.io"
            value={address}
            invalid={state.inviteError !== null}
            errorText={state.inviteError ?? undefined}
            onChange={(event) => {
              setAddress(event.target.value)
              actions.clearInviteError()
            }}
          />
          <Button type="submit" className={inviteButton} loading={state.inviting} disabled={address.trim() === ''}>
            Send Invitation
          </Button>
        </form>
      </div>
    </CollapsibleSection>
  )
}
