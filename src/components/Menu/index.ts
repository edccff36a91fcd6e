export { Menu } from './Menu'
export type { MenuEntry, MenuItem, MenuProps, MenuSeparator } from './Menu'
