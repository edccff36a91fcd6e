import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface FeatureCardItem {
  /** A decorative icon. */
  icon: ReactNode
  title: string
  description: string
}

export interface FeatureCardGridProps {
  /** The section heading. */
  title: string
  /** An optional line under the heading. */
  subtitle?: string
  /** The cards, shown three to a row on wide screens. */
  items: readonly FeatureCardItem[]
}

/** A grid of product capability cards. */
export const FeatureCardGrid = forwardRef<HTMLElement, FeatureCardGridProps>(function FeatureCardGrid(
  { title, subtitle, items },
  ref,
) {
  return (
    <section ref={ref} aria-labelledby="feature-grid-title" className={css({ px: '3', py: '8' })}>
      <div className={css({ maxW: 'container', mx: 'auto' })}>
        <h2 id="feature-grid-title" className={css({ fontSize: '2xl', fontWeight: 'bold', textAlign: 'center' })}>
          {title}
        </h2>
        {subtitle ? <p className={css({ textAlign: 'center', color: 'fg.muted', mt: '1' })}>{subtitle}</p> : null}
        <ul
          className={css({
            mt: '4',
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: '3',
          })}
        >
          {items.map((item) => (
            <li
              key={item.title}
              className={css({
                bg: 'bg.paper',
                borderWidth: 'thin',
                borderColor: 'border',
                rounded: 'card',
                p: '3',
                display: 'flex',
                flexDir: 'column',
                gap: '1',
              })}
            >
              <span aria-hidden="true" className={css({ color: 'primary.text' })}>
                {item.icon}
              </span>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{item.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
})
