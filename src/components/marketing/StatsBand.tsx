import { forwardRef } from 'react'
import { css } from '@styled-system/css'

export interface Stat {
  /** The figure, e.g. "95%". */
  value: string
  /** What the figure means. */
  label: string
}

export interface StatsBandProps {
  /** The figures to show, in order. */
  stats: readonly Stat[]
  /** Accessible name of the band. @default "Headway in numbers" */
  label?: string
}

/** A band of headline figures. */
export const StatsBand = forwardRef<HTMLElement, StatsBandProps>(function StatsBand(
  { stats, label = 'Headway in numbers' },
  ref,
) {
  return (
    <section ref={ref} aria-label={label} className={css({ bg: 'primary.subtle', px: '3', py: '5' })}>
      <dl
        className={css({
          maxW: 'container',
          mx: 'auto',
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: '3',
          textAlign: 'center',
        })}
      >
        {stats.map((stat) => (
          <div key={stat.label} className={css({ display: 'flex', flexDir: 'column-reverse', gap: '0.5' })}>
            <dt className={css({ color: 'fg.muted' })}>{stat.label}</dt>
            <dd className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'primary.text' })}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
})
