import {
  forwardRef,
  useCallback,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { Field } from '@ark-ui/react/field'
import { Search, X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { searchField } from '@styled-system/recipes'
import { IconButton } from '../IconButton'
import { FormField, splitFieldProps } from '../TextField/field-description'

export interface SearchFieldBaseProps {
  /** The label: it names the search box, visibly or only for screen readers (see `hideLabel`). */
  label: ReactNode
  /**
   * Keep the label for screen readers only, e.g. when the placeholder and the search icon say enough on screen.
   * @default false
   */
  hideLabel?: boolean | undefined
  /** The search text (controlled). Pair with `onChange`. */
  value?: string | undefined
  /**
   * The search text at first when uncontrolled.
   * @default ''
   */
  defaultValue?: string | undefined
  /** Called with the new text on every keystroke, and with `''` when the search is cleared. */
  onChange?: ((value: string) => void) | undefined
  /**
   * The accessible name of the clear button.
   * @default 'Clear search'
   */
  clearLabel?: string | undefined
  /**
   * Whether the search box is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/** The search field's props: its own, plus native input props (`placeholder`, `name`...) that go to the `<input>`. */
export interface SearchFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'>,
    SearchFieldBaseProps {}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node)
  else if (ref) ref.current = node
}

/**
 * A search box (`role="searchbox"`) with a leading search icon and a "Clear search" button that shows while there is
 * text. Escape also clears a non-empty search. The ref points at the input.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(props, ref) {
  const { frame, rest } = splitFieldProps(props)
  const {
    hideLabel = false,
    value: valueProp,
    defaultValue = '',
    onChange,
    clearLabel = 'Clear search',
    className,
    onKeyDown,
    ...inputProps
  } = rest
  const disabled = frame.disabled ?? false
  const [innerValue, setInnerValue] = useState(defaultValue)
  const value = valueProp ?? innerValue
  const inputRef = useRef<HTMLInputElement | null>(null)
  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      assignRef(ref, node)
    },
    [ref],
  )
  const classes = searchField({ hideLabel })

  const change = (next: string) => {
    if (valueProp === undefined) setInnerValue(next)
    onChange?.(next)
  }
  const clear = () => {
    change('')
    inputRef.current?.focus()
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'Escape' && value !== '') {
      // Clear the search only; an enclosing dialog closes on the next Escape.
      event.preventDefault()
      event.stopPropagation()
      change('')
    }
  }

  return (
    <FormField {...frame} classes={{ ...classes, root: cx(classes.root, className) }}>
      {({ ariaDescribedBy }) => (
        <div className={classes.control} data-disabled={disabled || undefined}>
          <span className={classes.icon}>
            <Search size={18} aria-hidden="true" />
          </span>
          <Field.Input
            ref={setInputRef}
            type="search"
            autoComplete="off"
            {...inputProps}
            aria-describedby={ariaDescribedBy}
            value={value}
            onChange={(event) => change(event.target.value)}
            onKeyDown={handleKeyDown}
            className={classes.input}
          />
          {value !== '' && !disabled && (
            <IconButton label={clearLabel} size="sm" onClick={clear} className={classes.clearTrigger}>
              <X size={16} aria-hidden="true" />
            </IconButton>
          )}
        </div>
      )}
    </FormField>
  )
})

SearchField.displayName = 'SearchField'
