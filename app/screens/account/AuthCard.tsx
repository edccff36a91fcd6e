import type { ReactNode } from 'react'
import { css } from '@styled-system/css'
import { Paper } from '../../../src/components/Paper'

const page = css({ display: 'flex', justifyContent: 'center', px: '2', py: { base: '3', md: '5' } })
const columns = {
  md: css({ w: 'full', maxW: 'dialog', display: 'flex', flexDir: 'column', gap: '3' }),
  lg: css({ w: 'full', maxW: 'prose', display: 'flex', flexDir: 'column', gap: '3' }),
}
const heading = css({ display: 'flex', flexDir: 'column', gap: '0.5', mb: '3' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', m: '0' })
const subtitle = css({ color: 'fg.muted' })
const footer = css({ mt: '3', textAlign: 'center', color: 'fg.muted' })

export interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** A line under the form, e.g. the link to the other of login and register. */
  footer?: ReactNode
  /** Content beside the card, e.g. the demo-access card. */
  aside?: ReactNode
  /**
   * The card's width: 560 px, or 720 px for the long registration form laid out in two columns.
   * @default 'md'
   */
  width?: 'md' | 'lg'
}

/** The centred card of the account screens (login, register, password reset), with the page's one h1. */
export function AuthCard({
  title: titleText,
  subtitle: subtitleText,
  children,
  footer: footerContent,
  aside,
  width = 'md',
}: AuthCardProps) {
  return (
    <div className={page}>
      <div className={columns[width]}>
        <Paper variant="elevated" padding="lg">
          <div className={heading}>
            <h1 className={title}>{titleText}</h1>
            {subtitleText ? <p className={subtitle}>{subtitleText}</p> : null}
          </div>
          {children}
          {footerContent ? <div className={footer}>{footerContent}</div> : null}
        </Paper>
        {aside}
      </div>
    </div>
  )
}

export const formStack = css({ display: 'flex', flexDir: 'column', gap: '2' })
export const fieldRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })
