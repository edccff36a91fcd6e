import { describe, expect, it } from 'vitest'
import { ErrorDetail } from '../schemas/error'
import {
  commentRecipients,
  editHistory,
  fieldEqualities,
  matchesFieldFilters,
  mergeRefusal,
  periodBound,
  themeChoiceRefusal,
  unmergeRefusal,
} from '.'

const feature = {
  theme_id: 't1',
  status: 'backlog',
  priority: 'low',
  assignee_id: null,
  title: 'PDF reports',
  description: 'Monthly, by email',
} as const

describe('list filters', () => {
  it('passes a feature only when every field filter holds', () => {
    expect(matchesFieldFilters(feature, {})).toBe(true)
    expect(matchesFieldFilters(feature, { theme_id: 't1', status: 'backlog', priority: 'low' })).toBe(true)
    expect(matchesFieldFilters(feature, { theme_id: 't2' })).toBe(false)
    expect(matchesFieldFilters(feature, { theme_id: 'none' })).toBe(false)
    expect(matchesFieldFilters({ ...feature, theme_id: null }, { theme_id: 'none' })).toBe(true)
    expect(matchesFieldFilters(feature, { status: 'review' })).toBe(false)
    expect(matchesFieldFilters(feature, { priority: 'high' })).toBe(false)
    expect(matchesFieldFilters(feature, { assignee_id: 'u1' })).toBe(false)
    expect(matchesFieldFilters({ ...feature, assignee_id: 'u1' }, { assignee_id: 'u1' })).toBe(true)
  })

  it('searches the title and description, case-insensitive', () => {
    expect(matchesFieldFilters(feature, { q: 'BY EMAIL' })).toBe(true)
    expect(matchesFieldFilters(feature, { q: 'pdf' })).toBe(true)
    expect(matchesFieldFilters(feature, { q: 'csv' })).toBe(false)
    expect(matchesFieldFilters(feature, { q: '' })).toBe(true)
  })

  it("reads 'none' as no theme and leaves absent filters out", () => {
    expect(fieldEqualities({ theme_id: 'none', status: 'review' })).toEqual([
      { field: 'theme_id', value: null },
      { field: 'status', value: 'review' },
    ])
    expect(fieldEqualities({})).toEqual([])
  })

  it('reads a date alone as the whole day', () => {
    expect(periodBound('2025-01-31', false).toISOString()).toBe('2025-01-31T00:00:00.000Z')
    expect(periodBound('2025-01-31', true).toISOString()).toBe('2025-01-31T23:59:59.999Z')
    expect(periodBound('2025-01-31T10:00:00+01:00', true).toISOString()).toBe('2025-01-31T09:00:00.000Z')
  })
})

describe('merging', () => {
  const a = { id: 'a', merged_into_id: null }
  const b = { id: 'b', merged_into_id: null }
  it('refuses a merge into itself, of a merged feature, into a merged one, or of one others are merged into', () => {
    expect(mergeRefusal(a, a, false)).toBe(ErrorDetail.mergeIntoItself)
    expect(mergeRefusal({ ...a, merged_into_id: 'c' }, b, false)).toBe(ErrorDetail.featureAlreadyMerged)
    expect(mergeRefusal(a, { ...b, merged_into_id: 'c' }, false)).toBe(ErrorDetail.mergeTargetMerged)
    expect(mergeRefusal(a, b, true)).toBe(ErrorDetail.featureHasMerged)
    expect(mergeRefusal(a, b, false)).toBeNull()
  })

  it('unmerges only a merged feature', () => {
    expect(unmergeRefusal(a)).toBe(ErrorDetail.featureNotMerged)
    expect(unmergeRefusal({ merged_into_id: 'b' })).toBeNull()
  })
})

describe('themeChoiceRefusal', () => {
  it('lets a person choose any theme of the company but a dismissed suggestion', () => {
    expect(themeChoiceRefusal({ status: 'active' })).toBeNull()
    expect(themeChoiceRefusal({ status: 'suggested' })).toBeNull()
    expect(themeChoiceRefusal({ status: 'dismissed' })).toBe(ErrorDetail.themeNotFound)
    expect(themeChoiceRefusal(undefined)).toBe(ErrorDetail.themeNotFound)
  })
})

describe('commentRecipients', () => {
  it('tells the mentioned and, on a new comment, the assignee once; never the author', () => {
    const recipients = commentRecipients({ actorId: 'me', mentionIds: ['u1', 'me'], earlierMentionIds: null, assigneeId: 'u2' })
    expect(recipients).toEqual([
      { recipientId: 'u1', kind: 'mentioned' },
      { recipientId: 'u2', kind: 'comment' },
    ])
    const mentionedAssignee = commentRecipients({ actorId: 'me', mentionIds: ['u2'], earlierMentionIds: null, assigneeId: 'u2' })
    expect(mentionedAssignee).toEqual([{ recipientId: 'u2', kind: 'mentioned' }])
    expect(commentRecipients({ actorId: 'me', mentionIds: [], earlierMentionIds: null, assigneeId: 'me' })).toEqual([])
  })

  it('on an edit tells only the newly mentioned', () => {
    const recipients = commentRecipients({ actorId: 'me', mentionIds: ['u1', 'u3'], earlierMentionIds: ['u1'], assigneeId: 'u2' })
    expect(recipients).toEqual([{ recipientId: 'u3', kind: 'mentioned' }])
  })
})

describe('editHistory', () => {
  const names = { themeBefore: 'Reports', themeAfter: 'Billing', assigneeBefore: null, assigneeAfter: 'Ada Lovelace' }
  it('records the changed fields in order, and nothing for a value set again', () => {
    const edit = { assignee_id: 'u1', theme_id: 't2', priority: 'low', status: 'review' } as const
    expect(editHistory(feature, edit, names)).toEqual([
      { kind: 'status', from: 'backlog', to: 'review' },
      { kind: 'theme', from: 'Reports', to: 'Billing' },
      { kind: 'assignee', from: null, to: 'Ada Lovelace' },
    ])
    expect(editHistory(feature, { theme_id: 't1', status: 'backlog' }, names)).toEqual([])
    expect(editHistory(feature, { theme_id: null }, { ...names, themeAfter: null })).toEqual([{ kind: 'theme', from: 'Reports', to: null }])
  })
})
