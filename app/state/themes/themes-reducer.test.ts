import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { Theme } from '../../../api'
import {
  initialThemesState,
  selectSuggestedThemes,
  selectThemeById,
  selectThemeTotals,
  selectThemeTrend,
  selectThemes,
  themesReducer,
  type ThemesEvent,
  type ThemesState,
} from './themes-reducer'
import { toThemeCardProps, toThemeColor, toThemeFormValue } from './theme-view'

function run(...events: ThemesEvent[]): ThemesState {
  return events.reduce((state, event) => produce(state, (draft) => themesReducer(draft, event)), initialThemesState())
}

function theme(id: string, changes: Partial<Theme> = {}): Theme {
  return {
    id,
    name: `Theme ${id}`,
    description: 'What it covers',
    color: 'green',
    priority: 'high',
    status: 'active',
    tags: ['mobile'],
    feature_count: 3,
    total_mentions: 10,
    slack_mentions: 7,
    email_mentions: 3,
    competitors: [],
    progress: 40,
    owner: { id: 'u1', first_name: 'Dana', last_name: 'Demo' },
    created_at: '2025-01-15T09:00:00.000Z',
    updated_at: '2025-01-15T09:00:00.000Z',
    ...changes,
  }
}

describe('themes reducer', () => {
  it('loads, and keeps the error when loading fails', () => {
    expect(run().status).toBe('loading')
    expect(run({ type: 'themes/loaded', themes: [theme('a')], nextCursor: null })).toMatchObject({
      status: 'loaded',
      themes: [{ id: 'a' }],
    })
    expect(run({ type: 'themes/loadFailed', error: 'Boom.' })).toMatchObject({ status: 'failed', error: 'Boom.' })
  })

  it('adds a created theme, replaces an edited one and drops a deleted one', () => {
    const loaded = run({ type: 'themes/loaded', themes: [theme('a'), theme('b')], nextCursor: null })
    const created = produce(loaded, (d) => themesReducer(d, { type: 'theme/saved', theme: theme('c') }))
    expect(created.themes.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    const edited = produce(created, (d) =>
      themesReducer(d, { type: 'theme/saved', theme: theme('a', { name: 'Renamed' }) }),
    )
    expect(edited.themes[0]?.name).toBe('Renamed')
    const removed = produce(edited, (d) => themesReducer(d, { type: 'theme/removed', id: 'b' }))
    expect(removed.themes.map((t) => t.id)).toEqual(['a', 'c'])
  })

  it('keeps the trend of the theme it was loaded for', () => {
    const trend = { days: ['2025-01-14', '2025-01-15'], counts: [1, 2] }
    const state = run({ type: 'trend/loaded', themeId: 'a', trend })
    expect(selectThemeTrend(state, 'a')).toEqual(trend)
    expect(selectThemeTrend(state, 'b')).toBeNull()
  })

  it('marks one theme busy until its call ends', () => {
    const busy = run({ type: 'theme/busy', id: 'a' })
    expect(busy.busyId).toBe('a')
    expect(produce(busy, (d) => themesReducer(d, { type: 'theme/idle' })).busyId).toBeNull()
  })
})

describe('theme selectors', () => {
  const state = run({
    type: 'themes/loaded',
    themes: [
      theme('a'),
      theme('b', { status: 'planning', feature_count: 2, total_mentions: 5 }),
      theme('s', { status: 'suggested' }),
    ],
    nextCursor: null,
  })

  it('keeps suggestions apart from the themes', () => {
    expect(selectThemes(state).map((t) => t.id)).toEqual(['a', 'b'])
    expect(selectSuggestedThemes(state).map((t) => t.id)).toEqual(['s'])
    expect(selectThemeById(state, 'b')?.id).toBe('b')
    expect(selectThemeById(state, 'x')).toBeNull()
    expect(selectThemeById(state, undefined)).toBeNull()
  })

  it('sums the summary tiles without the suggestions', () => {
    expect(selectThemeTotals(state)).toEqual({ totalThemes: 2, activeThemes: 1, totalFeatures: 5, totalMentions: 15 })
  })
})

describe('theme view', () => {
  it('draws unknown colours in the default colour and names the owner', () => {
    expect(toThemeColor('teal')).toBe('teal')
    expect(toThemeColor('#ff0000')).toBe('blue')
    expect(toThemeCardProps(theme('a'))).toMatchObject({ owner: 'Dana Demo', color: 'green', featureCount: 3 })
    expect(toThemeCardProps(theme('a', { owner: null })).owner).toBe('Unassigned')
  })

  it('starts the edit dialog from the theme', () => {
    expect(toThemeFormValue(theme('a'))).toEqual({
      name: 'Theme a',
      description: 'What it covers',
      color: 'green',
      priority: 'high',
      status: 'active',
      tags: ['mobile'],
    })
  })
})
