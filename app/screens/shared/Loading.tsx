import type { ReactNode } from 'react'
import { css, cx } from '@styled-system/css'

const block = css({ display: 'block' })

/** Placeholders (skeletons) of content on its way, announced as busy under one name, e.g. 'Loading themes'. */
export function Loading({
  label,
  className,
  children,
}: {
  label: string
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <output className={cx(block, className)} aria-busy="true" aria-label={label}>
      {children}
    </output>
  )
}
