export { FeatureListRow } from './FeatureListRow'
export type { FeatureListRowBaseProps, FeatureListRowProps } from './FeatureListRow'
