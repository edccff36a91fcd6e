export { Spinner } from './Spinner'
export type { SpinnerBaseProps, SpinnerProps } from './Spinner'
