import { forwardRef } from 'react'
import {
  ProgressLabel,
  ProgressRange,
  ProgressRoot,
  ProgressTrack,
  ProgressValueText,
  type ProgressRootProps,
} from '@ark-ui/react/progress'
import { cx } from '@styled-system/css'
import { progressBar } from '@styled-system/recipes'

/** The default value text: '2 of 3'. */
export const formatProgressValue = (value: number, max: number): string => `${value} of ${max}`

export interface ProgressBarBaseProps {
  /** What is progressing: the visible label and the progress bar's accessible name. */
  label: string
  /** How far it is, from 0 to `max`. */
  value: number
  /**
   * The value when complete.
   * @default 100
   */
  max?: number | undefined
  /**
   * The value as text, shown beside the label and read as the bar's value.
   * @default (value, max) => `${value} of ${max}`
   */
  formatValue?: ((value: number, max: number) => string) | undefined
  /**
   * Show the label above the bar (it stays the accessible name when hidden).
   * @default true
   */
  showLabel?: boolean | undefined
  /**
   * Show the value text above the bar (it stays the value read by screen readers when hidden).
   * @default true
   */
  showValueText?: boolean | undefined
  /**
   * Thickness of the bar: 4 or 8 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | undefined
}

export interface ProgressBarProps
  extends Omit<ProgressRootProps, 'value' | 'defaultValue' | 'max' | 'min' | 'children' | 'onValueChange'>,
    ProgressBarBaseProps {}

/** A labelled linear progress bar (Ark Progress), e.g. 'Integration Progress' at '2 of 3'. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(props, ref) {
  const {
    label,
    value,
    max = 100,
    formatValue = formatProgressValue,
    showLabel = true,
    showValueText = true,
    size,
    className,
    ...rest
  } = props
  const styles = progressBar({ size })
  const clamped = Math.min(Math.max(value, 0), max)
  const valueText = formatValue(clamped, max)
  return (
    <ProgressRoot ref={ref} value={clamped} min={0} max={max} {...rest} className={cx(styles.root, className)}>
      {showLabel || showValueText ? (
        <div className={styles.header}>
          {showLabel ? <ProgressLabel className={styles.label}>{label}</ProgressLabel> : <span />}
          {showValueText ? (
            <ProgressValueText className={styles.valueText}>
              {valueText}
            </ProgressValueText>
          ) : null}
        </div>
      ) : null}
      <ProgressTrack className={styles.track} aria-label={label} aria-valuetext={valueText}>
        <ProgressRange className={styles.range} />
      </ProgressTrack>
    </ProgressRoot>
  )
})

ProgressBar.displayName = 'ProgressBar'
