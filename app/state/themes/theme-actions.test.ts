import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../api'
import { backlogThemes, demoTokens } from '../../../mocks'
import { serveMockApi } from '../../../mocks/node'
import { createThemeActions } from './theme-actions'
import { themeMessages } from './theme-messages'
import {
  initialThemesState,
  selectSuggestedThemes,
  selectThemes,
  themesReducer,
  type ThemesEvent,
  type ThemesState,
} from './themes-reducer'

const { store } = serveMockApi()

const integrations = backlogThemes.find((theme) => theme.name === 'Integrations')!
const mobile = backlogThemes.find((theme) => theme.status === 'suggested')!
const form = {
  name: 'Onboarding',
  description: 'First week',
  color: 'teal',
  priority: 'low',
  status: 'planning',
  tags: ['setup'],
} as const

function harness() {
  let state: ThemesState = initialThemesState()
  const toasts: Array<[kind: string, message: string]> = []
  const api = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => demoTokens.access_token })
  const actions = createThemeActions({
    api,
    dispatch: (event: ThemesEvent) => {
      state = produce(state, (draft) => themesReducer(draft, event))
    },
    notify: {
      error: (message) => toasts.push(['error', message]),
      success: (message) => toasts.push(['success', message]),
    },
  })
  return { actions, state: () => state, toasts }
}

const names = (state: ThemesState) => selectThemes(state).map((theme) => theme.name)

describe('theme actions', () => {
  it('loads the themes and the suggestion', async () => {
    const { actions, state } = harness()
    await actions.load()
    expect(names(state())).toEqual(['Access & Security', 'Integrations', 'Reporting & Analytics'])
    expect(selectSuggestedThemes(state()).map((theme) => theme.id)).toEqual([mobile.id])
  })

  it('creates, edits and deletes a theme', async () => {
    const { actions, state, toasts } = harness()
    await actions.load()
    const created = await actions.create({ ...form, tags: [...form.tags] })
    expect(created).toMatchObject({
      name: 'Onboarding',
      color: 'teal',
      status: 'planning',
      tags: ['setup'],
      feature_count: 0,
    })
    expect(await actions.update(created!.id, { ...form, tags: [], name: 'First steps' })).toMatchObject({
      name: 'First steps',
    })
    expect(await actions.remove(created!.id)).toBe(true)
    expect(names(state())).not.toContain('First steps')
    expect(toasts.map(([, message]) => message)).toEqual([
      themeMessages.created,
      themeMessages.updated,
      themeMessages.deleted,
    ])
  })

  it('accepts or dismisses a suggestion', async () => {
    const { actions, state } = harness()
    await actions.load()
    expect(await actions.accept(mobile.id)).toBe(true)
    expect(names(state())).toContain('Mobile experience')
    store.reset()
    await actions.load()
    expect(await actions.dismiss(mobile.id)).toBe(true)
    expect(state().themes.map((theme) => theme.id)).not.toContain(mobile.id)
  })

  it('says why when a theme that is not a suggestion is accepted', async () => {
    const { actions, state, toasts } = harness()
    await actions.load()
    expect(await actions.accept(integrations.id)).toBe(false)
    expect(state().busyId).toBeNull()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]?.[0]).toBe('error')
  })
})
