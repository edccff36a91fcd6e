import { useEffect } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Plus } from 'lucide-react'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { Link } from '../../../src/components/Link'
import { paths } from '../../routes/paths'
import {
  selectConnectionProgress,
  selectIntegrationViews,
  useIntegrationActions,
  useIntegrationsState,
} from '../../state/integrations'
import { ConnectSlackDialog } from '../integrations/ConnectSlackDialog'
import { DataSourceList } from '../integrations/DataSourceList'
import { SetAsideFeedbackCard } from '../integrations/SetAsideFeedbackCard'
import { ImportSlackExport } from '../integrations/ImportSlackExport'
import { PageHeader } from './PageHeader'

const note = css({ mt: '2', color: 'fg.muted', fontSize: 'sm' })

/**
 * /app/settings/integrations: the workspace's integrations with their status, Connect Slack, importing an export, and
 * (admins) the messages that could not be analysed.
 */
export default function IntegrationsSettingsPage() {
  const state = useIntegrationsState()
  const actions = useIntegrationActions()
  const { connected } = selectConnectionProgress(selectIntegrationViews(state))

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <div>
      <PageHeader
        title="Integrations"
        subtitle="Connect the tools your customers talk in; Headway reads their feedback from there."
        actions={
          <Button onClick={actions.open}>
            <Plus size={18} aria-hidden="true" />
            Connect Slack
          </Button>
        }
      />
      <Card title="Integrations" titleAs="h3" description={`${connected} active connections`}>
        <DataSourceList />
        <p className={note}>
          Preferences and more connectors are in{' '}
          <Link asChild>
            <RouterLink to={paths.settingsWorkspace}>Workspace Settings</RouterLink>
          </Link>
          .
        </p>
      </Card>
      <SetAsideFeedbackCard />
      <div className={css({ mt: '4' })}>
        <ImportSlackExport />
      </div>
      <ConnectSlackDialog />
    </div>
  )
}
