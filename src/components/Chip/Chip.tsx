import { forwardRef, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { chip } from '@styled-system/recipes'

/** The colour of a chip: a semantic colour pair, readable (AA) in light and dark. */
export type ChipTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'accent'

/** Status of a data source. The app maps the server's status to these before display. */
export type IntegrationStatus = 'connected' | 'disconnected' | 'pending'
/** Status of a feature request. */
export type FeatureStatus = 'backlog' | 'in-progress' | 'review' | 'completed'
/** Priority of a feature or a theme. */
export type Priority = 'high' | 'medium' | 'low'
/** Status of a theme. */
export type ThemeStatus = 'active' | 'planning' | 'archived'
/** Status of a competitor's offer of a feature. */
export type CompetitorStatus = 'available' | 'beta' | 'enterprise' | 'planned' | 'not-available'

/** Any status a chip can show. The families share no value, so a status alone names its family. */
export type ChipStatus = IntegrationStatus | FeatureStatus | Priority | ThemeStatus | CompetitorStatus

export interface ChipStatusStyle {
  /** The colour of the chip. */
  tone: ChipTone
  /** The text shown when the chip has no children. */
  label: string
}

/**
 * The one table from status to tone and label, per family. Change a colour or a wording here and every chip follows.
 */
export const chipStatusTable = {
  integration: {
    connected: { tone: 'success', label: 'Connected' },
    disconnected: { tone: 'neutral', label: 'Disconnected' },
    pending: { tone: 'warning', label: 'Pending' },
  },
  feature: {
    backlog: { tone: 'neutral', label: 'Backlog' },
    'in-progress': { tone: 'info', label: 'In Progress' },
    review: { tone: 'accent', label: 'Review' },
    completed: { tone: 'success', label: 'Completed' },
  },
  priority: {
    high: { tone: 'danger', label: 'High' },
    medium: { tone: 'warning', label: 'Medium' },
    low: { tone: 'neutral', label: 'Low' },
  },
  theme: {
    active: { tone: 'success', label: 'Active' },
    planning: { tone: 'info', label: 'Planning' },
    archived: { tone: 'neutral', label: 'Archived' },
  },
  competitor: {
    available: { tone: 'success', label: 'Available' },
    beta: { tone: 'info', label: 'Beta' },
    enterprise: { tone: 'accent', label: 'Enterprise' },
    planned: { tone: 'warning', label: 'Planned' },
    'not-available': { tone: 'neutral', label: 'Not Available' },
  },
} as const satisfies {
  integration: Record<IntegrationStatus, ChipStatusStyle>
  feature: Record<FeatureStatus, ChipStatusStyle>
  priority: Record<Priority, ChipStatusStyle>
  theme: Record<ThemeStatus, ChipStatusStyle>
  competitor: Record<CompetitorStatus, ChipStatusStyle>
}

/** The families of statuses in `chipStatusTable`. */
export type ChipStatusFamily = keyof typeof chipStatusTable

const statusStyles: Record<ChipStatus, ChipStatusStyle> = Object.assign({}, ...Object.values(chipStatusTable))

/** The tone and default label of a status, from `chipStatusTable`. */
export function getChipStatusStyle(status: ChipStatus): ChipStatusStyle {
  return statusStyles[status]
}

export interface ChipBaseProps {
  /**
   * A status from one of the families in `chipStatusTable`: sets the tone and, without children, the label.
   */
  status?: ChipStatus | undefined
  /**
   * The colour when no `status` is given; wins over the status's tone when both are given.
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

/** A small label for a status, a priority or a tag (a.k.a. badge). */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(props, ref) {
  const { status, tone, size, icon, className, children, ...rest } = props
  const style = status === undefined ? undefined : getChipStatusStyle(status)
  return (
    <ark.span
      ref={ref}
      data-status={status}
      {...rest}
      className={cx(chip({ tone: tone ?? style?.tone, size }), className)}
    >
      {icon ? (
        <span data-part="icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children ?? style?.label}
    </ark.span>
  )
})

Chip.displayName = 'Chip'
