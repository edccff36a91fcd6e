import { describe, expect, it } from 'vitest'
import { createChannelFilter, filterChannels, normalizeChannelQuery, type SlackChannel } from './filterChannels'

const channel = (id: string, name: string, purpose = '', topic = ''): SlackChannel => ({
  id,
  name,
  purpose,
  topic,
  is_private: false,
  member_count: 1,
})

const channels = [
  channel('C1', 'general', 'Company-wide announcements', 'Welcome!'),
  channel('C2', 'product-feedback', 'Customer feedback from the field', ''),
  channel('C3', 'random', '', 'Cats and FEEDBACK memes'),
  channel('C4', 'eng-backend', 'Backend engineering', 'Deploys'),
]
const ids = (list: readonly SlackChannel[]) => list.map((c) => c.id)

describe('filterChannels', () => {
  it('keeps every channel, in order, for an empty or blank search', () => {
    expect(filterChannels(channels, '')).toBe(channels)
    expect(filterChannels(channels, '   ')).toBe(channels)
  })

  it('matches the name, case-insensitively', () => {
    expect(ids(filterChannels(channels, 'GENERAL'))).toEqual(['C1'])
  })

  it('matches the purpose and the topic', () => {
    expect(ids(filterChannels(channels, 'announcements'))).toEqual(['C1'])
    expect(ids(filterChannels(channels, 'deploys'))).toEqual(['C4'])
    expect(ids(filterChannels(channels, 'feedback'))).toEqual(['C2', 'C3'])
  })

  it('matches substrings anywhere and ignores surrounding spaces', () => {
    expect(ids(filterChannels(channels, ' back '))).toEqual(['C2', 'C3', 'C4'])
  })

  it('ignores one leading # since names are shown with it', () => {
    expect(ids(filterChannels(channels, '#eng'))).toEqual(['C4'])
  })

  it('never matches across two fields', () => {
    expect(filterChannels(channels, 'generalcompany')).toEqual([])
  })

  it('returns nothing when nothing matches', () => {
    expect(filterChannels(channels, 'zzz')).toEqual([])
  })

  it('copes with a missing purpose or topic', () => {
    const sparse: SlackChannel[] = [{ id: 'C9', name: 'ops', purpose: null, topic: undefined, is_private: true, member_count: 3 }]
    expect(ids(filterChannels(sparse, 'ops'))).toEqual(['C9'])
    expect(filterChannels(sparse, 'null')).toEqual([])
  })
})

describe('createChannelFilter', () => {
  it('answers repeated searches over the same list', () => {
    const search = createChannelFilter(channels)
    expect(ids(search('back'))).toEqual(['C2', 'C3', 'C4'])
    expect(ids(search('random'))).toEqual(['C3'])
    expect(search('')).toBe(channels)
  })

  it('filters 10,000 channels', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => channel(`C${i}`, `channel-${i}`, i % 2 ? 'odd one' : 'even one'))
    const search = createChannelFilter(many)
    expect(search('odd')).toHaveLength(5_000)
    expect(ids(search('channel-9999'))).toEqual(['C9999'])
  })
})

describe('normalizeChannelQuery', () => {
  it('trims, lower-cases and drops one leading #', () => {
    expect(normalizeChannelQuery('  #Eng ')).toBe('eng')
    expect(normalizeChannelQuery('##x')).toBe('#x')
  })
})
