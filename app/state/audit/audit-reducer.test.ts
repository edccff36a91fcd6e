import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { AuditEvent } from '../../../api'
import { type AuditStateEvent, auditReducer, initialAuditState, noFilters, selectAuditQuery, selectFiltered } from './audit-reducer'

const event = (id: string): AuditEvent => ({
  id,
  action: 'auth.signed_in',
  actor_id: null,
  actor_email: 'ada@example.com',
  target_type: null,
  target_id: null,
  target_label: null,
  details: {},
  ip: null,
  user_agent: null,
  created_at: '2025-01-15T09:00:00.000Z',
})

const run = (...events: AuditStateEvent[]) =>
  events.reduce((state, change) => produce(state, (draft) => auditReducer(draft, change)), initialAuditState())

describe('audit reducer', () => {
  it('replaces the events with a first page and appends a next page', () => {
    const first = run(
      { type: 'audit/loadStarted', more: false },
      { type: 'audit/loaded', events: [event('a')], nextCursor: 'c1', more: false },
    )
    expect([first.status, first.events.map((item) => item.id), first.nextCursor]).toEqual(['loaded', ['a'], 'c1'])
    const more = produce(first, (draft) => {
      auditReducer(draft, { type: 'audit/loadStarted', more: true })
      auditReducer(draft, { type: 'audit/loaded', events: [event('b')], nextCursor: null, more: true })
    })
    expect([more.events.map((item) => item.id), more.nextCursor, more.loadingMore]).toEqual([['a', 'b'], null, false])
  })

  it('keeps the shown events when the next page fails, and fails the screen when the first page does', () => {
    const loaded = run({ type: 'audit/loaded', events: [event('a')], nextCursor: 'c1', more: false })
    const moreFailed = produce(loaded, (draft) => {
      auditReducer(draft, { type: 'audit/loadStarted', more: true })
      auditReducer(draft, { type: 'audit/loadFailed', error: 'Nope.' })
    })
    expect([moreFailed.status, moreFailed.events.length, moreFailed.error]).toEqual(['loaded', 1, 'Nope.'])
    const failed = run({ type: 'audit/loadStarted', more: false }, { type: 'audit/loadFailed', error: 'Nope.' })
    expect(failed.status).toBe('failed')
  })

  it('turns the filters shown into the query, leaving out the empty ones', () => {
    expect(selectAuditQuery(noFilters)).toEqual({})
    expect(selectFiltered(noFilters)).toBe(false)
    const filters = { action: 'source.purged' as const, actorId: 'u1', from: '2025-01-01', to: '' }
    expect(selectAuditQuery(filters)).toEqual({ action: 'source.purged', actor_id: 'u1', from: '2025-01-01' })
    expect(selectFiltered(filters)).toBe(true)
  })
})
