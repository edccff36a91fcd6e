import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControl, fieldHelperText, fieldLabel, fieldRoot } from './field-parts'
import { popupSurface } from './popup-parts'

/**
 * A range of two dates typed in segments or picked in a calendar (react-aria-components DateRangePicker with a
 * RangeCalendar in a popover). States come from React Aria's data attributes: `data-placeholder` on an empty segment,
 * `data-focused` on the segment the keyboard is in, `data-selected`, `data-selection-start` and `data-selection-end`
 * on the chosen days, `data-outside-month`, `data-unavailable`, `data-disabled` and `data-focus-visible`.
 */
export const dateRangePickerRecipe = defineSlotRecipe({
  className: 'date-range-picker',
  description: 'Two dates typed or picked in a calendar (React Aria DateRangePicker and RangeCalendar)',
  slots: ['root', 'label', 'control', 'input', 'segment', 'separator', 'trigger', 'clear', 'helperText', 'popover', 'dialog', 'calendar', 'header', 'heading', 'grid', 'weekday', 'cell'],
  base: {
    root: fieldRoot,
    label: fieldLabel,
    control: { ...fieldControl, gap: '0.5', pe: '0.5' },
    input: { display: 'flex', alignItems: 'center', fontSize: 'md', fontVariantNumeric: 'tabular-nums' },
    segment: {
      px: '[1px]',
      borderRadius: 'sm',
      outline: 'none',
      '&[data-type="literal"]': { color: 'fg.muted', px: '0' },
      '&[data-placeholder]:not([data-focused])': { color: 'fg.muted' },
      '&[data-focused]': { bg: 'primary.solid', color: 'primary.contrast' },
    },
    separator: { color: 'fg.muted', px: '0.5' },
    trigger: { ms: 'auto' },
    clear: {},
    helperText: fieldHelperText,
    popover: { ...popupSurface, zIndex: 'overlay', p: '1.5', outline: 'none' },
    dialog: { outline: 'none' },
    calendar: { display: 'flex', flexDir: 'column', gap: '1', outline: 'none' },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1' },
    heading: { m: '0', fontSize: 'md', fontWeight: 'semibold' },
    grid: { borderCollapse: 'collapse', '& td': { p: '0' } },
    weekday: { fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', pb: '0.5' },
    cell: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '[36px]',
      h: '[36px]',
      fontSize: 'sm',
      borderRadius: 'md',
      cursor: 'pointer',
      outline: 'none',
      '&[data-hovered]:not([data-selected])': { bg: 'bg.subtle' },
      '&[data-selected]': { bg: 'primary.subtle', color: 'fg', borderRadius: '0' },
      '&[data-selection-start], &[data-selection-end]': { bg: 'primary.solid', color: 'primary.contrast', borderRadius: 'md' },
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-unavailable], &[data-disabled]': { color: 'fg.muted', textDecoration: 'line-through', cursor: 'not-allowed' },
      '&[data-focus-visible]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '[-2px]' },
    },
  },
})
