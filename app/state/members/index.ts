export { MembersProvider, memberChangeFailed, useMembersActions, useMembersState } from './MembersProvider'
export { lastActiveText, membersReducer, initialMembersState } from './members-reducer'
export type { MembersState, MembersEvent } from './members-reducer'
