import { Link as RouterLink } from 'react-router-dom'
import { css } from '@styled-system/css'
import type { Rise } from '../../../api'

const list = css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' })
const link = css({
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '[2px]',
})
const kind = css({ color: 'fg.muted', fontSize: 'sm' })
const sentence = css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })

export interface RisingLink {
  name: string
  /** 'Theme' or 'Feature', said after the name. */
  kind: string
  href: string
  rise: Rise
}

/** What is rising, each a link to its screen with the sentence of the test that found it. */
export function RisingLinks({ items }: { items: readonly RisingLink[] }) {
  return (
    <ul className={list} aria-label="Rising this week">
      {items.map((item) => (
        <li key={item.href}>
          <RouterLink className={link} to={item.href}>
            {item.name}
          </RouterLink>{' '}
          <span className={kind}>({item.kind})</span>
          <span className={sentence}>{item.rise.sentence}</span>
        </li>
      ))}
    </ul>
  )
}
