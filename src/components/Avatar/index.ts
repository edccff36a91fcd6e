export { Avatar, getInitials } from './Avatar'
export type { AvatarBaseProps, AvatarProps } from './Avatar'
