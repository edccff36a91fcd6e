export { Chip } from './Chip'
export type { ChipBaseProps, ChipProps, ChipTone, ToneLabel } from './Chip'
