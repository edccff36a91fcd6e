import { forwardRef, type ReactNode } from 'react'
import { css } from '@styled-system/css'

export interface FooterProps {
  /** The product name for the copyright line. */
  productName: string
  /** Footer links (Privacy, Terms, Support). */
  links?: ReactNode
  /** The year shown in the copyright line. */
  year: number
}

/** The footer of the public pages. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer({ productName, links, year }, ref) {
  return (
    <footer ref={ref} className={css({ borderTopWidth: 'thin', borderColor: 'border', bg: 'bg.paper' })}>
      <div
        className={css({
          maxW: 'container',
          mx: 'auto',
          px: '3',
          py: '3',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
          color: 'fg.muted',
        })}
      >
        <p>
          © {year} {productName}
        </p>
        <nav aria-label="Legal" className={css({ display: 'flex', gap: '2' })}>
          {links}
        </nav>
      </div>
    </footer>
  )
})
