import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface NotFoundProps {
  /** The way back, usually a 'Go Home' button linking to the home route. */
  action: ReactNode
}

const wrapper = css({
  minH: '[60vh]',
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  textAlign: 'center',
  px: '3',
})

/** The page shown for unknown paths. */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound({ action }, ref) {
  return (
    <section ref={ref} aria-labelledby="not-found-title" className={wrapper}>
      <p aria-hidden="true" className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'primary.text' })}>
        404
      </p>
      <h1 id="not-found-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Page Not Found
      </h1>
      <p className={css({ color: 'fg.muted' })}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      {action}
    </section>
  )
})
