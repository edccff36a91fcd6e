export { FeatureListRow, featureListRowText } from './FeatureListRow'
export type { FeatureListRowProps } from './FeatureListRow'
