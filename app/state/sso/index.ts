export { SingleSignOnProvider, createSsoActions, ssoMessages, useSsoActions, useSsoState } from './SingleSignOnProvider'
export type { SsoActions } from './SingleSignOnProvider'
export { initialSsoState, selectSsoChanged, selectSsoRequest, ssoReducer } from './sso-reducer'
export type { SsoEvent, SsoField, SsoForm, SsoState } from './sso-reducer'
