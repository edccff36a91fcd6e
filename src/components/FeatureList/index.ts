export { FeatureList } from './FeatureList'
export type { FeatureListItem, FeatureListProps } from './FeatureList'
