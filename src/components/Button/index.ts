export { Button } from './Button'
export type { ButtonBaseProps, ButtonProps } from './Button'
