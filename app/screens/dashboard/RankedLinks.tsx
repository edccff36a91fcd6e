import { Link as RouterLink } from 'react-router-dom'
import { css } from '@styled-system/css'
import type { RankedItem } from '../../state/dashboard'

const list = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' })
const row = css({ display: 'flex', alignItems: 'baseline', gap: '1' })
const link = css({
  flex: '1',
  minW: '[0]',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '[2px]',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
const meta = css({ color: 'fg.muted', fontSize: 'sm', flexShrink: 0 })
const empty = css({ color: 'fg.muted' })

const count = new Intl.NumberFormat('en-US')

/** A short ranked list of themes or features, each a link to its screen, with its mentions. */
export function RankedLinks({
  items,
  label,
  hrefFor,
  emptyText,
}: {
  items: readonly RankedItem[]
  label: string
  hrefFor: (id: string) => string
  emptyText: string
}) {
  if (items.length === 0) return <p className={empty}>{emptyText}</p>
  return (
    <ol className={list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={row}>
          <RouterLink className={link} to={hrefFor(item.id)}>
            {item.name}
          </RouterLink>
          <span className={meta}>
            {count.format(item.mentions)} {item.mentions === 1 ? 'mention' : 'mentions'}
          </span>
        </li>
      ))}
    </ol>
  )
}
