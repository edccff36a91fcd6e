import { forwardRef, useMemo, type ReactNode } from 'react'
import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox'
import { Check, ChevronDown } from 'lucide-react'
import { cx } from '@styled-system/css'
import { combobox } from '@styled-system/recipes'
import { FormField, splitFieldProps } from '../TextField/field-description'

/** One option of a Combobox. */
export interface ComboboxItem {
  /** The value reported by `onValueChange`. */
  value: string
  /** The text shown in the list, and in the box once chosen. */
  label: string
}

export interface ComboboxProps {
  /** The visible label; it names the text box and its list. */
  label: ReactNode
  /** The options that match the text typed so far: the caller filters them, on a server for example. */
  items: ComboboxItem[]
  /** The chosen value (controlled); `null` for none. Pair with `onValueChange`. */
  value?: string | null | undefined
  /** Called with the chosen value. */
  onValueChange?: ((value: string | null) => void) | undefined
  /** Called with the text as a person types it; not when choosing an option writes its label into the box. */
  onInputValueChange?: ((text: string) => void) | undefined
  /** Shown in the empty box. */
  placeholder?: string | undefined
  /**
   * The state of the search under the box, read out politely as it changes: 'Searching…', 'No features match', and
   * so on. The list hides while it has no options.
   */
  status?: ReactNode
  /**
   * Whether the box is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /** The id of the text box. */
  id?: string | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/**
 * A text box with a list of options (Ark Combobox): typing narrows the list, ArrowDown and ArrowUp move through it,
 * Enter chooses, Escape closes. A click on the box or its chevron opens the list. The list renders in place (no
 * portal). The ref points at the text box.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(props, ref) {
  const { items, value } = props
  const { frame, rest } = splitFieldProps(props)
  const { onValueChange, onInputValueChange, placeholder, status, className } = rest
  const classes = combobox()
  // A new array on every render reads to Ark as a new selection, and it then writes the selection's label back into the
  // box: a key typed while the list re-renders is lost. One array per value keeps the text as typed.
  const selection = useMemo(() => (value === undefined ? undefined : value === null ? [] : [value]), [value])
  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (item) => item.value, itemToString: (item) => item.label }),
    [items],
  )

  return (
    // The label is the Combobox's own (it points at the text box), inside the frame that states the field's states.
    <FormField {...frame} label={undefined} classes={{ ...classes, root: cx(classes.field, className) }}>
      {({ ariaDescribedBy }) => (
        <ArkCombobox.Root
          collection={collection}
          value={selection}
          onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? null) : undefined}
          onInputValueChange={
            onInputValueChange
              ? (details) => {
                  if (details.reason === 'input-change') onInputValueChange(details.inputValue)
                }
              : undefined
          }
          inputBehavior="autohighlight"
          openOnClick
          positioning={{ sameWidth: true, gutter: 4 }}
          lazyMount
          unmountOnExit
          className={classes.root}
        >
          <ArkCombobox.Label className={classes.label}>{frame.label}</ArkCombobox.Label>
          <ArkCombobox.Control className={classes.control} data-disabled={frame.disabled ? '' : undefined}>
            <ArkCombobox.Input ref={ref} placeholder={placeholder} aria-describedby={ariaDescribedBy} className={classes.input} />
            {/* The box opens the list on click and ArrowDown, so the chevron is for the pointer only. */}
            <ArkCombobox.Trigger tabIndex={-1} className={classes.trigger}>
              <ChevronDown size={18} aria-hidden="true" />
            </ArkCombobox.Trigger>
          </ArkCombobox.Control>
          <ArkCombobox.Positioner className={classes.positioner}>
            <ArkCombobox.Content className={classes.content}>
              {collection.items.map((item) => (
                <ArkCombobox.Item key={item.value} item={item} className={classes.item}>
                  <ArkCombobox.ItemText className={classes.itemText}>{item.label}</ArkCombobox.ItemText>
                  <ArkCombobox.ItemIndicator className={classes.itemIndicator}>
                    <Check size={16} aria-hidden="true" />
                  </ArkCombobox.ItemIndicator>
                </ArkCombobox.Item>
              ))}
            </ArkCombobox.Content>
          </ArkCombobox.Positioner>
          <output className={classes.status}>{status}</output>
        </ArkCombobox.Root>
      )}
    </FormField>
  )
})

Combobox.displayName = 'Combobox'
