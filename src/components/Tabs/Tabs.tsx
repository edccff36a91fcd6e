import { forwardRef, type ReactNode } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { cx } from '@styled-system/css'
import { tabs } from '@styled-system/recipes'

/** One tab: its button and its panel. */
export interface TabItem {
  /** Identifies the tab in `value`, `defaultValue` and `onValueChange`. */
  value: string
  /** The tab button's text (and optional icon). */
  label: ReactNode
  /** The panel shown while the tab is selected. */
  content: ReactNode
  /**
   * Whether the tab can be focused by the arrows but not selected.
   * @default false
   */
  disabled?: boolean | undefined
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[]
  /** The accessible name of the tab list, e.g. "Feature details". */
  label?: string | undefined
  /** The selected tab (controlled). Pair with `onValueChange`. */
  value?: string | undefined
  /**
   * The tab selected at first when uncontrolled.
   * @default the first tab that is not disabled
   */
  defaultValue?: string | undefined
  /** Called with the newly selected tab's value. */
  onValueChange?: ((value: string) => void) | undefined
  /**
   * `automatic` selects a tab as soon as the arrows reach it; `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual' | undefined
  /**
   * Mount a panel only when its tab is first selected, e.g. for panels that are costly to render.
   * @default false
   */
  lazyMount?: boolean | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/**
 * Tabs (Ark Tabs): a tab list and one panel per tab. Left and Right arrows move between tabs, Home and End jump to the
 * first and last, Tab moves into the panel.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const { items, label, value, defaultValue, onValueChange, activationMode, lazyMount = false, className } = props
  const classes = tabs()
  const firstEnabled = items.find((item) => !item.disabled)?.value

  return (
    <ArkTabs.Root
      ref={ref}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
      activationMode={activationMode}
      lazyMount={lazyMount}
      className={cx(classes.root, className)}
    >
      <ArkTabs.List aria-label={label} className={classes.list}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={classes.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
})

Tabs.displayName = 'Tabs'
