import { defineSlotRecipe } from '@pandacss/dev'
import { fieldErrorText, fieldHelperText, fieldLabel } from './field-parts'

/**
 * A place to drop a file or choose one (react-aria-components DropZone with a FileTrigger): a dashed box with an icon,
 * its label and hint, and the choose button; a message under it when a dropped file was refused. States come from
 * React Aria's data attributes: `data-drop-target` while a file is dragged over it, `data-focus-visible` when the
 * keyboard is on it (Ctrl+V pastes a copied file), `data-disabled`.
 */
export const fileDropZoneRecipe = defineSlotRecipe({
  className: 'file-drop-zone',
  description: 'A drop target for files with a button to choose one (React Aria DropZone and FileTrigger)',
  slots: ['root', 'zone', 'icon', 'label', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '1', w: 'full', minW: '0' },
    zone: {
      display: 'flex',
      flexDir: 'column',
      alignItems: 'center',
      gap: '1.5',
      px: '3',
      py: '4',
      textAlign: 'center',
      bg: 'bg.paper',
      borderWidth: 'thick',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      borderRadius: 'md',
      outline: 'none',
      transitionProperty: 'border-color, background-color',
      transitionDuration: 'fast',
      '&[data-drop-target]': { borderStyle: 'solid', borderColor: 'primary.solid', bg: 'bg.subtle' },
      '&[data-focus-visible]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
      '&[data-disabled]': { bg: 'bg.subtle', borderColor: 'border', color: 'fg.muted', cursor: 'not-allowed' },
    },
    icon: { color: 'fg.muted' },
    label: { ...fieldLabel, alignSelf: 'center' },
    hint: fieldHelperText,
    error: fieldErrorText,
  },
})
