export { Combobox } from './Combobox'
export type { ComboboxItem, ComboboxProps } from './Combobox'
