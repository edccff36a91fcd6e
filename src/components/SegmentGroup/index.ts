export { SegmentGroup } from './SegmentGroup'
export type { SegmentGroupProps, SegmentOption } from './SegmentGroup'
