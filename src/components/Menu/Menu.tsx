import { forwardRef, type ReactElement, type ReactNode } from 'react'
import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { cx } from '@styled-system/css'
import { menu } from '@styled-system/recipes'

/** An action in the menu. */
export interface MenuItem {
  /** Reported by `onSelect` when the item is chosen. */
  value: string
  /** The item's text; also what type-ahead matches. */
  label: string
  /** A second, quieter line under the label (e.g. a date); part of the item's accessible name. */
  description?: string | undefined
  /** An icon before the label, e.g. a lucide icon; hidden from screen readers. */
  icon?: ReactNode
  /**
   * `danger` for destructive or leaving actions such as "Logout".
   * @default 'default'
   */
  tone?: 'default' | 'danger' | undefined
  /**
   * Whether the item can be highlighted but not chosen.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Whether choosing it closes the menu, e.g. false for an item that loads more items into the menu.
   * @default true
   */
  closeOnSelect?: boolean | undefined
}

/** A line between groups of items. */
export interface MenuSeparator {
  /** Marks the entry as a separator rather than an item. */
  type: 'separator'
}

/** One entry of a menu: an item or a separator. */
export type MenuEntry = MenuItem | MenuSeparator

export interface MenuProps {
  /**
   * The element that opens the menu: a button component that forwards its ref and props (e.g. `Button`, `IconButton`).
   * It gets `aria-haspopup`, `aria-expanded` and the keyboard handling.
   */
  trigger: ReactElement
  /** The items and separators, in order. */
  items: MenuEntry[]
  /** Called with the chosen item's value; the menu then closes. */
  onSelect?: ((value: string) => void) | undefined
  /** Whether the menu is open (controlled). Pair with `onOpenChange`. */
  open?: boolean | undefined
  /**
   * Whether the menu starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when the menu opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom-end'
   */
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'right-start' | 'left-start' | undefined
  /** Class names for the menu popup. */
  className?: string | undefined
}

function isSeparator(entry: MenuEntry): entry is MenuSeparator {
  return 'type' in entry && entry.type === 'separator'
}

/**
 * A menu of actions (Ark Menu), e.g. the account menu. Enter, Space or ArrowDown on the trigger open it with the first
 * item highlighted; the arrows move, typing jumps to an item, Enter chooses, Escape closes and focus returns to the
 * trigger. The popup renders in place (no portal). The ref points at the popup.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(props, ref) {
  const { trigger, items, onSelect, open, defaultOpen, onOpenChange, placement = 'bottom-end', className } = props
  const classes = menu()

  return (
    <ArkMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      onSelect={onSelect ? (details) => onSelect(details.value) : undefined}
      positioning={{ placement, gutter: 4 }}
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <ArkMenu.Positioner className={classes.positioner}>
        <ArkMenu.Content ref={ref} className={cx(classes.content, className)}>
          {items.map((entry, index) =>
            isSeparator(entry) ? (
              // oxlint-disable-next-line react/no-array-index-key -- separators have no identity of their own
              <ArkMenu.Separator key={`separator-${index}`} className={classes.separator} />
            ) : (
              <ArkMenu.Item
                key={entry.value}
                value={entry.value}
                disabled={entry.disabled}
                closeOnSelect={entry.closeOnSelect}
                data-tone={entry.tone === 'danger' ? 'danger' : undefined}
                className={classes.item}
              >
                {entry.icon !== undefined && (
                  <span className={classes.itemIcon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                {entry.description === undefined ? (
                  entry.label
                ) : (
                  <span className={classes.itemText}>
                    {entry.label}
                    <span className={classes.itemDescription}>{entry.description}</span>
                  </span>
                )}
              </ArkMenu.Item>
            ),
          )}
        </ArkMenu.Content>
      </ArkMenu.Positioner>
    </ArkMenu.Root>
  )
})

Menu.displayName = 'Menu'
