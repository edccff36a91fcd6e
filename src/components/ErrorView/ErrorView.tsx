import { forwardRef } from 'react'
import { css } from '@styled-system/css'

export interface ErrorViewProps {
  /** The heading. @default "Unexpected Application Error!" */
  title?: string
  /** The HTTP-like status, e.g. 404, when there is one. */
  status?: number
  /** The status text or the error's message. */
  message: string
  /** The stack trace, shown in a scrollable block when present. */
  stack?: string
}

/** The view shown when a route fails to load or render. */
export const ErrorView = forwardRef<HTMLElement, ErrorViewProps>(function ErrorView(
  { title = 'Unexpected Application Error!', status, message, stack },
  ref,
) {
  return (
    <section ref={ref} role="alert" className={css({ p: '4', maxW: 'container', mx: 'auto', display: 'flex', flexDir: 'column', gap: '2' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <h2 className={css({ fontSize: 'lg', fontStyle: 'italic', color: 'danger.text' })}>
        {status === undefined ? message : `${status} ${message}`}
      </h2>
      {stack ? (
        // A scrollable block must be reachable from the keyboard (axe: scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0}
          aria-label="Stack trace"
          className={css({ p: '2', bg: 'bg.subtle', rounded: 'md', overflow: 'auto', fontFamily: 'mono', fontSize: 'sm' })}
        >
          {stack}
        </pre>
      ) : null}
    </section>
  )
})
