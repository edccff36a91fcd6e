import { featureStatusStyles, priorityStyles, type HistoryEntry } from '../../../api'
import { displayDate } from '../display-date'

/** One line of a feature's history as shown: what changed, who did it and when. */
export interface HistoryItem {
  key: string
  change: string
  by: string
  date: string
}

const labelOf = (table: Record<string, { label: string }>, value: string | null) =>
  value === null ? 'none' : table[value]?.label ?? value

/** What one entry changed, as a sentence. Merge entries carry titles: from = merged feature, to = target (null: unmerged). */
function describeChange({ kind, from, to }: HistoryEntry): string {
  switch (kind) {
    case 'status':
      return `Status changed from ${labelOf(featureStatusStyles, from)} to ${labelOf(featureStatusStyles, to)}`
    case 'priority':
      return `Priority changed from ${labelOf(priorityStyles, from)} to ${labelOf(priorityStyles, to)}`
    case 'assignee':
      if (to === null) return from === null ? 'Unassigned' : `Unassigned from ${from}`
      return from === null ? `Assigned to ${to}` : `Reassigned from ${from} to ${to}`
    case 'theme':
      if (to === null) return from === null ? 'Removed from its theme' : `Removed from the theme ${from}`
      return `Moved to the theme ${to}`
    case 'merge':
      return to === null ? `Unmerged from ${from ?? 'a feature'}` : `${from ?? 'A feature'} merged into ${to}`
  }
}

/** The feature's history newest first (the API sends it oldest first). */
export function toHistoryItems(history: readonly HistoryEntry[]): HistoryItem[] {
  return history
    .map((entry, index) => ({
      key: `${entry.at}-${index}`,
      change: describeChange(entry),
      by: entry.by,
      date: displayDate(entry.at),
    }))
    .reverse()
}
