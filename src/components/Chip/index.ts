export { Chip, chipStatusTable, getChipStatusStyle } from './Chip'
export type {
  ChipBaseProps,
  ChipProps,
  ChipStatus,
  ChipStatusFamily,
  ChipStatusStyle,
  ChipTone,
  CompetitorStatus,
  FeatureStatus,
  IntegrationStatus,
  Priority,
  ThemeStatus,
} from './Chip'
