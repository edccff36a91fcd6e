import { featureStatusStyles, priorityStyles, type FeatureSource, type PersonRef, type Theme } from '../../../api'
import type { SelectItem } from '../../../src/components/Select'
import { personName } from '../../state/person-name'

/** The Select value that stands for "no choice": any (filters), unassigned or no theme (edits). */
export const NONE = 'none'

const labelled = (table: Record<string, { label: string }>): SelectItem[] =>
  Object.entries(table).map(([value, { label }]) => ({ value, label }))

export const statusItems = labelled(featureStatusStyles)
export const priorityItems = labelled(priorityStyles)

const sourceLabels: Record<FeatureSource, string> = {
  slack: 'Slack',
  email: 'Email',
  manual: 'Manual',
  api: 'API',
  csv: 'CSV',
}
export const sourceItems: SelectItem[] = Object.entries(sourceLabels).map(([value, label]) => ({ value, label }))

export const memberItems = (members: readonly PersonRef[]): SelectItem[] =>
  members.map((member) => ({ value: member.id, label: personName(member) }))

/** Themes to choose from; a suggestion (a feature can sit in one until it is answered) says so. */
export const themeItems = (themes: readonly Theme[]): SelectItem[] =>
  themes.map((theme) => ({
    value: theme.id,
    label: theme.status === 'suggested' ? `${theme.name} (suggested)` : theme.name,
  }))

/** A list of choices headed by the one that means none, e.g. 'Any status' or 'Unassigned'. */
export const withNone = (label: string, items: readonly SelectItem[]): SelectItem[] => [
  { value: NONE, label },
  ...items,
]

/** A Select's value back to the state's: the none choice is null. */
export const fromSelect = <T extends string>(value: string | null): T | null =>
  value === null || value === NONE ? null : (value as T)
