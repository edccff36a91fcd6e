import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { Check } from 'lucide-react'
import { cx } from '@styled-system/css'
import { stepsHeader } from '@styled-system/recipes'

export interface StepsHeaderBaseProps {
  /** The steps' names in order, e.g. `['Tokens', 'Channels']`. */
  steps: readonly string[]
  /** Index of the current step, from 0. Steps before it show as completed. */
  current: number
  /**
   * Accessible name of the list.
   * @default 'Steps'
   */
  label?: string | undefined
  /**
   * Text read after the name of a completed step.
   * @default 'completed'
   */
  completedLabel?: string | undefined
}

export interface StepsHeaderProps extends Omit<HTMLArkProps<'ol'>, 'children'>, StepsHeaderBaseProps {}

/**
 * Where a multi-step dialog is: an ordered list of its steps, the current one marked with aria-current="step".
 * Display only: the dialog's own buttons move between steps.
 */
export const StepsHeader = forwardRef<HTMLOListElement, StepsHeaderProps>(function StepsHeader(props, ref) {
  const { steps, current, label = 'Steps', completedLabel = 'completed', className, ...rest } = props
  const styles = stepsHeader()
  return (
    <ark.ol ref={ref} aria-label={label} {...rest} className={cx(styles.list, className)}>
      {steps.map((step, index) => {
        const complete = index < current
        return (
          <li
            key={step}
            className={styles.item}
            aria-current={index === current ? 'step' : undefined}
            data-complete={complete ? '' : undefined}
          >
            <span className={styles.indicator} aria-hidden="true">
              {complete ? <Check /> : index + 1}
            </span>
            <span className={styles.title}>
              {step}
              {complete ? <span className={styles.hiddenText}> ({completedLabel})</span> : null}
            </span>
            {index < steps.length - 1 ? <span className={styles.separator} aria-hidden="true" /> : null}
          </li>
        )
      })}
    </ark.ol>
  )
})

StepsHeader.displayName = 'StepsHeader'
