export { Link } from './Link'
export type { LinkBaseProps, LinkProps } from './Link'
