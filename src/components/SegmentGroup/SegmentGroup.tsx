import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group'
import { cx } from '@styled-system/css'
import { segmentGroup } from '@styled-system/recipes'
import type { ChoiceGroupProps, ChoiceOption } from './choice-group'

/** One segment: the value it stands for and its visible label. */
export type SegmentOption<T extends string = string> = ChoiceOption<T>

export interface SegmentGroupProps<T extends string = string> extends ChoiceGroupProps<T> {
  /**
   * Whether every segment is disabled.
   * @default false
   */
  disabled?: boolean | undefined
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
