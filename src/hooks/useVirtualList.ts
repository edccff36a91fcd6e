import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject, type UIEvent } from 'react'
import { scrollTopToReveal, virtualRange } from './virtualRange'

export interface VirtualListOptions {
  /** How many rows the list holds. */
  count: number
  /** Every row's height in px; rows are positioned by it. */
  rowHeight: number
  /** Rows rendered above and below the visible ones, so fast scrolling shows no blank gap. */
  overscan: number
  /** The viewport's height in px until it is measured (its maximum height). */
  fallbackHeight: number
  /** The row holding the roving tab stop: it stays rendered, so Tab and focus never land on a missing row. */
  activeIndex: number
  /** When this changes (new results), the list scrolls back to the top. */
  resetKey: unknown
}

export interface VirtualList<List extends HTMLElement> {
  /** Ref for the scrolling element; measures it while mounted. */
  viewportRef: (viewport: HTMLElement | null) => (() => void) | undefined
  /** Ref for the element inside the viewport whose rows carry `data-index`. */
  listRef: RefObject<List | null>
  onScroll: (event: UIEvent<HTMLElement>) => void
  /** The indices of the rows to render, in order, plus the active row if it is out of the window. */
  indices: number[]
  /** The height of all rows together: the list element's height, so the scrollbar is right. */
  height: number
  /** Scrolls row `index` into view and focuses its `[data-index]` element, once it is rendered. */
  focusRow: (index: number) => void
  /**
   * The row a navigation key asks for from the active row (arrows, Home, End, Page Up, Page Down), clamped to the
   * list; undefined for any other key.
   */
  targetOf: (event: KeyboardEvent) => number | undefined
}

function rowIn(list: HTMLElement | null, index: number): HTMLElement | null | undefined {
  return list?.querySelector<HTMLElement>(`[data-index="${index}"]`)
}

/**
 * A list that renders only the rows in view (plus overscan) in a scrolling viewport, with roving focus: the parts the
 * channel picker and the feature list share. Rows are absolutely positioned at `index * rowHeight`.
 */
export function useVirtualList<List extends HTMLElement>({
  count,
  rowHeight,
  overscan,
  fallbackHeight,
  activeIndex,
  resetKey,
}: VirtualListOptions): VirtualList<List> {
  const viewportElement = useRef<HTMLElement | null>(null)
  const listRef = useRef<List | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewportHeight, setViewportHeight] = useState(fallbackHeight)
  const pendingFocus = useRef<number | null>(null)
  // Only re-renders, so that the row asked for gets rendered and the effect below focuses it.
  const [, requestRender] = useState(0)

  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      viewportElement.current = viewport
      if (!viewport) return undefined
      const measure = () => setViewportHeight(viewport.clientHeight || fallbackHeight)
      measure()
      if (typeof ResizeObserver === 'undefined') return undefined
      const observer = new ResizeObserver(measure)
      observer.observe(viewport)
      return () => observer.disconnect()
    },
    [fallbackHeight],
  )

  const shownKey = useRef(resetKey)
  useLayoutEffect(() => {
    if (Object.is(shownKey.current, resetKey)) return
    shownKey.current = resetKey
    const viewport = viewportElement.current
    if (viewport && viewport.scrollTop !== 0) {
      viewport.scrollTop = 0
      setScrollTop(0)
    }
  }, [resetKey])

  // Focus a row the keyboard asked for once the render that adds it is done.
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    pendingFocus.current = null
    rowIn(listRef.current, index)?.focus({ preventScroll: true })
  })

  const focusRow = (index: number) => {
    const viewport = viewportElement.current
    if (!viewport || count === 0) return
    const top = scrollTopToReveal(index, viewport.scrollTop, viewportHeight, rowHeight)
    if (top !== viewport.scrollTop) {
      viewport.scrollTop = top
      setScrollTop(top)
    }
    const row = rowIn(listRef.current, index)
    if (row) {
      row.focus({ preventScroll: true })
    } else {
      pendingFocus.current = index
      requestRender((renders) => renders + 1)
    }
  }

  const targetOf = (event: KeyboardEvent): number | undefined => {
    if (event.altKey || event.ctrlKey || event.metaKey || count === 0) return undefined
    const page = Math.max(1, Math.floor(viewportHeight / rowHeight) - 1)
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: count - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
    }
    const index = moves[event.key]
    return index === undefined ? undefined : Math.max(0, Math.min(count - 1, index))
  }

  const { start, end } = virtualRange(scrollTop, viewportHeight, rowHeight, count, overscan)
  const indices: number[] = []
  for (let i = start; i < end; i++) indices.push(i)
  if (count > 0 && (activeIndex < start || activeIndex >= end)) indices.push(activeIndex)

  return {
    viewportRef,
    listRef,
    onScroll: (event) => setScrollTop(event.currentTarget.scrollTop),
    indices,
    height: count * rowHeight,
    focusRow,
    targetOf,
  }
}
