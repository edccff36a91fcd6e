import { useEffect, useState } from 'react'
import { css } from '@styled-system/css'
import type { PersonRef } from '../../../api'
import { Button } from '../../../src/components/Button'
import { DateRangePicker } from '../../../src/components/DateRangePicker'
import { SearchField } from '../../../src/components/SearchField'
import { Select } from '../../../src/components/Select'
import { useStableCallback } from '../../../src/hooks/useStableCallback'
import type { FeatureFilters } from '../../state/features'
import { NONE, fromSelect, memberItems, priorityItems, sourceItems, statusItems, withNone } from './options'

const bar = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
  alignItems: 'end',
  p: '2',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'card',
  bg: 'bg.paper',
})

/** How long typing pauses before the search runs, so the list is not reloaded on every keystroke. */
export const SEARCH_DELAY_MS = 300

export interface FeatureFilterBarProps {
  id: string
  filters: FeatureFilters
  members: readonly PersonRef[]
  onChange: (filters: Partial<FeatureFilters>) => void
  onClear: () => void
}

/** The Filter button's panel: text, status, priority, source, assignee and the days of the mentions. */
export function FeatureFilterBar({ id, filters, members, onChange, onClear }: FeatureFilterBarProps) {
  const [text, setText] = useState(filters.text)
  const [appliedText, setAppliedText] = useState(filters.text)
  const change = useStableCallback(onChange)

  // The applied search changed elsewhere (Clear filters): the box follows, during render rather than in an effect.
  if (filters.text !== appliedText) {
    setAppliedText(filters.text)
    setText(filters.text)
  }

  useEffect(() => {
    if (text === appliedText) return undefined
    const timer = window.setTimeout(() => {
      setAppliedText(text)
      change({ text })
    }, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [text, appliedText, change])

  return (
    <section id={id} className={bar} aria-label="Filter features">
      <SearchField label="Search" placeholder="Search titles and descriptions" value={text} onChange={setText} />
      <Select
        label="Status"
        items={withNone('Any status', statusItems)}
        value={filters.status ?? NONE}
        onValueChange={(value) => onChange({ status: fromSelect(value) })}
      />
      <Select
        label="Priority"
        items={withNone('Any priority', priorityItems)}
        value={filters.priority ?? NONE}
        onValueChange={(value) => onChange({ priority: fromSelect(value) })}
      />
      <Select
        label="Source"
        items={withNone('Any source', sourceItems)}
        value={filters.source ?? NONE}
        onValueChange={(value) => onChange({ source: fromSelect(value) })}
      />
      <Select
        label="Assignee"
        items={withNone('Anyone', memberItems(members))}
        value={filters.assigneeId ?? NONE}
        onValueChange={(value) => onChange({ assigneeId: fromSelect(value) })}
      />
      <DateRangePicker
        label="Mentioned between"
        value={filters.mentioned}
        onChange={(mentioned) => onChange({ mentioned })}
      />
      <div>
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </section>
  )
}
