import type { HistoryEntry } from '../schemas/features'

/** A history entry before it is dated and signed. */
export type HistoryChange = Pick<HistoryEntry, 'kind' | 'from' | 'to'>

/** What the history of an edit compares. */
export interface HistoriedFields {
  status: string
  priority: string
  theme_id: string | null
  assignee_id: string | null
}

/** The names shown for the themes and assignees before and after (null: none). */
export interface HistoryNames {
  themeBefore: string | null
  themeAfter: string | null
  assigneeBefore: string | null
  assigneeAfter: string | null
}

/** Whether the edit sets the field to another value than the feature has (undefined leaves it as it is). */
export const editChanges = <K extends keyof HistoriedFields>(
  feature: HistoriedFields,
  edit: Partial<HistoriedFields>,
  field: K,
): boolean => edit[field] !== undefined && edit[field] !== feature[field]

/** The history of a person's edit, in this order: status, priority, theme, assignee; unchanged fields leave none. */
export function editHistory(feature: HistoriedFields, edit: Partial<HistoriedFields>, names: HistoryNames): HistoryChange[] {
  const history: HistoryChange[] = []
  if (editChanges(feature, edit, 'status')) history.push({ kind: 'status', from: feature.status, to: edit.status! })
  if (editChanges(feature, edit, 'priority')) history.push({ kind: 'priority', from: feature.priority, to: edit.priority! })
  if (editChanges(feature, edit, 'theme_id')) history.push({ kind: 'theme', from: names.themeBefore, to: names.themeAfter })
  if (editChanges(feature, edit, 'assignee_id')) history.push({ kind: 'assignee', from: names.assigneeBefore, to: names.assigneeAfter })
  return history
}

/** A merge, on both features: from the merged feature's title to the title of the one it went into. */
export const mergeHistory = (mergedTitle: string, intoTitle: string): HistoryChange => ({ kind: 'merge', from: mergedTitle, to: intoTitle })

/** An unmerge, on both features: from the title of the feature it had gone into, to nothing. */
export const unmergeHistory = (intoTitle: string): HistoryChange => ({ kind: 'merge', from: intoTitle, to: null })
