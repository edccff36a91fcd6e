export { Card } from './Card'
export type { CardBaseProps, CardProps } from './Card'
