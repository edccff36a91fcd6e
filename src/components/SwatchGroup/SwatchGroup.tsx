import { RadioGroup } from '@ark-ui/react/radio-group'
import { cx } from '@styled-system/css'
import { swatchGroup } from '@styled-system/recipes'
import type { ThemeColor } from '../../theme/theme-colors'
import type { ChoiceGroupProps, ChoiceOption } from '../SegmentGroup/choice-group'

/** One swatch: the colour (a `swatch.<name>` token) and its accessible name, e.g. 'Blue (default)'. */
export type SwatchOption<T extends ThemeColor = ThemeColor> = ChoiceOption<T>

export type SwatchGroupProps<T extends ThemeColor = ThemeColor> = ChoiceGroupProps<T>

/**
 * A choice of one colour among round swatches (Ark RadioGroup): each swatch is a radio named by its label (shown as a
 * tooltip, read by screen readers), the chosen one ringed; the arrow keys move the choice.
 */
export function SwatchGroup<T extends ThemeColor>(props: SwatchGroupProps<T>) {
  const { label, options, value, defaultValue, onValueChange, name, className, ref } = props
  const classes = swatchGroup()
  return (
    <RadioGroup.Root
      ref={ref}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        if (details.value) onValueChange?.(details.value as T)
      }}
      name={name}
      orientation="horizontal"
      className={cx(classes.root, className)}
    >
      <RadioGroup.Label className={classes.label}>{label}</RadioGroup.Label>
      <div className={classes.items}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={classes.item} title={option.label}>
            <RadioGroup.ItemControl className={classes.itemControl} data-color={option.value} />
            <RadioGroup.ItemText className={classes.itemText}>{option.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  )
}
