export { ThemeCard } from './ThemeCard'
export type { ThemeCardBaseProps, ThemeCardProps } from './ThemeCard'
