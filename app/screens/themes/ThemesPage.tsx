import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { Layers, Plus } from 'lucide-react'
import { css } from '@styled-system/css'
import type { Theme } from '../../../api'
import { Button } from '../../../src/components/Button'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { ThemeCard } from '../../../src/components/ThemeCard'
import { ThemeDialog } from '../../../src/components/ThemeDialog'
import { paths } from '../../routes/paths'
import { usePermission } from '../../state/auth'
import {
  ThemesProvider,
  selectSuggestedThemes,
  selectThemeById,
  selectThemeTotals,
  selectThemeTrend,
  selectThemes,
  toThemeCardProps,
  toThemeFormValue,
  themePriorities,
  themeStatuses,
  type ThemeFormValue,
  useThemeActions,
  useThemesState,
} from '../../state/themes'
import { PageHeader } from '../settings/PageHeader'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { LoadFailed } from '../shared/LoadFailed'
import { LoadMore } from '../shared/LoadMore'
import { Loading } from '../shared/Loading'
import { screenStack, statGrid } from '../shared/layout'
import { SuggestedThemes } from './SuggestedThemes'
import { ThemeChanges } from './ThemeChanges'
import { ThemeDetailPanel } from './ThemeDetailPanel'
import { ThemeSummaryTiles } from './ThemeSummaryTiles'

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 320px' },
  gap: '3',
  alignItems: 'start',
})
const cardColumn = css({ display: 'flex', flexDir: 'column', gap: '2', minW: '[0]' })
const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(260px, 1fr))' },
  gap: '2',
  listStyle: 'none',
  m: '0',
  p: '0',
})
const sticky = css({ position: { lg: 'sticky' }, top: '3' })

/** The dialog's task; `draft` is what a failed save sent, so the dialog opens again with it. */
type Editing = ({ mode: 'create' } | { mode: 'edit'; theme: Theme }) & { draft?: ThemeFormValue }

function LoadingThemes() {
  return (
    <Loading className={screenStack} label="Loading themes">
      <div className={statGrid}>
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="rect" size="lg" />
        ))}
      </div>
      <div className={cardGrid}>
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="rect" size="lg" />
        ))}
      </div>
    </Loading>
  )
}

function Themes() {
  const state = useThemesState()
  const actions = useThemeActions()
  const navigate = useNavigate()
  const { id: selectedId } = useParams()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<Theme | null>(null)
  const edit = usePermission('backlog.edit')
  const remove = usePermission('theme.delete')

  useEffect(() => {
    if (selectedId) void actions.loadTrend(selectedId)
  }, [actions, selectedId])

  const themes = selectThemes(state)
  const suggested = selectSuggestedThemes(state)
  const selected = selectThemeById(state, selectedId)

  async function save(task: Editing, value: ThemeFormValue) {
    const saved = task.mode === 'edit' ? await actions.update(task.theme.id, value) : await actions.create(value)
    // The dialog closes on Save; when the server refuses, it opens again with what was typed (the toast says why).
    if (!saved) setEditing({ ...task, draft: value })
    else if (task.mode === 'create') navigate(paths.theme(saved.id))
  }

  async function confirmDelete() {
    if (!deleting) return
    if (!(await actions.remove(deleting.id))) return
    setDeleting(null)
    // As the spec's local version did: when the selected theme goes, the first remaining one is selected.
    if (deleting.id === selectedId) {
      const next = themes.find((theme) => theme.id !== deleting.id)
      navigate(next ? paths.theme(next.id) : paths.themes, { replace: true })
    }
  }

  const createButton = (
    <DisabledReason reason={edit.reason}>
      <Button onClick={() => setEditing({ mode: 'create' })}>
        <Plus size={18} aria-hidden="true" />
        Create Theme
      </Button>
    </DisabledReason>
  )

  let body
  if (state.status === 'loading') body = <LoadingThemes />
  else if (state.status === 'failed')
    body = (
      <LoadFailed title="Themes could not be loaded" message={state.error ?? ''} onRetry={() => void actions.load()} />
    )
  else
    body = (
      <>
        <ThemeSummaryTiles totals={selectThemeTotals(state)} />
        {suggested.length > 0 ? (
          <SuggestedThemes
            themes={suggested}
            busyId={state.busyId}
            reason={edit.reason}
            onAccept={(theme) => void actions.accept(theme.id)}
            onDismiss={(theme) => void actions.dismiss(theme.id)}
          />
        ) : null}
        {state.changes.length > 0 ? (
          <ThemeChanges
            changes={state.changes}
            busyId={state.busyId}
            reason={edit.reason}
            onAccept={(change) => void actions.acceptChange(change.id)}
            onDismiss={(change) => void actions.dismissChange(change.id)}
          />
        ) : null}
        {themes.length === 0 ? (
          <EmptyState
            icon={<Layers />}
            title="No themes yet"
            description="Create a theme to group related feature requests."
            action={createButton}
          />
        ) : (
          <div className={columns}>
            <div className={cardColumn}>
              <ul className={cardGrid} aria-label="Themes">
                {themes.map((theme) => (
                  <li key={theme.id}>
                    <ThemeCard
                      {...toThemeCardProps(theme)}
                      selected={theme.id === selectedId}
                      href={paths.theme(theme.id)}
                      onNavigate={(href) => navigate(href)}
                    />
                  </li>
                ))}
              </ul>
              <LoadMore
                shown={state.themes.length}
                noun="themes"
                nextCursor={state.nextCursor}
                loading={state.loadingMore}
                onLoadMore={() => void actions.loadMore(state.nextCursor!)}
                label="Load more themes"
              />
            </div>
            <div className={sticky}>
              {selected ? (
                <ThemeDetailPanel
                  theme={selected}
                  trend={selectThemeTrend(state, selected.id)}
                  editReason={edit.reason}
                  deleteReason={remove.reason}
                  onEdit={() => setEditing({ mode: 'edit', theme: selected })}
                  onDelete={() => setDeleting(selected)}
                />
              ) : (
                <EmptyState
                  size="sm"
                  title={selectedId ? 'Theme not found' : 'No theme selected'}
                  description={selectedId ? 'It may have been deleted.' : 'Choose a theme to see its details.'}
                />
              )}
            </div>
          </div>
        )}
      </>
    )

  return (
    <div>
      <PageHeader
        title="Themes"
        subtitle="Group related feature requests and follow their progress"
        actions={state.status === 'loaded' ? createButton : undefined}
      />
      <div className={screenStack}>{body}</div>
      <ThemeDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        mode={editing?.mode ?? 'create'}
        priorities={themePriorities}
        statuses={themeStatuses}
        initialValue={editing?.draft ?? (editing?.mode === 'edit' ? toThemeFormValue(editing.theme) : undefined)}
        onSubmit={(value) => {
          if (editing) void save(editing, value)
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={`Delete ${deleting?.name ?? 'this theme'}?`}
        description="Its features stay, without a theme. This cannot be undone."
        confirmLabel="Delete"
        busy={deleting !== null && state.busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}

/** /app/themes and /app/themes/:id: summary tiles, the card grid, the selected theme, create, edit and delete. */
export default function ThemesPage() {
  return (
    <ThemesProvider>
      <Themes />
    </ThemesProvider>
  )
}
