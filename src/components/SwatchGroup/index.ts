export { SwatchGroup } from './SwatchGroup'
export type { SwatchGroupProps, SwatchOption } from './SwatchGroup'
