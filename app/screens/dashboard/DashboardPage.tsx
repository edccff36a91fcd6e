import { Link as RouterLink } from 'react-router-dom'
import { CalendarDays, Inbox, Layers } from 'lucide-react'
import { css } from '@styled-system/css'
import type { Dashboard } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { Skeleton } from '../../../src/components/Skeleton'
import { StatCard } from '../../../src/components/StatCard'
import { TrendChart } from '../../../src/components/TrendChart'
import { paths } from '../../routes/paths'
import { useAuthState } from '../../state/auth'
import {
  DASHBOARD_TREND_DAYS,
  DashboardProvider,
  selectFeatureTrend,
  selectThemeTrend,
  selectTopFeatures,
  selectTopThemes,
  useDashboardActions,
  useDashboardState,
} from '../../state/dashboard'
import { workspaceFallbacks } from '../../state/workspace'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { screenStack, statGrid } from '../shared/layout'
import { GettingStartedCard } from './GettingStartedCard'
import { RankedLinks } from './RankedLinks'
import { RisingLinks } from './RisingLinks'
import { WelcomeBanner } from './WelcomeBanner'

const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })
const wide = css({ gridColumn: { lg: '1 / -1' } })
const charts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }, gap: '3' })

const count = new Intl.NumberFormat('en-US')
const TOP_ITEMS = 5

function StatCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section className={statGrid} aria-label="Key figures">
      <StatCard title="Total Requests" value={count.format(dashboard.total_requests)} icon={<Inbox />} />
      <StatCard title="Active Themes" value={count.format(dashboard.active_themes)} icon={<Layers />} />
      <StatCard title="This Week" value={count.format(dashboard.requests_this_week)} icon={<CalendarDays />} />
    </section>
  )
}

/** Rising themes first (they gather several features), then features; shown only when something rises. */
function RisingCard({ rising }: { rising: Dashboard['rising'] }) {
  const items = [
    ...rising.themes.map((theme) => ({
      name: theme.name,
      kind: 'Theme',
      href: paths.theme(theme.id),
      rise: theme.rise,
    })),
    ...rising.features.map((feature) => ({
      name: feature.title,
      kind: 'Feature',
      href: paths.feature(feature.id),
      rise: feature.rise,
    })),
  ]
  if (items.length === 0) return null
  return (
    <Card
      className={wide}
      title="Rising this week"
      description="Mentions this week well above what their own previous weeks lead to expect."
    >
      <RisingLinks items={items} />
    </Card>
  )
}

function Loaded({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <StatCards dashboard={dashboard} />
      <div className={cards}>
        <RisingCard rising={dashboard.rising} />
        <Card
          title="Themes"
          description="The themes customers mention most."
          footer={
            <Button variant="ghost" size="sm" asChild>
              <RouterLink to={paths.themes}>View all themes</RouterLink>
            </Button>
          }
        >
          <RankedLinks
            items={selectTopThemes(dashboard).slice(0, TOP_ITEMS)}
            label="Top themes"
            hrefFor={paths.theme}
            emptyText="No active themes yet."
          />
        </Card>
        <Card
          title="Features"
          description="The highest-ranked feature requests."
          footer={
            <Button variant="ghost" size="sm" asChild>
              <RouterLink to={paths.features}>View all features</RouterLink>
            </Button>
          }
        >
          <RankedLinks
            items={selectTopFeatures(dashboard).slice(0, TOP_ITEMS)}
            label="Top features"
            hrefFor={paths.feature}
            emptyText="No feature requests yet."
          />
        </Card>
        <Card
          className={wide}
          title="Analytics"
          description={`Mentions over the last ${DASHBOARD_TREND_DAYS} days, a point a day, or a week when most days have none.`}
        >
          <div className={charts}>
            <TrendChart title="Mentions by theme" series={selectThemeTrend(dashboard)} titleAs="h4" />
            <TrendChart title="Mentions of top features" series={selectFeatureTrend(dashboard)} titleAs="h4" />
          </div>
        </Card>
      </div>
    </>
  )
}

function LoadingFigures() {
  return (
    <Loading className={screenStack} label="Loading the dashboard">
      <div className={statGrid}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rect" size="lg" />
        ))}
      </div>
      <div className={cards}>
        {[1, 2].map((key) => (
          <Skeleton key={key} variant="rect" size="lg" />
        ))}
      </div>
    </Loading>
  )
}

function DashboardContent() {
  const { user } = useAuthState()
  const state = useDashboardState()
  const actions = useDashboardActions()
  const companyName = user?.company_name.trim() || workspaceFallbacks.companyName
  return (
    <div className={screenStack}>
      <WelcomeBanner companyName={companyName} />
      {state.status === 'loading' ? <LoadingFigures /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          title="The dashboard could not be loaded"
          message={state.error ?? ''}
          onRetry={() => void actions.load()}
        />
      ) : null}
      {state.status === 'loaded' && state.dashboard ? <Loaded dashboard={state.dashboard} /> : null}
      <GettingStartedCard />
    </div>
  )
}

/** /dashboard: the welcome banner, the workspace's figures and trends, and the way to get started (spec section 2). */
export default function DashboardPage() {
  return (
    <DashboardProvider>
      <DashboardContent />
    </DashboardProvider>
  )
}
