import { forwardRef, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { chip } from '@styled-system/recipes'

/** The colour of a chip: a semantic colour pair, readable (AA) in light and dark. */
export type ChipTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'accent'

/** What a chip shows: a tone and the words. Patterns take a status in this form; the app decides both parts. */
export interface ToneLabel {
  tone: ChipTone
  label: string
}

export interface ChipBaseProps {
  /**
   * The colour.
   * @default 'neutral'
   */
  tone?: ChipTone | undefined
  /**
   * Height, padding and font size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | undefined
  /** A decorative icon before the label, hidden from assistive technology. */
  icon?: ReactNode
}

export interface ChipProps extends HTMLArkProps<'span'>, ChipBaseProps {}

/** A small label for a status, a priority or a tag (a.k.a. badge): a tone and its children. */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(props, ref) {
  const { tone, size, icon, className, children, ...rest } = props
  return (
    <ark.span ref={ref} {...rest} className={cx(chip({ tone, size }), className)}>
      {icon ? (
        <span data-part="icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </ark.span>
  )
})

Chip.displayName = 'Chip'
