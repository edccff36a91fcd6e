import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface CtaBandProps {
  title: string
  subtitle?: string
  /** The call-to-action buttons. */
  actions: ReactNode
}

/** The closing call to action of a marketing page. */
export const CtaBand = forwardRef<HTMLElement, CtaBandProps>(function CtaBand({ title, subtitle, actions }, ref) {
  return (
    <section ref={ref} aria-labelledby="cta-title" className={css({ px: '3', py: '8', textAlign: 'center' })}>
      <div className={css({ maxW: 'prose', mx: 'auto', display: 'flex', flexDir: 'column', alignItems: 'center', gap: '2' })}>
        <h2 id="cta-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {title}
        </h2>
        {subtitle ? <p className={css({ color: 'fg.muted' })}>{subtitle}</p> : null}
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>{actions}</div>
      </div>
    </section>
  )
})
