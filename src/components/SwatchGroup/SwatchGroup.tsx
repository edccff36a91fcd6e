import type { ReactNode, Ref } from 'react'
import { RadioGroup } from '@ark-ui/react/radio-group'
import { cx } from '@styled-system/css'
import { swatchGroup } from '@styled-system/recipes'
import type { ThemeColor } from '../../theme/theme-colors'

/** One swatch: the colour (a `swatch.<name>` token) and its accessible name, e.g. 'Blue (default)'. */
export interface SwatchOption<T extends ThemeColor = ThemeColor> {
  value: T
  label: string
}

export interface SwatchGroupProps<T extends ThemeColor = ThemeColor> {
  /** The visible label that names the group. */
  label: ReactNode
  /** The swatches, in order. */
  options: ReadonlyArray<SwatchOption<T>>
  /** The chosen colour (controlled). Pair with `onValueChange`. */
  value?: T | undefined
  /** The colour chosen at first when uncontrolled. */
  defaultValue?: T | undefined
  /** Called with the chosen colour. */
  onValueChange?: ((value: T) => void) | undefined
  /** The name of the hidden radio inputs, for a form. */
  name?: string | undefined
  /** Class names for the root element. */
  className?: string | undefined
  /** The root element. */
  ref?: Ref<HTMLDivElement> | undefined
}

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
