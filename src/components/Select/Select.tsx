import { forwardRef, useMemo, type ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { cx } from '@styled-system/css'
import { select } from '@styled-system/recipes'
import { FormField, splitFieldProps } from '../TextField/field-description'

/** One option of a Select. */
export interface SelectItem {
  /** The value reported by `onValueChange` and submitted with the form. */
  value: string
  /** The text shown in the list and in the closed select; also what type-ahead matches. */
  label: string
  /**
   * Whether the option can be highlighted but not chosen.
   * @default false
   */
  disabled?: boolean | undefined
}

export interface SelectProps {
  /** The visible label; it names the select's button. */
  label: ReactNode
  /** The options, in order. */
  items: SelectItem[]
  /** The chosen value (controlled); `null` for none. Pair with `onValueChange`. */
  value?: string | null | undefined
  /** The value chosen at first when uncontrolled. */
  defaultValue?: string | undefined
  /** Called with the chosen value, or `null` when the choice is cleared. */
  onValueChange?: ((value: string | null) => void) | undefined
  /**
   * Shown in the closed select while nothing is chosen.
   * @default 'Select an option'
   */
  placeholder?: string | undefined
  /** A hint under the select, read as its description. */
  helperText?: ReactNode
  /** The error under the select while it is invalid; it replaces the helper text and becomes the description. */
  errorText?: ReactNode
  /**
   * Whether the choice is invalid: red box, `aria-invalid` and the error text.
   * @default true when `errorText` is given, else false
   */
  invalid?: boolean | undefined
  /**
   * Whether a choice is needed: a `*` after the label and `aria-required`.
   * @default false
   */
  required?: boolean | undefined
  /**
   * Whether the select is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Whether the choice can be seen but not changed.
   * @default false
   */
  readOnly?: boolean | undefined
  /** The form field name: a hidden native select carries the value in form submissions. */
  name?: string | undefined
  /** The id of the hidden native select; the other ids derive from it. */
  id?: string | undefined
  /** Whether the list is open (controlled). Pair with `onOpenChange`. */
  open?: boolean | undefined
  /**
   * Whether the list starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when the list opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/**
 * A single-choice select (Ark Select): a button that opens a list box. Enter, Space or ArrowDown open it, typing jumps
 * to a matching option, Escape closes it. The list renders in place (no portal). The ref points at the button.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const { items } = props
  const { frame, rest } = splitFieldProps(props)
  const { value, defaultValue, onValueChange, placeholder = 'Select an option', name, open, defaultOpen, onOpenChange, className } =
    rest
  const classes = select()
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  )

  return (
    // The label is the Select's own (it points at the trigger), inside the frame that states the field's states.
    <FormField {...frame} label={undefined} classes={{ ...classes, root: cx(classes.field, className) }}>
      {({ ariaDescribedBy }) => (
        <ArkSelect.Root
          collection={collection}
          value={value === undefined ? undefined : value === null ? [] : [value]}
          defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
          onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? null) : undefined}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
          name={name}
          positioning={{ sameWidth: true, gutter: 4 }}
          lazyMount
          unmountOnExit
          className={classes.root}
        >
          <ArkSelect.Label className={classes.label}>
            {frame.label}
            <Field.RequiredIndicator className={classes.requiredIndicator} />
          </ArkSelect.Label>
          <ArkSelect.Control className={classes.control}>
            <ArkSelect.Trigger ref={ref} aria-describedby={ariaDescribedBy} className={classes.trigger}>
              <ArkSelect.ValueText placeholder={placeholder} className={classes.valueText} />
              <ArkSelect.Indicator className={classes.indicator}>
                <ChevronDown size={18} aria-hidden="true" />
              </ArkSelect.Indicator>
            </ArkSelect.Trigger>
          </ArkSelect.Control>
          <ArkSelect.Positioner className={classes.positioner}>
            <ArkSelect.Content className={classes.content}>
              {collection.items.map((item) => (
                <ArkSelect.Item key={item.value} item={item} className={classes.item}>
                  <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator className={classes.itemIndicator}>
                    <Check size={16} aria-hidden="true" />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
          <ArkSelect.HiddenSelect />
        </ArkSelect.Root>
      )}
    </FormField>
  )
})

Select.displayName = 'Select'
