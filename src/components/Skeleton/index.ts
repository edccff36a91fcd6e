export { Skeleton } from './Skeleton'
export type { SkeletonBaseProps, SkeletonProps } from './Skeleton'
