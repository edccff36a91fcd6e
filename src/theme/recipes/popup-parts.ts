import type { SystemStyleObject } from '@pandacss/dev'

/** The raised card of a popup that opens from a trigger (a menu, a select's or a combobox's list). */
export const popupSurface: SystemStyleObject = {
  bg: 'bg.paper',
  color: 'fg',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
}
