export { CopyButton } from './CopyButton'
export type { CopyButtonProps } from './CopyButton'
