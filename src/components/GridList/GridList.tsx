import { useMemo, type ReactNode, type Ref } from 'react'
import {
  Checkbox as AriaCheckbox,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  ListLayout,
  Virtualizer,
  type CheckboxProps as AriaCheckboxProps,
  type Selection,
} from 'react-aria-components'
import { Check, Minus } from 'lucide-react'
import { cx } from '@styled-system/css'
import { checkbox, gridList } from '@styled-system/recipes'
import { useControllableState } from '../../hooks/useControllableState'

export interface GridListProps<T extends { id: string }> {
  /** The rows, in order; each row's key is its item's `id`. */
  items: readonly T[]
  /** The list's accessible name. */
  label: string
  /** A row's content (not interactive: the row itself is what the person acts on). */
  children: (item: T) => ReactNode
  /** A row's text: its accessible name and what type-ahead matches. */
  textValue: (item: T) => string
  /**
   * Whether rows can be chosen, each with a checkbox, for actions on several at once.
   * @default 'multiple'
   */
  selectionMode?: 'none' | 'multiple' | undefined
  /** The ids of the chosen rows (controlled). Pair with `onSelectionChange`. */
  selectedIds?: ReadonlySet<string> | undefined
  /**
   * The ids chosen at first when uncontrolled.
   * @default none
   */
  defaultSelectedIds?: ReadonlySet<string> | undefined
  /** Called with the chosen ids after every change (a click, Space, Shift+arrows, Ctrl+A, the select-all box). */
  onSelectionChange?: ((ids: ReadonlySet<string>) => void) | undefined
  /**
   * Makes every row a link to this address. A click follows it while nothing is chosen; once rows are chosen a click
   * toggles the row instead, and Enter always follows it. Client-side routing goes through React Aria's RouterProvider.
   */
  hrefFor?: ((id: string) => string) | undefined
  /** Called with a row's id when it is opened (a click while nothing is chosen, or Enter). */
  onAction?: ((id: string) => void) | undefined
  /** The row shown elsewhere, e.g. in a detail panel: it is outlined and carries `data-current`. */
  currentId?: string | null | undefined
  /** With it the list renders only the rows in view (each exactly this many px high), ready for thousands. */
  rowHeight?: number | undefined
  /**
   * The select-all box's label.
   * @default 'Select all'
   */
  selectAllLabel?: string | undefined
  /** Shown in the header beside the count while at least one row is chosen, e.g. buttons acting on the chosen rows. */
  selectionActions?: ReactNode
  /**
   * Shown instead of the rows when there are none.
   * @default nothing
   */
  empty?: ReactNode
  /** Class names for the root element. */
  className?: string | undefined
  /** The scrolling element that holds the rows. */
  listRef?: Ref<HTMLDivElement> | undefined
}

/** The gap between rows in px: `spacing.1` of the theme, as the list's own gap when it is not virtualised. */
const ROW_GAP = 8
const NONE: ReadonlySet<string> = new Set()

type SelectionBoxProps = Omit<AriaCheckboxProps, 'children' | 'className'> & { label?: string | undefined }

/** React Aria's checkbox drawn as the library's Checkbox box (the checkbox recipe's control keys off data-state). */
function SelectionBox({ label, ...props }: SelectionBoxProps) {
  const classes = gridList()
  const box = checkbox()
  return (
    <AriaCheckbox {...props} className={classes.checkbox}>
      {({ isSelected, isIndeterminate, isFocusVisible, isHovered, isDisabled }) => (
        <>
          <span
            className={box.control}
            data-state={isIndeterminate ? 'indeterminate' : isSelected ? 'checked' : 'unchecked'}
            data-focus-visible={isFocusVisible || undefined}
            data-hover={isHovered || undefined}
            data-disabled={isDisabled || undefined}
          >
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} aria-hidden="true" />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} aria-hidden="true" />
            ) : null}
          </span>
          {label}
        </>
      )}
    </AriaCheckbox>
  )
}

/**
 * Rows a person moves through with the arrow keys (Home, End, Page Up and Down, type-ahead) and chooses several of:
 * a checkbox per row, Space to toggle, Shift+arrows to extend, Ctrl+A and a select-all box for all, Escape to clear.
 * Rows can also open (a link or `onAction`). Behaviour from react-aria-components GridList, style from the
 * `gridList` recipe keyed on its data attributes.
 */
export function GridList<T extends { id: string }>(props: GridListProps<T>) {
  const {
    items,
    label,
    children,
    textValue,
    selectionMode = 'multiple',
    selectedIds,
    defaultSelectedIds = NONE,
    onSelectionChange,
    hrefFor,
    onAction,
    currentId,
    rowHeight,
    selectAllLabel = 'Select all',
    selectionActions,
    empty,
    className,
    listRef,
  } = props
  const classes = gridList()
  const [selected, setSelected] = useControllableState(selectedIds, defaultSelectedIds, onSelectionChange)
  const ids = useMemo(() => items.map((item) => item.id), [items])
  const chosen = useMemo(() => ids.filter((id) => selected.has(id)).length, [ids, selected])
  const multiple = selectionMode === 'multiple'

  if (items.length === 0) return <div className={cx(classes.root, className)}>{empty}</div>

  const onChange = (keys: Selection) => setSelected(keys === 'all' ? new Set(ids) : new Set([...keys].map(String)))

  const list = (
    <AriaGridList
      ref={listRef}
      aria-label={label}
      items={items}
      dependencies={[children, textValue, hrefFor, currentId, multiple]}
      selectionMode={selectionMode}
      selectedKeys={selected}
      onSelectionChange={onChange}
      onAction={onAction ? (key) => onAction(String(key)) : undefined}
      className={classes.list}
    >
      {(item) => (
        <AriaGridListItem
          id={item.id}
          textValue={textValue(item)}
          href={hrefFor?.(item.id)}
          data-current={item.id === currentId || undefined}
          className={classes.item}
        >
          {multiple ? <SelectionBox slot="selection" /> : null}
          <div className={classes.content}>{children(item)}</div>
        </AriaGridListItem>
      )}
    </AriaGridList>
  )

  return (
    <div className={cx(classes.root, className)}>
      {multiple ? (
        <div className={classes.header}>
          <SelectionBox
            label={selectAllLabel}
            isSelected={chosen === items.length}
            isIndeterminate={chosen > 0 && chosen < items.length}
            onChange={(all) => setSelected(all ? new Set(ids) : NONE)}
          />
          {/* Always rendered, so screen readers hear the count change. */}
          <output className={classes.count}>{chosen > 0 ? `${chosen} selected` : ''}</output>
          {chosen > 0 ? <div className={classes.actions}>{selectionActions}</div> : null}
        </div>
      ) : null}
      {rowHeight === undefined ? (
        list
      ) : (
        <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: rowHeight, gap: ROW_GAP }}>
          {list}
        </Virtualizer>
      )}
    </div>
  )
}
