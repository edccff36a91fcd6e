import { forwardRef, memo, useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { Lock, Search } from 'lucide-react'
import { cx } from '@styled-system/css'
import { channelPicker } from '@styled-system/recipes'
import { useControllableState } from '../../hooks/useControllableState'
import { useStableCallback } from '../../hooks/useStableCallback'
import { useVirtualList } from '../../hooks/useVirtualList'
import { createChannelFilter, type SlackChannel } from './filterChannels'

/** Row height in px: `sizes.box.3xl` in the channel picker recipe. The virtualiser positions rows by it. */
const ROW_HEIGHT = 56
/** Rows rendered above and below the visible ones, so fast scrolling shows no blank gap. */
const OVERSCAN = 6
/** The list's maximum height (`sizes.channelListMax`), used until the real height is measured. */
const VIEWPORT_FALLBACK = 400
const EMPTY: readonly string[] = []
const memberCount = new Intl.NumberFormat('en-US')

export interface ChannelPickerProps {
  /** Every channel of the workspace, as the token validation returned them. */
  channels: readonly SlackChannel[]
  /** Ids of the ticked channels (controlled). Pair with `onSelectedChange`. */
  selected?: readonly string[] | undefined
  /**
   * Ids ticked at first when uncontrolled.
   * @default []
   */
  defaultSelected?: readonly string[] | undefined
  /** Called with the new list of ticked ids when a row is ticked or unticked. */
  onSelectedChange?: ((selected: string[]) => void) | undefined
  /** The search text (controlled). Pair with `onSearchTextChange`. */
  searchText?: string | undefined
  /**
   * The search text at first when uncontrolled.
   * @default ''
   */
  defaultSearchText?: string | undefined
  /** Called with the new search text on every keystroke. */
  onSearchTextChange?: ((searchText: string) => void) | undefined
  /**
   * How many channels may be ticked; further rows are blocked until one is unticked.
   * @default 5
   */
  max?: number | undefined
  /**
   * Show a spinner with `loadingLabel` instead of the list while the channels load.
   * @default false
   */
  loading?: boolean | undefined
  /**
   * The loading spinner's text.
   * @default 'Loading channels...'
   */
  loadingLabel?: string | undefined
  /** The workspace's name: shows 'Select channels from {teamName}' above the search box. */
  teamName?: string | undefined
  /**
   * Accessible name of the list.
   * @default 'Channels'
   */
  label?: string | undefined
  /** Extra class names for the root element. */
  className?: string | undefined
}

interface ChannelRowProps {
  channel: SlackChannel
  index: number
  setSize: number
  checked: boolean
  blocked: boolean
  tabbable: boolean
  baseId: string
  noticeId: string
  classes: ReturnType<typeof channelPicker>
  onToggle: (id: string) => void
  onFocusRow: (id: string) => void
  onRowKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** One channel: a native checkbox named '#name', described by the lock, the member count and the purpose. */
const ChannelRow = memo(function ChannelRow({
  channel,
  index,
  setSize,
  checked,
  blocked,
  tabbable,
  baseId,
  noticeId,
  classes,
  onToggle,
  onFocusRow,
  onRowKeyDown,
}: ChannelRowProps) {
  const nameId = `${baseId}-${channel.id}-name`
  const lockId = `${baseId}-${channel.id}-lock`
  const membersId = `${baseId}-${channel.id}-members`
  const purposeId = `${baseId}-${channel.id}-purpose`
  const describedBy = [channel.is_private ? lockId : '', membersId, channel.purpose ? purposeId : '', blocked ? noticeId : '']
    .filter(Boolean)
    .join(' ')
  return (
    <li
      aria-setsize={setSize}
      aria-posinset={index + 1}
      className={classes.row}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
      data-checked={checked ? '' : undefined}
      data-disabled={blocked ? '' : undefined}
    >
      <label className={classes.rowLabel}>
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={checked}
          aria-disabled={blocked || undefined}
          aria-labelledby={nameId}
          aria-describedby={describedBy}
          tabIndex={tabbable ? 0 : -1}
          data-index={index}
          // A blocked row ignores the toggle and React puts the controlled box back (no preventDefault: it would
          // fight that restore).
          onChange={() => onToggle(channel.id)}
          onFocus={() => onFocusRow(channel.id)}
          onKeyDown={onRowKeyDown}
        />
        {channel.is_private ? (
          // The icon's meaning as text for assistive tech, and in the checkbox's description.
          <span id={lockId} className={classes.lock} title="Private channel">
            <Lock size={16} aria-hidden="true" />
            <span className={classes.srOnly}>Private channel</span>
          </span>
        ) : null}
        <span className={classes.text}>
          <span className={classes.line}>
            <span id={nameId} className={classes.name}>
              #{channel.name}
            </span>
            <span id={membersId} className={classes.members}>
              {memberCount.format(channel.member_count)} {channel.member_count === 1 ? 'member' : 'members'}
            </span>
          </span>
          {channel.purpose ? (
            <span id={purposeId} className={classes.purpose}>
              {channel.purpose}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  )
})

/**
 * The Slack channel step of the Connect dialog: a search box, a virtualised list of checkbox rows (10,000 channels
 * stay smooth) and the counters. At most `max` channels can be ticked; ticked ones can always be unticked.
 *
 * Keyboard: Tab reaches one row of the list (the last one used); the arrow keys, Home, End, Page Up and Page Down move
 * between rows, Space ticks. Arrow Down in the search box jumps into the list.
 */
export const ChannelPicker = forwardRef<HTMLDivElement, ChannelPickerProps>(function ChannelPicker(
  {
    channels,
    selected: selectedProp,
    defaultSelected = EMPTY,
    onSelectedChange,
    searchText,
    defaultSearchText = '',
    onSearchTextChange,
    max = 5,
    loading = false,
    loadingLabel = 'Loading channels...',
    teamName,
    label = 'Channels',
    className,
  },
  ref,
) {
  const classes = useMemo(() => channelPicker(), [])
  const baseId = useId()
  const listId = `${baseId}-list`
  const noticeId = `${baseId}-notice`

  const [query, setQuery] = useControllableState(searchText, defaultSearchText, onSearchTextChange)
  const [selected, setSelected] = useControllableState<readonly string[]>(selectedProp, defaultSelected, (next) =>
    onSelectedChange?.([...next]),
  )
  const selectedSet = useMemo(() => new Set(selected), [selected])
  const atMax = selected.length >= max

  const search = useMemo(() => createChannelFilter(channels), [channels])
  const filtered = useMemo(() => search(query), [search, query])

  const [activeId, setActiveId] = useState<string | null>(null)

  // The row that takes Tab: the last one used, or the first when it was filtered out.
  const foundIndex = activeId === null ? -1 : filtered.findIndex((c) => c.id === activeId)
  const activeIndex = foundIndex === -1 ? 0 : foundIndex
  // A new search (new results) starts at the top.
  const { viewportRef, listRef, onScroll, indices, height, focusRow, targetOf } = useVirtualList<HTMLUListElement>({
    count: filtered.length,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    fallbackHeight: VIEWPORT_FALLBACK,
    activeIndex,
    resetKey: filtered,
  })

  // Stable handlers (they read the latest state), so memoised rows re-render only when their own data changes.
  const toggle = useStableCallback((id: string) => {
    if (selectedSet.has(id)) setSelected(selected.filter((s) => s !== id))
    else if (selected.length < max) setSelected([...selected, id])
  })
  const onFocusRow = useCallback((id: string) => setActiveId(id), [])

  const moveTo = (index: number) => {
    const target = filtered[index]
    if (!target) return
    setActiveId(target.id)
    focusRow(index)
  }

  const onRowKeyDown = useStableCallback((event: KeyboardEvent<HTMLInputElement>) => {
    const index = targetOf(event)
    if (index === undefined) return
    event.preventDefault()
    moveTo(index)
  })

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || filtered.length === 0) return
    event.preventDefault()
    moveTo(activeIndex)
  }

  return (
    <div ref={ref} className={cx(classes.root, className)}>
      {teamName ? <p className={classes.description}>Select channels from {teamName}</p> : null}
      <div className={classes.search}>
        <Search className={classes.searchIcon} size={18} aria-hidden="true" />
        <input
          type="search"
          className={classes.searchInput}
          placeholder="Search channels..."
          aria-label="Search channels"
          aria-controls={loading ? undefined : listId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          disabled={loading}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      {loading ? (
        <output className={classes.loading}>
          <span className={classes.spinner} aria-hidden="true" />
          <span>{loadingLabel}</span>
        </output>
      ) : (
        <>
          {/* Two polite live regions: ticking announces the first, typing the second. */}
          <div className={classes.counters}>
            <output>
              Selected: {selected.length}/{max} channels
            </output>
            <output>
              Showing {filtered.length} of {channels.length} channels
            </output>
          </div>
          {atMax ? (
            // Blocked rows point at this with aria-describedby, so it is read when one of them is focused.
            <p id={noticeId} className={classes.notice}>
              You can select up to {max} channels. Untick one to choose another.
            </p>
          ) : null}
          {filtered.length === 0 ? (
            <div id={listId} className={classes.empty}>
              <p className={classes.emptyTitle}>No channels found</p>
              <p className={classes.emptyText}>Try adjusting your search terms</p>
            </div>
          ) : (
            <div ref={viewportRef} className={classes.viewport} onScroll={onScroll}>
              <ul ref={listRef} id={listId} aria-label={label} className={classes.list} style={{ height }}>
                {indices.map((index) => {
                  const channel = filtered[index]!
                  const checked = selectedSet.has(channel.id)
                  return (
                    <ChannelRow
                      key={channel.id}
                      channel={channel}
                      index={index}
                      setSize={filtered.length}
                      checked={checked}
                      blocked={atMax && !checked}
                      tabbable={index === activeIndex}
                      baseId={baseId}
                      noticeId={noticeId}
                      classes={classes}
                      onToggle={toggle}
                      onFocusRow={onFocusRow}
                      onRowKeyDown={onRowKeyDown}
                    />
                  )
                })}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  )
})

ChannelPicker.displayName = 'ChannelPicker'
