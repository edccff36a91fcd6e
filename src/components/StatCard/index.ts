export { StatCard, describeTrend, sparklinePoints } from './StatCard'
export type { StatCardBaseProps, StatCardProps, StatDelta, StatDirection } from './StatCard'
