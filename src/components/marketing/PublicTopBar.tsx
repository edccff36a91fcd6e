import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface PublicTopBarProps {
  /** The product name shown on the left. */
  productName: string
  /** The brand element, usually a link home wrapping the product name. Defaults to the plain product name. */
  brand?: ReactNode
  /** Right-hand actions: colour mode toggle, Sign In, Get Started. */
  actions?: ReactNode
}

/** The top bar of the public pages. */
export const PublicTopBar = forwardRef<HTMLElement, PublicTopBarProps>(function PublicTopBar(
  { productName, brand, actions },
  ref,
) {
  return (
    <header
      ref={ref}
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'drawer',
        bg: 'bg.paper',
        borderBottomWidth: 'thin',
        borderColor: 'border',
      })}
    >
      <div
        className={css({
          maxW: 'container',
          mx: 'auto',
          px: '3',
          h: 'topBar',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
        })}
      >
        <div className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'primary.text' })}>{brand ?? productName}</div>
        <nav aria-label="Account" className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          {actions}
        </nav>
      </div>
    </header>
  )
})
