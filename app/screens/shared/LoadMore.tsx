import { useState } from 'react'
import { Button } from '../../../src/components/Button'
import { srOnly } from './layout'

export interface LoadMoreProps {
  /** How many items the list shows now. */
  shown: number
  /** What the list holds, plural, e.g. 'comments': the announcement after a page came says "12 comments shown". */
  noun: string
  /** The cursor of the next page; no button on the last page. */
  nextCursor: string | null
  loading: boolean
  onLoadMore: () => void
  /** The button's text. @default 'Load more' */
  label?: string | undefined
  /** A box around the button, e.g. to centre it; without it the button lays out as a child of the list's parent. */
  className?: string | undefined
}

/**
 * The next page of a paged list on demand: a button (keyboard reachable like any button) while there is a next page,
 * and a polite live region that says how many items are shown once a page asked for has come.
 */
export function LoadMore({ shown, noun, nextCursor, loading, onLoadMore, label = 'Load more', className }: LoadMoreProps) {
  const [asked, setAsked] = useState(false)
  const button = (
    <Button
      variant="outline"
      loading={loading}
      onClick={() => {
        setAsked(true)
        onLoadMore()
      }}
    >
      {label}
    </Button>
  )
  return (
    <>
      {nextCursor ? className ? <div className={className}>{button}</div> : button : null}
      <output className={srOnly} aria-live="polite">
        {asked && !loading ? `${shown} ${noun} shown` : ''}
      </output>
    </>
  )
}
