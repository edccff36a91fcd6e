import { StatCard } from '../../../src/components/StatCard'
import type { ThemeTotals } from '../../state/themes'
import { statGrid } from '../shared/layout'

const count = new Intl.NumberFormat('en-US')

/** The Themes screen's summary tiles (spec section 2). */
export function ThemeSummaryTiles({ totals }: { totals: ThemeTotals }) {
  return (
    <section className={statGrid} aria-label="Summary">
      <StatCard title="Total Themes" value={count.format(totals.totalThemes)} />
      <StatCard title="Active Themes" value={count.format(totals.activeThemes)} />
      <StatCard title="Total Features" value={count.format(totals.totalFeatures)} />
      <StatCard title="Total Mentions" value={count.format(totals.totalMentions)} />
    </section>
  )
}
