import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface HeroProps {
  /** A short badge above the title, e.g. "Beta · Free for early adopters". */
  eyebrow?: ReactNode
  /** The main heading (rendered as the page's h1). */
  title: ReactNode
  /** The supporting paragraph. */
  subtitle: ReactNode
  /** Call-to-action buttons. */
  actions?: ReactNode
  /** Small print under the actions, e.g. "No credit card required". */
  note?: ReactNode
}

/** The opening section of the landing page. */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero({ eyebrow, title, subtitle, actions, note }, ref) {
  return (
    <section
      ref={ref}
      aria-labelledby="hero-title"
      className={css({ px: '3', py: { base: '6', md: '10' }, textAlign: 'center', bg: 'bg.paper' })}
    >
      <div className={css({ maxW: 'prose', mx: 'auto', display: 'flex', flexDir: 'column', alignItems: 'center', gap: '3' })}>
        {eyebrow ? (
          <span
            className={css({
              px: '1.5',
              py: '0.5',
              rounded: 'full',
              bg: 'secondary.subtle',
              color: 'secondary.text',
              fontWeight: 'semibold',
              fontSize: 'sm',
            })}
          >
            {eyebrow}
          </span>
        ) : null}
        <h1 id="hero-title" className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {title}
        </h1>
        <p className={css({ fontSize: 'lg', color: 'fg.muted' })}>{subtitle}</p>
        {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' })}>{actions}</div> : null}
        {note ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{note}</p> : null}
      </div>
    </section>
  )
})
