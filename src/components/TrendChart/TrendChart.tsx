import { forwardRef } from 'react'
import { CollapsibleContent, CollapsibleContext, CollapsibleRoot, CollapsibleTrigger } from '@ark-ui/react/collapsible'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { trendChart } from '@styled-system/recipes'
import { Button } from '../Button'
import {
  bucketTrend,
  countsOn,
  fittingBucket,
  formatTrendDate,
  niceTicks,
  summarizeTrend,
  tickIndexes,
  type TrendBucket,
  trendDates,
  type TrendSeries,
} from './trend'

export interface TrendChartBaseProps {
  /** The counts to draw: one or more series of daily counts. */
  series: readonly TrendSeries[]
  /**
   * A line per series, or bars grouped by day.
   * @default 'line'
   */
  kind?: 'line' | 'bar' | undefined
  /**
   * A point a day or a point a week (the week's total, on its first day in the chart); 'auto' groups by week when the
   * chart spans more than five weeks and fewer than half of its days have a count.
   * @default 'auto'
   */
  bucket?: 'auto' | TrendBucket | undefined
  /** The chart's heading, the start of its accessible summary and the caption of its data table. */
  title: string
  /**
   * The heading's element.
   * @default 'h3'
   */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p' | undefined
  /**
   * Height of the drawing in px when it is `width` px wide. The drawing fills its container's width and keeps the
   * proportions of `width` to `height`.
   * @default 240
   */
  height?: number | undefined
  /**
   * Width of the drawing in px that `height` refers to.
   * @default 640
   */
  width?: number | undefined
  /**
   * Label of the button that shows the data table; the button reads 'Hide data table' while it is shown.
   * @default 'Show data table'
   */
  showTableLabel?: string | undefined
  /**
   * Label of the button while the data table is shown.
   * @default 'Hide data table'
   */
  hideTableLabel?: string | undefined
  /**
   * The text drawn when there are no points.
   * @default 'No data'
   */
  emptyText?: string | undefined
}

export interface TrendChartProps extends Omit<HTMLArkProps<'div'>, 'title' | 'children'>, TrendChartBaseProps {}

/** Room around the plot, in px: for the y tick labels on the left and the date labels at the bottom. */
const margin = { top: 12, right: 24, bottom: 28, left: 40 }
const round = (value: number) => Math.round(value * 100) / 100

/**
 * Counts over time as a dependency-free SVG line or bar chart. Screen readers get a one-line summary (role="img" with
 * an aria-label) and a 'Show data table' button reveals every value as a table.
 */
export const TrendChart = forwardRef<HTMLDivElement, TrendChartProps>(function TrendChart(props, ref) {
  const {
    series,
    kind = 'line',
    bucket = 'auto',
    title,
    titleAs: Title = 'h3',
    height = 240,
    width = 640,
    showTableLabel = 'Show data table',
    hideTableLabel = 'Hide data table',
    emptyText = 'No data',
    className,
    ...rest
  } = props
  const styles = trendChart()
  const grouping = bucket === 'auto' ? fittingBucket(series) : bucket
  const grouped = bucketTrend(series, grouping)
  const dates = trendDates(grouped)
  const counts = grouped.map((s) => countsOn(s, dates))
  const yTicks = niceTicks(Math.max(0, ...counts.flat()))
  const yMax = yTicks.at(-1) ?? 1
  const plot = { x: margin.left, y: margin.top, w: width - margin.left - margin.right, h: height - margin.top - margin.bottom }
  const y = (count: number) => round(plot.y + plot.h - (count / yMax) * plot.h)
  const band = dates.length > 0 ? plot.w / dates.length : plot.w
  // Lines run edge to edge; bars sit in the middle of their day's band.
  const x = (index: number) =>
    round(kind === 'bar' || dates.length === 1 ? plot.x + band * (index + 0.5) : plot.x + (index * plot.w) / (dates.length - 1))
  const barWidth = round((band * 0.8) / Math.max(1, series.length))
  const empty = dates.length === 0

  return (
    <ark.div ref={ref} {...rest} className={cx(styles.root, className)}>
      <CollapsibleRoot>
        <div className={styles.header}>
          <Title className={styles.title}>{title}</Title>
          {empty ? null : (
            <CollapsibleTrigger asChild>
              <Button variant="ghost" size="sm">
                <CollapsibleContext>{(api) => (api.open ? hideTableLabel : showTableLabel)}</CollapsibleContext>
              </Button>
            </CollapsibleTrigger>
          )}
        </div>
        <svg
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline SVG drawing, summarised as one image
          role="img"
          aria-label={summarizeTrend(title, series, grouping)}
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          data-kind={kind}
          data-bucket={grouping}
        >
          {yTicks.map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={plot.x} x2={plot.x + plot.w} y1={y(tick)} y2={y(tick)} />
              <text className={styles.tick} x={plot.x - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
          <line className={styles.axis} x1={plot.x} x2={plot.x + plot.w} y1={y(0)} y2={y(0)} />
          {tickIndexes(dates.length).map((index) => (
            <text
              key={dates[index]}
              className={styles.tick}
              x={x(index)}
              y={plot.y + plot.h + 18}
              textAnchor={kind === 'line' && dates.length > 1 && index === dates.length - 1 ? 'end' : 'middle'}
            >
              {formatTrendDate(dates[index] ?? '')}
            </text>
          ))}
          {empty ? (
            <text className={styles.empty} x={plot.x + plot.w / 2} y={plot.y + plot.h / 2} textAnchor="middle" dominantBaseline="middle">
              {emptyText}
            </text>
          ) : null}
          {counts.map((values, s) => (
            <g key={series[s]?.label ?? s} className={styles.series} data-series={s % 4}>
              {kind === 'line' ? (
                <>
                  <polyline points={values.map((count, i) => `${x(i)},${y(count)}`).join(' ')} />
                  {values.map((count, i) => (
                    <circle key={dates[i]} cx={x(i)} cy={y(count)} r={3} />
                  ))}
                </>
              ) : (
                values.map((count, i) => (
                  <rect
                    key={dates[i]}
                    x={round(x(i) - (barWidth * series.length) / 2 + s * barWidth)}
                    y={y(count)}
                    width={round(Math.max(1, barWidth - 1))}
                    height={round(y(0) - y(count))}
                  />
                ))
              )}
            </g>
          ))}
        </svg>
        {series.length > 1 ? (
          <ul className={styles.legend} aria-label="Legend">
            {series.map((s, index) => (
              <li key={s.label} className={styles.legendItem}>
                <span className={styles.swatch} data-series={index % 4} aria-hidden="true" />
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
        {empty ? null : (
          <CollapsibleContent className={styles.tableWrapper}>
            <table className={styles.table}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{grouping === 'week' ? 'Week of' : 'Date'}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {series.length > 1 ? s.label : 'Count'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dates.map((date, i) => (
                  <tr key={date}>
                    <th scope="row">{formatTrendDate(date, true)}</th>
                    {counts.map((values, s) => (
                      <td key={series[s]?.label ?? s}>{values[i]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </CollapsibleContent>
        )}
      </CollapsibleRoot>
    </ark.div>
  )
})

TrendChart.displayName = 'TrendChart'
