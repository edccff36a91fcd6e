import { css } from '@styled-system/css'
import type { HistoryEntry } from '../../../api'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { toHistoryItems } from '../../state/features'

const list = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' })
const meta = css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })
const empty = css({ color: 'fg.muted' })

/** Who changed the feature's status, assignee, priority or theme, or merged it, and when: newest first, closed at first. */
export function FeatureHistory({ history }: { history: readonly HistoryEntry[] }) {
  const items = toHistoryItems(history)
  return (
    <CollapsibleSection title="History" count={items.length} variant="plain" headingLevel={4} defaultOpen={false}>
      {items.length === 0 ? (
        <p className={empty}>No changes yet.</p>
      ) : (
        <ol className={list} aria-label="History, newest first">
          {items.map((item) => (
            <li key={item.key}>
              {item.change}
              <span className={meta}>
                {item.by} · {item.date}
              </span>
            </li>
          ))}
        </ol>
      )}
    </CollapsibleSection>
  )
}
