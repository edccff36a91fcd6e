export { FeatureDetail } from './FeatureDetail'
export type { CompetitorEntry, FeatureDetailBaseProps, FeatureDetailProps, FeedbackEntry, FeedbackSource } from './FeatureDetail'
