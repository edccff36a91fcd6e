export { formatProgressValue, ProgressBar } from './ProgressBar'
export type { ProgressBarBaseProps, ProgressBarProps } from './ProgressBar'
