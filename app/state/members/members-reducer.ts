import type { Member } from '../../../api'
import type { LoadStatus } from '../load-status'

export interface MembersState {
  members: Member[]
  status: LoadStatus
  /** The id of the person a change is being saved for (its row's controls wait). */
  busyId: string | null
  /** The clock 'last active' is told against, fixed when the list mounts (stories fix it). */
  now: number
}

export type MembersEvent =
  | { type: 'members/loadStarted' }
  | { type: 'members/loaded'; members: Member[] }
  | { type: 'members/loadFailed' }
  | { type: 'member/changeStarted'; id: string }
  | { type: 'member/changed'; member: Member }
  | { type: 'members/replaced'; members: Member[] }
  | { type: 'member/changeFailed' }

export const initialMembersState = (now: number = Date.now()): MembersState => ({
  members: [],
  status: 'loading',
  busyId: null,
  now,
})

export function membersReducer(draft: MembersState, event: MembersEvent): void {
  switch (event.type) {
    case 'members/loadStarted':
      draft.status = 'loading'
      return
    case 'members/loaded':
      draft.members = event.members
      draft.status = 'loaded'
      return
    case 'members/loadFailed':
      draft.status = 'failed'
      return
    case 'member/changeStarted':
      draft.busyId = event.id
      return
    case 'member/changed': {
      const index = draft.members.findIndex((member) => member.id === event.member.id)
      if (index >= 0) draft.members[index] = event.member
      draft.busyId = null
      return
    }
    case 'members/replaced':
      draft.members = event.members
      draft.busyId = null
      return
    case 'member/changeFailed':
      draft.busyId = null
      return
  }
}

const MINUTE = 60_000
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * MINUTE],
  ['month', 30 * 24 * 60 * MINUTE],
  ['week', 7 * 24 * 60 * MINUTE],
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
]
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** 'Last active' as a person says it: 'Just now', '5 minutes ago', 'yesterday', '3 days ago'; 'Never' when null. */
export function lastActiveText(timestamp: string | null, now: number): string {
  if (timestamp === null) return 'Never'
  const elapsed = now - Date.parse(timestamp)
  if (elapsed < MINUTE) return 'Just now'
  for (const [unit, size] of units) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit)
  }
  return 'Just now'
}
