export { Paper } from './Paper'
export type { PaperBaseProps, PaperProps } from './Paper'
