import type { ReactNode, Ref } from 'react'
import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group'
import { cx } from '@styled-system/css'
import { segmentGroup } from '@styled-system/recipes'

/** One segment: the value it stands for and its visible label. */
export interface SegmentOption<T extends string = string> {
  value: T
  label: string
}

export interface SegmentGroupProps<T extends string = string> {
  /** The visible label that names the group. */
  label: ReactNode
  /** The segments, in order. */
  options: ReadonlyArray<SegmentOption<T>>
  /** The chosen value (controlled). Pair with `onValueChange`. */
  value?: T | undefined
  /** The value chosen at first when uncontrolled. */
  defaultValue?: T | undefined
  /** Called with the chosen value. */
  onValueChange?: ((value: T) => void) | undefined
  /** The name of the hidden radio inputs, for a form. */
  name?: string | undefined
  /**
   * Whether every segment is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /** Class names for the root element. */
  className?: string | undefined
  /** The root element. */
  ref?: Ref<HTMLDivElement> | undefined
}

/**
 * A row of mutually exclusive options drawn as one segmented control (Ark SegmentGroup): a radio group, so Tab
 * enters it at the chosen segment and the arrow keys move the choice.
 */
export function SegmentGroup<T extends string>(props: SegmentGroupProps<T>) {
  const { label, options, value, defaultValue, onValueChange, name, disabled, className, ref } = props
  const classes = segmentGroup()
  return (
    <ArkSegmentGroup.Root
      ref={ref}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        if (details.value) onValueChange?.(details.value as T)
      }}
      name={name}
      disabled={disabled}
      orientation="horizontal"
      className={cx(classes.root, className)}
    >
      <ArkSegmentGroup.Label className={classes.label}>{label}</ArkSegmentGroup.Label>
      <div className={classes.items}>
        {options.map((option) => (
          <ArkSegmentGroup.Item key={option.value} value={option.value} className={classes.item}>
            <ArkSegmentGroup.ItemText className={classes.itemText}>{option.label}</ArkSegmentGroup.ItemText>
            <ArkSegmentGroup.ItemHiddenInput />
          </ArkSegmentGroup.Item>
        ))}
      </div>
    </ArkSegmentGroup.Root>
  )
}
