export { StepsHeader } from './StepsHeader'
export type { StepsHeaderBaseProps, StepsHeaderProps } from './StepsHeader'
