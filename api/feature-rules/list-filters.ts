import type { FeatureStatus, Priority } from '../schemas/features'

/** The filters of the feature list a feature's own fields decide (source and period depend on its feedback). */
export interface FieldFilters {
  /** A theme's id, or 'none' for features in no theme. */
  theme_id?: string
  status?: FeatureStatus
  priority?: Priority
  assignee_id?: string
  /** Words searched in the title and description, case-insensitive. */
  q?: string
}

/** The fields of a feature the field filters look at. */
export interface FilteredFeature {
  theme_id: string | null
  status: FeatureStatus
  priority: Priority
  assignee_id: string | null
  title: string
  description: string
}

/** One equality a listed feature must meet: its field holds the value (null: holds nothing). */
export type FieldEquality =
  | { field: 'theme_id'; value: string | null }
  | { field: 'status'; value: FeatureStatus }
  | { field: 'priority'; value: Priority }
  | { field: 'assignee_id'; value: string }

/** The equalities the filters ask, combined with AND; an absent filter asks nothing. */
export function fieldEqualities(filters: FieldFilters): FieldEquality[] {
  const equalities: FieldEquality[] = []
  if (filters.theme_id) equalities.push({ field: 'theme_id', value: filters.theme_id === 'none' ? null : filters.theme_id })
  if (filters.status) equalities.push({ field: 'status', value: filters.status })
  if (filters.priority) equalities.push({ field: 'priority', value: filters.priority })
  if (filters.assignee_id) equalities.push({ field: 'assignee_id', value: filters.assignee_id })
  return equalities
}

/** The search text as asked, or null when none (blank asks nothing). */
export const searchText = (filters: Pick<FieldFilters, 'q'>): string | null => (filters.q ? filters.q : null)

/** The feature's title or description contains the text, case-insensitive. */
export const containsText = (feature: Pick<FilteredFeature, 'title' | 'description'>, text: string) =>
  `${feature.title}\n${feature.description}`.toLowerCase().includes(text.toLowerCase())

/** Whether the feature passes the field filters: every equality holds and the text (if any) is in it. */
export function matchesFieldFilters(feature: FilteredFeature, filters: FieldFilters): boolean {
  const text = searchText(filters)
  return fieldEqualities(filters).every(({ field, value }) => feature[field] === value) && (text === null || containsText(feature, text))
}

/** matchesFieldFilters for a feature as the API answers it, whose assignee is a person rather than an id. */
export const summaryMatchesFilters = (
  summary: Omit<FilteredFeature, 'assignee_id'> & { assignee: { id: string } | null },
  filters: FieldFilters,
): boolean => matchesFieldFilters({ ...summary, assignee_id: summary.assignee?.id ?? null }, filters)

/** A date alone means the whole day: `from` its start, `to` its end. */
export const periodBound = (value: string, end: boolean): Date =>
  new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value)
