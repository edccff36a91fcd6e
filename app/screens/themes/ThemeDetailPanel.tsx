import { Link as RouterLink } from 'react-router-dom'
import { Pencil, Trash2 } from 'lucide-react'
import { css } from '@styled-system/css'
import type { Theme, Trend } from '../../../api'
import { Button } from '../../../src/components/Button'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Chip } from '../../../src/components/Chip'
import { Paper } from '../../../src/components/Paper'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { TrendChart } from '../../../src/components/TrendChart'
import { paths } from '../../routes/paths'
import { toThemeCardProps } from '../../state/themes'
import { toTrendSeries } from '../../state/trend-series'
import { srOnly } from '../shared/layout'

const panel = css({ display: 'flex', flexDir: 'column', gap: '2' })
const title = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight', m: '0' })
const chips = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const muted = css({ color: 'fg.muted', whiteSpace: 'pre-line' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '2',
  rowGap: '1',
  m: '0',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { m: '0', minW: '[0]' },
})
const actions = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

const count = new Intl.NumberFormat('en-US')

export interface ThemeDetailPanelProps {
  theme: Theme
  /** Its mentions per day, once loaded. */
  trend: Trend | null
  /** Why the person may not edit the theme (their role); null when they may. */
  editReason?: string | null | undefined
  /** Why the person may not delete the theme (admins only); null when they may. */
  deleteReason?: string | null | undefined
  onEdit: () => void
  onDelete: () => void
}

/** The selected theme: everything its card says and more, with Edit, Delete and the way to its features. */
export function ThemeDetailPanel({ theme, trend, editReason, deleteReason, onEdit, onDelete }: ThemeDetailPanelProps) {
  const view = toThemeCardProps(theme)
  return (
    <Paper asChild className={panel}>
      <section aria-labelledby="theme-detail-title">
        <h3 id="theme-detail-title" className={title}>
          {theme.name}
        </h3>
        <div className={chips}>
          <Chip tone={view.status.tone}>{view.status.label}</Chip>
          <Chip tone={view.priority.tone}>
            {view.priority.label}
            <span className={srOnly}> priority</span>
          </Chip>
        </div>
        {theme.description ? <p className={muted}>{theme.description}</p> : null}
        <dl className={facts}>
          <dt>Features</dt>
          <dd>{count.format(theme.feature_count)}</dd>
          <dt>Mentions</dt>
          <dd>
            {count.format(theme.total_mentions)} ({count.format(theme.slack_mentions)} Slack,{' '}
            {count.format(theme.email_mentions)} email)
          </dd>
          <dt>Owner</dt>
          <dd>{view.owner}</dd>
          <dt>Competitors</dt>
          <dd>{theme.competitors.length > 0 ? theme.competitors.join(', ') : 'None recorded'}</dd>
          <dt>Tags</dt>
          <dd className={chips}>
            {theme.tags.length > 0
              ? theme.tags.map((tag) => (
                  <Chip key={tag} size="sm">
                    {tag}
                  </Chip>
                ))
              : 'None'}
          </dd>
        </dl>
        {trend ? (
          <TrendChart
            title="Mentions"
            titleAs="h4"
            height={200}
            width={320}
            series={[toTrendSeries('Mentions', trend.days, trend.counts)]}
          />
        ) : null}
        <ProgressBar label="Progress" value={theme.progress} max={100} formatValue={(value) => `${value}%`} size="sm" />
        <div className={actions}>
          <DisabledReason reason={editReason}>
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil size={16} aria-hidden="true" />
              Edit
            </Button>
          </DisabledReason>
          <DisabledReason reason={deleteReason}>
            <Button variant="outline" palette="secondary" size="sm" onClick={onDelete}>
              <Trash2 size={16} aria-hidden="true" />
              Delete
            </Button>
          </DisabledReason>
          <Button variant="ghost" size="sm" asChild>
            <RouterLink to={paths.featuresOfTheme(theme.id)}>View features</RouterLink>
          </Button>
        </div>
      </section>
    </Paper>
  )
}
