import { forwardRef, useMemo, useState, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { featureList } from '@styled-system/recipes'
import { useStableCallback } from '../../hooks/useStableCallback'
import { useVirtualList } from '../../hooks/useVirtualList'
import { EmptyState } from '../EmptyState'
import { FeatureListRow, type FeatureListRowBaseProps } from '../FeatureListRow'

/** A slot's height in px: `sizes.featureListSlot` in the theme. The virtualiser positions rows by it. */
const SLOT_HEIGHT = 112
/** Rows rendered above and below the visible ones, so fast scrolling shows no blank gap. */
const OVERSCAN = 4
/** The list's maximum height (`sizes.featureListMax`), used until the real height is measured. */
const VIEWPORT_FALLBACK = 640

export interface FeatureListItem extends Omit<FeatureListRowBaseProps, 'selected' | 'href' | 'onNavigate'> {
  /** The feature's id: its row's key, and what `onSelect` and `hrefFor` receive. */
  id: string
}

export interface FeatureListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The features in the order to show them (e.g. ranked by score). */
  features: readonly FeatureListItem[]
  /**
   * The list's accessible name.
   * @default 'Features'
   */
  label?: string | undefined
  /** The feature shown in the detail panel: its row carries aria-current. */
  selectedId?: string | null | undefined
  /** Makes every row a link to this address (e.g. `/app/features/7`) instead of a button. */
  hrefFor?: ((id: string) => string) | undefined
  /** With `hrefFor`: called instead of the browser's navigation on a plain click, so the app's router can take over. */
  onNavigate?: ((href: string) => void) | undefined
  /** Called with the feature's id when its row (a button) is pressed. */
  onSelect?: ((id: string) => void) | undefined
  /**
   * When this changes the list scrolls back to the top, e.g. the filters, so that editing a row or loading the next
   * page keeps the place.
   * @default features
   */
  scrollResetKey?: unknown
  /**
   * Shown instead of the list when there are no features.
   * @default an empty state 'No features yet'
   */
  empty?: ReactNode
}

const indexOf = (event: { currentTarget: HTMLElement }) => Number(event.currentTarget.dataset.index)

/**
 * Features as a scrolling column of rows, ready for thousands: only the rows in view are rendered, the list tells
 * assistive tech its full size (aria-setsize, aria-posinset), and one row holds the tab stop, moved with the arrow
 * keys, Home, End, Page Up and Page Down.
 */
export const FeatureList = forwardRef<HTMLDivElement, FeatureListProps>(function FeatureList(props, ref) {
  const { features, label = 'Features', selectedId, hrefFor, onNavigate, onSelect, empty, scrollResetKey, className, ...rest } =
    props
  const classes = useMemo(() => featureList(), [])
  const [activeId, setActiveId] = useState<string | null>(null)

  // The row that takes Tab: the last one used, else the selected one, else the first.
  const active = features.findIndex((feature) => feature.id === (activeId ?? selectedId))
  const activeIndex = active === -1 ? 0 : active
  const { viewportRef, listRef, onScroll, indices, height, focusRow, targetOf } = useVirtualList<HTMLUListElement>({
    count: features.length,
    rowHeight: SLOT_HEIGHT,
    overscan: OVERSCAN,
    fallbackHeight: VIEWPORT_FALLBACK,
    activeIndex,
    resetKey: scrollResetKey === undefined ? features : scrollResetKey,
  })

  // Stable handlers that find their row from data-index, so memoised rows re-render only when their data changes.
  const onRowFocus = useStableCallback((event: FocusEvent<HTMLElement>) => {
    const feature = features[indexOf(event)]
    if (feature) setActiveId(feature.id)
  })
  const onRowKeyDown = useStableCallback((event: KeyboardEvent<HTMLElement>) => {
    const index = targetOf(event)
    const feature = index === undefined ? undefined : features[index]
    if (index === undefined || !feature) return
    event.preventDefault()
    setActiveId(feature.id)
    focusRow(index)
  })
  const onRowClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const feature = features[indexOf(event)]
    if (feature) onSelect?.(feature.id)
  })

  if (features.length === 0) {
    return (
      <div ref={ref} className={className} {...rest}>
        {empty ?? <EmptyState size="sm" title="No features yet" description="Feature requests found in feedback appear here." />}
      </div>
    )
  }

  return (
    <div ref={ref} className={className} {...rest}>
      <div ref={viewportRef} className={classes.viewport} onScroll={onScroll}>
        <ul ref={listRef} aria-label={label} className={classes.list} style={{ height }}>
          {indices.map((index) => {
            const { id, ...feature } = features[index]!
            return (
              <li
                key={id}
                aria-setsize={features.length}
                aria-posinset={index + 1}
                className={classes.slot}
                style={{ transform: `translateY(${index * SLOT_HEIGHT}px)` }}
              >
                <FeatureListRow
                  {...feature}
                  selected={id === selectedId}
                  href={hrefFor?.(id)}
                  onNavigate={onNavigate}
                  data-index={index}
                  tabIndex={index === activeIndex ? 0 : -1}
                  onFocus={onRowFocus}
                  onKeyDown={onRowKeyDown}
                  onClick={onSelect ? onRowClick : undefined}
                />
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
})

FeatureList.displayName = 'FeatureList'
