export { IconButton } from './IconButton'
export type { IconButtonBaseProps, IconButtonProps } from './IconButton'
