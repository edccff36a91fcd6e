import { useEffect, useId, useMemo, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { RouterProvider } from 'react-aria-components'
import { Filter, Plus } from 'lucide-react'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { EmptyState } from '../../../src/components/EmptyState'
import { FeatureList } from '../../../src/components/FeatureList'
import { Skeleton } from '../../../src/components/Skeleton'
import { paths } from '../../routes/paths'
import {
  FeaturesProvider,
  selectActiveFilterCount,
  selectChosenFeatures,
  type FeatureChanges,
  toFeatureListItem,
  useFeatureActions,
  useFeaturesState,
} from '../../state/features'
import { useAuthState, usePermission } from '../../state/auth'
import { ThemesProvider, selectThemes, useThemeActions, useThemesState } from '../../state/themes'
import { PageHeader } from '../settings/PageHeader'
import { LoadFailed } from '../shared/LoadFailed'
import { LoadMore } from '../shared/LoadMore'
import { Loading } from '../shared/Loading'
import { AddFeatureDialog } from './AddFeatureDialog'
import { FeatureBulkActions } from './FeatureBulkActions'
import { FeatureDetailPanel } from './FeatureDetailPanel'
import { FeatureFilterBar } from './FeatureFilterBar'
import { ThemeColumn } from './ThemeColumn'

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '160px minmax(0, 1fr)', lg: '160px minmax(0, 1fr) minmax(0, 1.3fr)' },
  gap: '2',
  alignItems: 'start',
})
const detailColumn = css({ gridColumn: { md: '1 / -1', lg: 'auto' } })
const headerActions = css({ display: 'flex', gap: '1' })
const listColumn = css({ display: 'flex', flexDir: 'column', gap: '1', minW: '[0]' })
const columnHeading = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  m: '0',
})
const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })

function Features() {
  const state = useFeaturesState()
  const actions = useFeatureActions()
  const themesState = useThemesState()
  const themeActions = useThemeActions()
  const themes = selectThemes(themesState)
  const currentUserId = useAuthState().user?.id ?? null
  const navigate = useNavigate()
  const { id: selectedId } = useParams()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [adding, setAdding] = useState(false)
  const edit = usePermission('backlog.edit')
  const filterBarId = useId()

  useEffect(() => {
    void actions.load()
    void actions.loadMembers()
  }, [actions])

  useEffect(() => {
    if (selectedId) void actions.open(selectedId)
    else actions.close()
  }, [actions, selectedId])

  async function changeFeature(id: string, changes: FeatureChanges) {
    // The themes column counts features: a move between themes changes two counts.
    if ((await actions.change(id, changes)) && changes.theme_id !== undefined) await themeActions.refresh()
  }

  async function changeChosen(changes: FeatureChanges) {
    if ((await actions.changeChosen(changes)) && changes.theme_id !== undefined) await themeActions.refresh()
  }

  async function mergeChosen(intoId: string) {
    // The feature shown may be one merged away: the kept one is shown instead, as after a merge from the panel.
    const showsMerged = selectedId !== undefined && selectedId !== intoId && state.chosenIds.includes(selectedId)
    const merged = await actions.mergeChosen(intoId)
    if (merged) {
      if (showsMerged) navigate(paths.feature(intoId))
      void themeActions.refresh()
    }
    return merged
  }

  async function unmerge(id: string) {
    if (await actions.unmerge(id)) await themeActions.refresh()
  }

  const listItems = useMemo(() => state.features.map(toFeatureListItem), [state.features])
  const chosenIds = useMemo(() => new Set(state.chosenIds), [state.chosenIds])
  const activeFilters = selectActiveFilterCount(state)
  const chosenTheme = themes.find((theme) => theme.id === state.filters.themeId)

  let list
  if (state.listStatus === 'loading') {
    list = (
      <Loading className={stack} label="Loading features">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rect" size="lg" />
        ))}
      </Loading>
    )
  } else if (state.listStatus === 'failed') {
    list = (
      <LoadFailed
        title="Features could not be loaded"
        message={state.listError ?? ''}
        onRetry={() => void actions.load()}
      />
    )
  } else {
    list = (
      <>
        <FeatureList
          label={chosenTheme ? `Features of ${chosenTheme.name}` : 'Features'}
          features={listItems}
          scrollResetKey={state.filters}
          currentId={selectedId}
          hrefFor={paths.feature}
          selectionMode={edit.allowed ? 'multiple' : 'none'}
          selectedIds={chosenIds}
          onSelectionChange={(ids) => actions.choose([...ids])}
          selectionActions={
            <FeatureBulkActions
              chosen={selectChosenFeatures(state)}
              members={state.members}
              themes={themes}
              busy={state.bulkBusy}
              onChange={(changes) => void changeChosen(changes)}
              onMerge={mergeChosen}
            />
          }
          empty={
            <EmptyState
              size="sm"
              title="No features found"
              description={
                activeFilters > 0 ? 'Try adjusting your filters.' : 'Feature requests found in feedback appear here.'
              }
            />
          }
        />
        <LoadMore
          shown={state.features.length}
          noun="features"
          nextCursor={state.nextCursor}
          loading={state.loadingMore}
          onLoadMore={() => void actions.loadMore()}
        />
      </>
    )
  }

  let detail
  if (!selectedId)
    detail = <EmptyState size="sm" title="No feature selected" description="Choose a feature to see its details." />
  else if (state.detailStatus === 'loading')
    detail = (
      <Loading label="Loading the feature">
        <Skeleton lines={6} />
      </Loading>
    )
  else if (state.detailStatus === 'failed' || !state.detail)
    detail = (
      <LoadFailed
        title="The feature could not be loaded"
        message={state.detailError ?? ''}
        onRetry={() => void actions.open(selectedId)}
      />
    )
  else
    detail = (
      <FeatureDetailPanel
        feature={state.detail}
        trend={state.trend}
        comments={state.comments}
        members={state.members}
        themes={themesState.themes}
        busy={state.busy}
        postingComment={state.postingComment}
        editReason={edit.reason}
        onChange={(changes) => void changeFeature(selectedId, changes)}
        onComment={(body) => actions.comment(selectedId, body)}
        onMerge={async (intoId) => {
          const merged = await actions.merge(selectedId, intoId)
          if (merged) {
            navigate(paths.feature(intoId))
            void themeActions.refresh()
          }
          return merged
        }}
        onUnmerge={(id) => void unmerge(id)}
        onDismissThemeSuggestion={() => void actions.dismissThemeSuggestion(selectedId, state.detail!.suggested_theme?.name ?? '')}
        currentUserId={currentUserId}
        onEditComment={(commentId, body) => actions.editComment(selectedId, commentId, body)}
        onDeleteComment={(commentId) => actions.deleteComment(selectedId, commentId)}
        moreComments={{
          nextCursor: state.commentsCursor,
          loading: state.loadingMoreComments,
          onLoadMore: () => void actions.loadMoreComments(),
        }}
        choices={{
          features: state.choices,
          onOpen: () => void actions.openChoices(),
          onSearch: (text) => void actions.searchChoices(text),
        }}
        onUnlinkFeedback={(feedbackId, options) => void actions.unlinkFeedback(selectedId, feedbackId, options)}
        onMoveFeedback={(feedbackId, target) => void actions.moveFeedback(selectedId, feedbackId, target)}
      />
    )

  return (
    <div>
      <PageHeader
        title="Features"
        subtitle="Feature requests from your customers, ranked by frequency, impact and urgency"
        actions={
          <div className={headerActions}>
            <Button
              variant="outline"
              aria-expanded={filtersOpen}
              aria-controls={filtersOpen ? filterBarId : undefined}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <Filter size={18} aria-hidden="true" />
              {activeFilters > 0 ? `Filter (${activeFilters})` : 'Filter'}
            </Button>
            <DisabledReason reason={edit.reason}>
              <Button onClick={() => setAdding(true)}>
                <Plus size={18} aria-hidden="true" />
                Add Feature
              </Button>
            </DisabledReason>
          </div>
        }
      />
      <div className={stack}>
        {filtersOpen ? (
          <FeatureFilterBar
            id={filterBarId}
            filters={state.filters}
            members={state.members}
            onChange={(filters) => void actions.filter(filters)}
            onClear={() => void actions.clearFilters()}
          />
        ) : null}
        <div className={columns}>
          <ThemeColumn
            themes={themes}
            status={themesState.status}
            selectedId={state.filters.themeId}
            onSelect={(themeId) => void actions.filter({ themeId })}
          />
          <section className={listColumn} aria-labelledby="feature-list-heading">
            <h3 id="feature-list-heading" className={columnHeading}>
              {chosenTheme ? chosenTheme.name : 'All features'}
            </h3>
            {list}
          </section>
          <div className={detailColumn}>{detail}</div>
        </div>
      </div>
      <AddFeatureDialog
        open={adding}
        onOpenChange={setAdding}
        themes={themes}
        defaultThemeId={state.filters.themeId}
        busy={state.busy}
        onSubmit={async (request) => {
          const created = await actions.create(request)
          if (!created) return
          if (created.theme_id) void themeActions.refresh()
          setAdding(false)
          navigate(paths.feature(created.id))
        }}
      />
    </div>
  )
}

/** /app/features and /app/features/:id: themes, the ranked features of the chosen theme, and the selected feature. */
export default function FeaturesPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  return (
    // The list's rows are React Aria links: they navigate through the app's router.
    <RouterProvider navigate={(href) => void navigate(href)}>
      <ThemesProvider>
        <FeaturesProvider initialFilters={{ themeId: searchParams.get('theme') }}>
          <Features />
        </FeaturesProvider>
      </ThemesProvider>
    </RouterProvider>
  )
}
