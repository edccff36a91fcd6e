import type { CompanyDomain, Invitation, JoinRequest } from '../../../api'
import type { LoadStatus } from '../load-status'

/**
 * Workspace Settings' Invitations, Join requests and Domains sections: who is invited, who asks to join, and which
 * domains admit people.
 */
export interface JoiningState {
  requestsStatus: LoadStatus
  requests: JoinRequest[]
  /** The join requests an admin's decision is in flight for. */
  deciding: string[]
  domainsStatus: LoadStatus
  domains: CompanyDomain[]
  /** The domains whose change (auto-join, removal) is in flight. */
  changingDomains: string[]
  adding: boolean
  /** The sentence of the last failed Add, shown under the field until it is edited. */
  addError: string | null
  invitationsStatus: LoadStatus
  /** Pending invitations, in the order they were sent (the server's order). */
  invitations: Invitation[]
  /** The cursor of the next page of invitations; null when all are here. */
  invitationsCursor: string | null
  loadingMoreInvitations: boolean
  /** Whether the server emails invitations (AppConfig.email_delivery), read with them; otherwise links are copied. */
  emailDelivery: boolean
  inviting: boolean
  /** The sentence of the last failed invitation, shown under the field until it is edited. */
  inviteError: string | null
  /** The invitations whose revocation is in flight. */
  revoking: string[]
}

export const initialJoiningState: JoiningState = {
  requestsStatus: 'loading',
  requests: [],
  deciding: [],
  domainsStatus: 'loading',
  domains: [],
  changingDomains: [],
  adding: false,
  addError: null,
  invitationsStatus: 'loading',
  invitations: [],
  invitationsCursor: null,
  loadingMoreInvitations: false,
  emailDelivery: false,
  inviting: false,
  inviteError: null,
  revoking: [],
}

export type JoiningEvent =
  | { type: 'requests/loaded'; requests: JoinRequest[] }
  | { type: 'requests/loadFailed' }
  | { type: 'request/decisionStarted'; id: string }
  | { type: 'request/decided'; id: string }
  | { type: 'request/decisionFailed'; id: string }
  | { type: 'domains/loaded'; domains: CompanyDomain[] }
  | { type: 'domains/loadFailed' }
  | { type: 'domain/addStarted' }
  | { type: 'domain/added'; domain: CompanyDomain }
  | { type: 'domain/addFailed'; error: string }
  | { type: 'domain/addErrorCleared' }
  | { type: 'domain/changeStarted'; id: string }
  | { type: 'domain/changed'; domain: CompanyDomain }
  | { type: 'domain/removed'; id: string }
  | { type: 'domain/changeFailed'; id: string }
  | { type: 'invitations/loaded'; invitations: Invitation[]; nextCursor: string | null; emailDelivery: boolean }
  | { type: 'invitations/moreStarted' }
  | { type: 'invitations/moreLoaded'; invitations: Invitation[]; nextCursor: string | null }
  | { type: 'invitations/moreFailed' }
  | { type: 'invitations/loadFailed' }
  | { type: 'invitation/inviteStarted' }
  | { type: 'invitation/invited'; invitation: Invitation }
  | { type: 'invitation/inviteFailed'; error: string }
  | { type: 'invitation/inviteErrorCleared' }
  | { type: 'invitation/revokeStarted'; id: string }
  | { type: 'invitation/revoked'; id: string }
  | { type: 'invitation/revokeFailed'; id: string }

const without = (ids: string[], id: string) => ids.filter((candidate) => candidate !== id)

export function joiningReducer(draft: JoiningState, event: JoiningEvent): void {
  switch (event.type) {
    case 'requests/loaded':
      draft.requestsStatus = 'loaded'
      draft.requests = event.requests
      return
    case 'requests/loadFailed':
      draft.requestsStatus = 'failed'
      return
    case 'request/decisionStarted':
      draft.deciding.push(event.id)
      return
    case 'request/decided':
      draft.deciding = without(draft.deciding, event.id)
      draft.requests = draft.requests.filter((request) => request.id !== event.id)
      return
    case 'request/decisionFailed':
      draft.deciding = without(draft.deciding, event.id)
      return
    case 'domains/loaded':
      draft.domainsStatus = 'loaded'
      draft.domains = event.domains
      return
    case 'domains/loadFailed':
      draft.domainsStatus = 'failed'
      return
    case 'domain/addStarted':
      draft.adding = true
      draft.addError = null
      return
    case 'domain/added':
      draft.adding = false
      draft.domains = [...draft.domains, event.domain].sort((a, b) => a.domain.localeCompare(b.domain))
      return
    case 'domain/addFailed':
      draft.adding = false
      draft.addError = event.error
      return
    case 'domain/addErrorCleared':
      draft.addError = null
      return
    case 'domain/changeStarted':
      draft.changingDomains.push(event.id)
      return
    case 'domain/changed':
      draft.changingDomains = without(draft.changingDomains, event.domain.id)
      draft.domains = draft.domains.map((domain) => (domain.id === event.domain.id ? event.domain : domain))
      return
    case 'domain/removed':
      draft.changingDomains = without(draft.changingDomains, event.id)
      draft.domains = draft.domains.filter((domain) => domain.id !== event.id)
      return
    case 'domain/changeFailed':
      draft.changingDomains = without(draft.changingDomains, event.id)
      return
    case 'invitations/loaded':
      draft.invitationsStatus = 'loaded'
      draft.invitations = event.invitations
      draft.invitationsCursor = event.nextCursor
      draft.emailDelivery = event.emailDelivery
      return
    case 'invitations/moreStarted':
      draft.loadingMoreInvitations = true
      return
    case 'invitations/moreLoaded': {
      draft.loadingMoreInvitations = false
      const shown = new Set(draft.invitations.map((invitation) => invitation.id))
      draft.invitations.push(...event.invitations.filter((invitation) => !shown.has(invitation.id)))
      draft.invitationsCursor = event.nextCursor
      return
    }
    case 'invitations/moreFailed':
      draft.loadingMoreInvitations = false
      return
    case 'invitations/loadFailed':
      draft.invitationsStatus = 'failed'
      return
    case 'invitation/inviteStarted':
      draft.inviting = true
      draft.inviteError = null
      return
    case 'invitation/invited':
      // A new invitation of the same address replaces the earlier one (the server revokes it).
      draft.inviting = false
      draft.invitations = [
        ...draft.invitations.filter((invitation) => invitation.email !== event.invitation.email),
        event.invitation,
      ]
      return
    case 'invitation/inviteFailed':
      draft.inviting = false
      draft.inviteError = event.error
      return
    case 'invitation/inviteErrorCleared':
      draft.inviteError = null
      return
    case 'invitation/revokeStarted':
      draft.revoking.push(event.id)
      return
    case 'invitation/revoked':
      draft.revoking = without(draft.revoking, event.id)
      draft.invitations = draft.invitations.filter((invitation) => invitation.id !== event.id)
      return
    case 'invitation/revokeFailed':
      draft.revoking = without(draft.revoking, event.id)
      return
  }
}

export const selectIsDeciding = (state: JoiningState, id: string): boolean => state.deciding.includes(id)
export const selectIsRevoking = (state: JoiningState, id: string): boolean => state.revoking.includes(id)
export const selectIsChangingDomain = (state: JoiningState, id: string): boolean => state.changingDomains.includes(id)
