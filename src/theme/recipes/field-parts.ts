import type { SystemStyleObject } from '@pandacss/dev'
import { popupSurface } from './popup-parts'

/**
 * Style fragments shared by the form-field recipes (text field, password field, select, combobox, search field) so their labels,
 * boxes and messages look the same. Not a recipe: each component still has its own recipe that spreads these.
 */

/** The whole field: label, control and message stacked. */
export const fieldRoot: SystemStyleObject = {
  display: 'flex',
  flexDir: 'column',
  gap: '0.5',
  w: 'full',
  minW: '0',
  color: 'fg',
}

export const fieldLabel: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.5',
  alignSelf: 'flex-start',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  '&[data-disabled]': { color: 'fg.muted' },
}

export const fieldRequiredIndicator: SystemStyleObject = { color: 'danger.text' }

/**
 * The outlined box around an input (or a select trigger). State comes from data attributes that Ark sets, or that the
 * component sets on its own wrapper: `data-invalid`, `data-disabled`, and focus inside.
 */
export const fieldControl: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  w: 'full',
  h: 'control.md',
  px: '1.5',
  bg: 'bg.paper',
  color: 'fg',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  outlineStyle: 'solid',
  outlineWidth: '0',
  outlineColor: 'transparent',
  transitionProperty: 'border-color, outline-color',
  transitionDuration: 'fast',
  '&:hover:not([data-disabled], [data-invalid], :focus-within)': { borderColor: 'fg' },
  // Border plus a one-pixel outline: the two-pixel ring of a focused field.
  _focusWithin: { borderColor: 'primary.solid', outlineWidth: 'thin', outlineColor: 'primary.solid' },
  '&[data-invalid]': { borderColor: 'danger.solid' },
  '&[data-invalid]:focus-within': { outlineColor: 'danger.solid' },
  '&[data-disabled]': { bg: 'bg.subtle', borderColor: 'border', color: 'fg.muted', cursor: 'not-allowed' },
}

/** A bare input inside the control box: the box shows the focus, so the input draws no outline of its own. */
export const fieldInput: SystemStyleObject = {
  flex: '1',
  minW: '0',
  h: 'full',
  bg: 'transparent',
  color: 'inherit',
  fontSize: 'md',
  outline: 'none',
  _focusVisible: { outline: 'none' },
  _placeholder: { color: 'fg.muted', opacity: 1 },
  _disabled: { cursor: 'not-allowed' },
}

/** A decorative icon or prefix at the start of the control. */
export const fieldAdornment: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: 'fg.muted',
}

export const fieldHelperText: SystemStyleObject = { fontSize: 'xs', color: 'fg.muted' }

export const fieldErrorText: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  fontSize: 'xs',
  color: 'danger.text',
}

/** The popup list of a select or a combobox, and its options. */
export const listPopup: SystemStyleObject = {
  display: 'flex',
  flexDir: 'column',
  gap: '0.5',
  p: '0.5',
  ...popupSurface,
  zIndex: 'overlay',
  maxH: '[min(var(--available-height, 320px), 320px)]',
  overflowY: 'auto',
  // The highlighted option shows where the keyboard is; the list itself needs no ring.
  _focusVisible: { outline: 'none' },
}

export const listItem: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1',
  px: '1.5',
  py: '1',
  borderRadius: 'sm',
  fontSize: 'md',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.subtle' },
  '&[data-state=checked]': { color: 'primary.text', fontWeight: 'medium' },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
}

export const listItemText: SystemStyleObject = { flex: '1', minW: '0' }

export const listItemIndicator: SystemStyleObject = { display: 'inline-flex', color: 'primary.text' }
