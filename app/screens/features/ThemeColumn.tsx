import { css } from '@styled-system/css'
import type { Theme } from '../../../api'
import { Skeleton } from '../../../src/components/Skeleton'
import type { LoadStatus } from '../../state/load-status'

const list = css({ display: 'flex', flexDir: 'column', gap: '0.5', listStyle: 'none', m: '0', p: '0' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  w: 'full',
  px: '1.5',
  py: '1',
  borderRadius: 'md',
  textAlign: 'start',
  color: 'fg',
  bg: '[transparent]',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '[1px]' },
  '&[aria-pressed=true]': { bg: 'primary.subtle', color: 'primary.text', fontWeight: 'semibold' },
})
const name = css({ flex: '1', minW: '[0]', overflowWrap: 'anywhere' })
const countStyle = css({ fontSize: 'sm', color: 'fg.muted', flexShrink: 0 })
const heading = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  m: '0',
  mb: '1',
})

export interface ThemeColumnProps {
  themes: readonly Theme[]
  status: LoadStatus
  /** The chosen theme; null for all themes. */
  selectedId: string | null
  onSelect: (id: string | null) => void
}

/** The Features screen's first column: all themes, then each theme with its number of features. */
export function ThemeColumn({ themes, status, selectedId, onSelect }: ThemeColumnProps) {
  const entries: Array<{ id: string | null; name: string; count: number | null }> = [
    { id: null, name: 'All themes', count: null },
    ...themes.map((theme) => ({ id: theme.id, name: theme.name, count: theme.feature_count })),
  ]
  return (
    <nav aria-labelledby="feature-themes-heading">
      <h3 id="feature-themes-heading" className={heading}>
        Themes
      </h3>
      {status === 'loading' ? (
        <Skeleton lines={4} />
      ) : (
        <ul className={list}>
          {entries.map((entry) => (
            <li key={entry.id ?? 'all'}>
              <button
                type="button"
                className={item}
                aria-pressed={entry.id === selectedId}
                onClick={() => onSelect(entry.id)}
              >
                <span className={name}>{entry.name}</span>
                {entry.count === null ? null : <span className={countStyle}>{entry.count}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
