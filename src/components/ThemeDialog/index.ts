export { ThemeDialog, canSaveTheme } from './ThemeDialog'
export type { ThemeChoices, ThemeDialogProps, ThemeFormValue } from './ThemeDialog'
export { formatTags, parseTags } from './parseTags'
export { DEFAULT_THEME_COLOR, themeColorLabels, themeColors, type ThemeColor } from '../../theme/theme-colors'
