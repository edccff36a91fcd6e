import { forwardRef, useId, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react'
import { cx } from '@styled-system/css'
import { statCard } from '@styled-system/recipes'

export type StatDirection = 'up' | 'down' | 'flat'

export interface StatDelta {
  /** The size of the change as shown, e.g. "12%" or "+5". */
  value: string
  /** Which way the figure moved. */
  direction: StatDirection
  /**
   * The period the change is measured against, e.g. "from last week".
   * @default 'from last period'
   */
  label?: string | undefined
  /**
   * Whether the change is good news: colours the change. By default up is positive, down negative, flat neutral.
   */
  tone?: 'positive' | 'negative' | 'neutral' | undefined
}

export interface StatCardBaseProps {
  /** What the figure counts, e.g. "Total Requests". The name of the card (an article). */
  title: string
  /** The figure, e.g. 247. */
  value: ReactNode
  /** The change since the last period, read as e.g. "up 12% from last week". */
  delta?: StatDelta | undefined
  /** The figure over time, oldest first, drawn as a small sparkline (hidden from assistive tech; `trendLabel` says it in words). */
  trend?: readonly number[] | undefined
  /**
   * The trend in words for assistive tech. By default: "Trend: rising from 30 to 42".
   */
  trendLabel?: string | undefined
  /** A decorative icon in the corner. */
  icon?: ReactNode
}

export interface StatCardProps extends Omit<HTMLArkProps<'article'>, 'title'>, StatCardBaseProps {}

const directionWord: Record<StatDirection, string> = { up: 'up', down: 'down', flat: 'unchanged' }
const defaultTone = { up: 'positive', down: 'negative', flat: 'neutral' } as const
const DirectionIcon = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight }

/** The sparkline's drawing box; the SVG stretches it to the slot's size. */
const VIEW_W = 100
const VIEW_H = 32

/** Points of a polyline through `values`, scaled into the sparkline's box (exported for tests). */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return ''
  const min = Math.min(...values)
  const max = Math.max(...values)
  const span = max - min || 1
  const step = values.length > 1 ? VIEW_W / (values.length - 1) : 0
  return values
    .map((v, i) => {
      const x = values.length > 1 ? i * step : VIEW_W / 2
      // A flat series sits in the middle rather than on the floor.
      const y = max === min ? VIEW_H / 2 : VIEW_H - ((v - min) / span) * VIEW_H
      return `${+x.toFixed(2)},${+y.toFixed(2)}`
    })
    .join(' ')
}

/** The trend in words, e.g. "Trend: rising from 30 to 42" (exported for tests). */
export function describeTrend(values: readonly number[]): string {
  const first = values[0]
  const last = values[values.length - 1]
  if (first === undefined || last === undefined) return ''
  if (values.length === 1) return `Trend: ${first}`
  const word = last > first ? 'rising' : last < first ? 'falling' : 'steady'
  return `Trend: ${word} from ${first} to ${last}`
}

/** A headline figure with its title, an optional change since the last period and an optional sparkline. */
export const StatCard = forwardRef<HTMLElement, StatCardProps>(function StatCard(
  { title, value, delta, trend, trendLabel, icon, className, ...rest },
  ref,
) {
  const classes = statCard()
  const titleId = useId()
  const hasTrend = trend !== undefined && trend.length > 0
  const Icon = delta ? DirectionIcon[delta.direction] : null
  return (
    <ark.article ref={ref} aria-labelledby={titleId} {...rest} className={cx(classes.root, className)}>
      <div className={classes.header}>
        <p id={titleId} className={classes.title}>
          {title}
        </p>
        {icon ? (
          <span className={classes.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className={classes.value}>{value}</p>
      {delta || hasTrend ? (
        <div className={classes.footer}>
          {delta && Icon ? (
            <p className={classes.delta} data-tone={delta.tone ?? defaultTone[delta.direction]} data-direction={delta.direction}>
              <Icon size={16} aria-hidden="true" />
              <span className={classes.srOnly}>{directionWord[delta.direction]} </span>
              <span>{delta.value}</span> <span className={classes.deltaLabel}>{delta.label ?? 'from last period'}</span>
            </p>
          ) : (
            <span />
          )}
          {hasTrend ? (
            <>
              <svg
                className={classes.sparkline}
                viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <polyline
                  points={sparklinePoints(trend)}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              <span className={classes.srOnly}>{trendLabel ?? describeTrend(trend)}</span>
            </>
          ) : null}
        </div>
      ) : null}
    </ark.article>
  )
})

StatCard.displayName = 'StatCard'
