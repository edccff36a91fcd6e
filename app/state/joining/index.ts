export { JoiningProvider, joiningMessages, useJoiningActions, useJoiningDispatch, useJoiningState } from './JoiningProvider'
export { selectIsChangingDomain, selectIsDeciding, selectIsRevoking } from './joining-reducer'
export type { JoiningState } from './joining-reducer'
