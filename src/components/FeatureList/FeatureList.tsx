import { useEffect, useRef, type ReactNode } from 'react'
import { EmptyState } from '../EmptyState'
import { GridList } from '../GridList'
import { FeatureListRow, featureListRowText, type FeatureListRowProps } from '../FeatureListRow'

/** A row's height in px (a card of two title lines and the meta line); the virtualiser positions rows by it. */
const ROW_HEIGHT = 104

/**
 * Up to this many features every row is in the page, so the browser's find and a screen reader's browse mode see them
 * all at a small cost (two pages of the list); above it only the rows in view are rendered.
 */
export const VIRTUALISE_ABOVE = 100

export interface FeatureListItem extends Omit<FeatureListRowProps, 'className'> {
  /** The feature's id: its row's key, and what `onSelect`, `hrefFor` and the selection use. */
  id: string
}

export interface FeatureListProps {
  /** The features in the order to show them (e.g. ranked by score). */
  features: readonly FeatureListItem[]
  /**
   * The list's accessible name.
   * @default 'Features'
   */
  label?: string | undefined
  /** The feature shown in the detail panel: its row is outlined. */
  currentId?: string | null | undefined
  /** Makes every row a link to this address (e.g. `/app/features/7`). */
  hrefFor?: ((id: string) => string) | undefined
  /** Called with the feature's id when its row is opened (a click while none is chosen, or Enter). */
  onSelect?: ((id: string) => void) | undefined
  /**
   * Whether features can be chosen, each with a checkbox, for actions on several at once.
   * @default 'none'
   */
  selectionMode?: 'none' | 'multiple' | undefined
  /** The ids of the chosen features (controlled). */
  selectedIds?: ReadonlySet<string> | undefined
  /** Called with the chosen ids after every change. */
  onSelectionChange?: ((ids: ReadonlySet<string>) => void) | undefined
  /** Shown beside the count while features are chosen: the actions on them. */
  selectionActions?: ReactNode
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
  /** Class names for the root element. */
  className?: string | undefined
}

const row = ({ id: _id, ...feature }: FeatureListItem) => <FeatureListRow {...feature} />

/**
 * Features as a scrolling column of rows, ready for thousands: past `VIRTUALISE_ABOVE` only the rows in view are
 * rendered. A GridList: the arrow keys, Home, End and Page Up/Down move between rows, and with
 * `selectionMode="multiple"` each row has a checkbox for actions on several features.
 */
export function FeatureList(props: FeatureListProps) {
  const { features, label = 'Features', currentId, hrefFor, onSelect, scrollResetKey, empty, ...rest } = props
  const listRef = useRef<HTMLDivElement>(null)
  const resetKey = scrollResetKey === undefined ? features : scrollResetKey
  const shownKey = useRef(resetKey)
  useEffect(() => {
    if (shownKey.current === resetKey) return
    shownKey.current = resetKey
    if (listRef.current) listRef.current.scrollTop = 0
  })

  return (
    <GridList
      {...rest}
      listRef={listRef}
      items={features}
      label={label}
      textValue={featureListRowText}
      currentId={currentId}
      hrefFor={hrefFor}
      onAction={onSelect}
      rowHeight={features.length > VIRTUALISE_ABOVE ? ROW_HEIGHT : undefined}
      selectionMode={rest.selectionMode ?? 'none'}
      empty={
        empty ?? <EmptyState size="sm" title="No features yet" description="Feature requests found in feedback appear here." />
      }
    >
      {row}
    </GridList>
  )
}
