import { css } from '@styled-system/css'
import { listRow, rowList } from '../shared/layout'
import { Button } from '../../../src/components/Button'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { can } from '../../../api'
import { useAuthState } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { selectIsDeciding, useJoiningActions, useJoiningState } from '../../state/joining'

const person = css({ flex: '1', minW: '[12rem]' })
const name = css({ fontWeight: 'semibold' })
const detail = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })
const buttons = css({ display: 'flex', gap: '1' })

/**
 * Workspace Settings' Join requests (not in the spec; issue 16): the people who verified an address on one of the
 * workspace's domains and asked to join, each approved (member) or refused (their account is removed). Admins only.
 */
export function JoinRequestsSection() {
  const { user } = useAuthState()
  const state = useJoiningState()
  const actions = useJoiningActions()
  if (!can(user?.role ?? null, 'member.manage')) return null
  const waiting = state.requests.length
  return (
    <CollapsibleSection
      title="Join requests"
      subtitle={state.requestsStatus === 'loaded' ? `${waiting} waiting` : undefined}
      headingLevel={3}
      defaultOpen={false}
    >
      {state.requestsStatus === 'loading' ? (
        <Skeleton lines={2} />
      ) : state.requestsStatus === 'failed' ? (
        <EmptyState size="sm" titleAs="p" title="The join requests could not be loaded." action={
          <Button size="sm" variant="outline" onClick={() => void actions.loadRequests()}>
            Try again
          </Button>
        } />
      ) : waiting === 0 ? (
        <EmptyState
          size="sm"
          titleAs="p"
          title="No one is waiting to join."
          description="People who register with this workspace's name and a verified address on one of its domains appear here for you to approve."
        />
      ) : (
        <ul className={rowList} aria-label="Join requests">
          {state.requests.map((request) => {
            const fullName = `${request.first_name} ${request.last_name}`
            const busy = selectIsDeciding(state, request.id)
            return (
              <li key={request.id} className={listRow}>
                <div className={person}>
                  <div className={name}>{fullName}</div>
                  <div className={detail}>
                    {request.email}
                    {request.job_title ? ` · ${request.job_title}` : ''} · asked {displayDate(request.created_at)}
                  </div>
                </div>
                <div className={buttons}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Refuse ${fullName}`}
                    onClick={() => void actions.refuse(request.id)}
                  >
                    Refuse
                  </Button>
                  <Button size="sm" loading={busy} aria-label={`Approve ${fullName}`} onClick={() => void actions.approve(request.id)}>
                    Approve
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </CollapsibleSection>
  )
}
