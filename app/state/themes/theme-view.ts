import type { CreateThemeRequest, Theme } from '../../../api'
import type { ThemeCardBaseProps } from '../../../src/components/ThemeCard'
import type { ThemeFormValue } from '../../../src/components/ThemeDialog'
import { DEFAULT_THEME_COLOR, themeColors, type ThemeColor } from '../../../src/theme/theme-colors'
import { personName } from '../person-name'

/** The server keeps any colour name; the app draws the ones it has swatches for and the default for the rest. */
export function toThemeColor(color: string): ThemeColor {
  return (themeColors as readonly string[]).includes(color) ? (color as ThemeColor) : DEFAULT_THEME_COLOR
}

/** A theme as its card shows it. Suggestions are drawn as planning until someone accepts them. */
export function toThemeCardProps(
  theme: Theme,
): Omit<ThemeCardBaseProps, 'selected' | 'onSelect' | 'href' | 'onNavigate'> {
  return {
    name: theme.name,
    description: theme.description,
    color: toThemeColor(theme.color),
    status: theme.status === 'suggested' ? 'planning' : theme.status,
    priority: theme.priority,
    featureCount: theme.feature_count,
    totalMentions: theme.total_mentions,
    slackMentions: theme.slack_mentions,
    emailMentions: theme.email_mentions,
    progress: theme.progress,
    owner: personName(theme.owner) || 'Unassigned',
  }
}

/** The edit dialog starts from the theme as it is. */
export function toThemeFormValue(theme: Theme): ThemeFormValue {
  const { status, color } = toThemeCardProps(theme)
  return { name: theme.name, description: theme.description, color, priority: theme.priority, status, tags: theme.tags }
}

/** What the dialog's Save sends, for a create or an edit alike. */
export function toThemeRequest(value: ThemeFormValue): Required<Omit<CreateThemeRequest, 'owner_id'>> {
  return {
    name: value.name,
    description: value.description,
    color: value.color,
    priority: value.priority,
    status: value.status,
    tags: value.tags,
  }
}
