import {
  priorityStyles,
  themeStatusStyles,
  type CreateThemeRequest,
  type EDITABLE_THEME_STATUSES,
  type Priority,
  type StatusStyle,
  type Theme,
} from '../../../api'
import type { ThemeCardBaseProps } from '../../../src/components/ThemeCard'
import type { ThemeChoices, ThemeFormValue as DialogValue } from '../../../src/components/ThemeDialog'
import { DEFAULT_THEME_COLOR, themeColors, type ThemeColor } from '../../../src/theme/theme-colors'
import { personName } from '../person-name'

/** The server keeps any colour name; the app draws the ones it has swatches for and the default for the rest. */
export function toThemeColor(color: string): ThemeColor {
  return (themeColors as readonly string[]).includes(color) ? (color as ThemeColor) : DEFAULT_THEME_COLOR
}

type EditableThemeStatus = (typeof EDITABLE_THEME_STATUSES)[number]

/** What the theme dialog edits: the domain's priority and the statuses a person sets. */
export type ThemeFormValue = DialogValue<Priority, EditableThemeStatus>

const choicesOf = <T extends string>(styles: Readonly<Record<T, StatusStyle>>, defaultValue: T): ThemeChoices<T> => ({
  options: (Object.entries(styles) as Array<[T, StatusStyle]>).map(([value, { label }]) => ({ value, label })),
  defaultValue,
})

/** The dialog's priority and status choices, in the domain's order, starting on the server's defaults for a new theme. */
export const themePriorities = choicesOf(priorityStyles, 'medium')
export const themeStatuses = choicesOf(themeStatusStyles, 'active')

/** The status a theme is shown and edited with: a suggestion reads as planning until someone accepts it. */
const shownStatus = (status: Theme['status']) => (status === 'suggested' ? 'planning' : status)

/** A theme as its card shows it. */
export function toThemeCardProps(
  theme: Theme,
): Omit<ThemeCardBaseProps, 'selected' | 'onSelect' | 'href' | 'onNavigate'> {
  return {
    name: theme.name,
    description: theme.description,
    color: toThemeColor(theme.color),
    status: themeStatusStyles[shownStatus(theme.status)],
    priority: priorityStyles[theme.priority],
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
  return {
    name: theme.name,
    description: theme.description,
    color: toThemeColor(theme.color),
    priority: theme.priority,
    status: shownStatus(theme.status),
    tags: theme.tags,
  }
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
