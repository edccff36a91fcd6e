import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { CompanyDomain, Invitation, JoinRequest } from '../../../api'
import {
  initialJoiningState,
  joiningReducer,
  selectIsChangingDomain,
  selectIsDeciding,
  selectIsRevoking,
  type JoiningEvent,
  type JoiningState,
} from './joining-reducer'

const run = (...events: JoiningEvent[]): JoiningState =>
  events.reduce((state, event) => produce(state, (draft) => joiningReducer(draft, event)), initialJoiningState)

const request: JoinRequest = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'sam@acme.io',
  first_name: 'Sam',
  last_name: 'Lee',
  job_title: null,
  created_at: '2025-01-06T09:00:00.000Z',
}
const domain = (name: string, overrides: Partial<CompanyDomain> = {}): CompanyDomain => ({
  id: `${name}-id`,
  domain: name,
  proven: true,
  auto_join: false,
  created_at: '2025-01-06T09:00:00.000Z',
  ...overrides,
})

describe('joining reducer', () => {
  it('removes a decided request and keeps a failed one', () => {
    const loaded = run({ type: 'requests/loaded', requests: [request] })
    const deciding = produce(loaded, (draft) => joiningReducer(draft, { type: 'request/decisionStarted', id: request.id }))
    expect(selectIsDeciding(deciding, request.id)).toBe(true)
    const failed = produce(deciding, (draft) => joiningReducer(draft, { type: 'request/decisionFailed', id: request.id }))
    expect(failed.requests).toEqual([request])
    expect(selectIsDeciding(failed, request.id)).toBe(false)
    const decided = produce(deciding, (draft) => joiningReducer(draft, { type: 'request/decided', id: request.id }))
    expect(decided.requests).toEqual([])
  })

  it('keeps domains sorted, replaces a changed one, and shows an Add error until cleared', () => {
    const state = run(
      { type: 'domains/loaded', domains: [domain('b.io')] },
      { type: 'domain/addStarted' },
      { type: 'domain/added', domain: domain('a.io', { proven: false }) },
      { type: 'domain/changeStarted', id: 'b.io-id' },
    )
    expect(state.domains.map((item) => item.domain)).toEqual(['a.io', 'b.io'])
    expect(selectIsChangingDomain(state, 'b.io-id')).toBe(true)
    const changed = produce(state, (draft) => joiningReducer(draft, { type: 'domain/changed', domain: domain('b.io', { auto_join: true }) }))
    expect(changed.domains[1]?.auto_join).toBe(true)
    expect(selectIsChangingDomain(changed, 'b.io-id')).toBe(false)
    const refused = run({ type: 'domain/addFailed', error: 'gmail.com is a free email provider: anyone can get an address there.' })
    expect(refused.addError).toMatch(/free email provider/)
    expect(produce(refused, (draft) => joiningReducer(draft, { type: 'domain/addErrorCleared' })).addError).toBeNull()
  })

  it('puts a new invitation last, replacing an earlier one of the same address, and drops a revoked one', () => {
    const invitation = (id: string, email: string): Invitation => ({
      id,
      email,
      invite_url: `https://headway.example/register?invitation=${id}`,
      expires_at: '2025-01-13T09:00:00.000Z',
    })
    const state = run(
      {
        type: 'invitations/loaded',
        invitations: [invitation('1', 'sam@acme.io'), invitation('2', 'ravi@acme.io')],
        nextCursor: null,
        emailDelivery: true,
      },
      { type: 'invitation/inviteStarted' },
      { type: 'invitation/invited', invitation: invitation('3', 'sam@acme.io') },
      { type: 'invitation/revokeStarted', id: '2' },
    )
    expect(state.inviting).toBe(false)
    expect(state.emailDelivery).toBe(true)
    expect(state.invitations.map((item) => item.id)).toEqual(['2', '3'])
    expect(selectIsRevoking(state, '2')).toBe(true)
    const failed = produce(state, (draft) => joiningReducer(draft, { type: 'invitation/revokeFailed', id: '2' }))
    expect(failed.invitations).toHaveLength(2)
    expect(selectIsRevoking(failed, '2')).toBe(false)
    const revoked = produce(state, (draft) => joiningReducer(draft, { type: 'invitation/revoked', id: '2' }))
    expect(revoked.invitations.map((item) => item.id)).toEqual(['3'])
    const refused = run({ type: 'invitation/inviteFailed', error: 'This person already has a Headway account.' })
    expect(refused.inviteError).toMatch(/already has/)
    expect(produce(refused, (draft) => joiningReducer(draft, { type: 'invitation/inviteErrorCleared' })).inviteError).toBeNull()
  })
})
