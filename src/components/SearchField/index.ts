export { SearchField } from './SearchField'
export type { SearchFieldBaseProps, SearchFieldProps } from './SearchField'
