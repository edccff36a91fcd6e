import type { ReactNode } from 'react'
import { css } from '@styled-system/css'

const header = css({
  display: 'flex',
  alignItems: { base: 'flex-start', md: 'center' },
  flexDir: { base: 'column', md: 'row' },
  gap: '2',
  mb: '3',
})
const text = css({ flex: '1', minW: '[0]' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', m: '0' })
const subtitle = css({ color: 'fg.muted', mt: '0.5' })

/** A settings screen's heading (level 2, under the app bar's title) with its one-line description. */
export function PageHeader({ title: titleText, subtitle: subtitleText, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className={header}>
      <div className={text}>
        <h2 className={title}>{titleText}</h2>
        {subtitleText ? <p className={subtitle}>{subtitleText}</p> : null}
      </div>
      {actions}
    </div>
  )
}
