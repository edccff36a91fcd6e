import { useEffect, useState, type ReactNode } from 'react'
import { FileSpreadsheet, Headphones, Mail, MessageCircle, MessageSquare, MessagesSquare, Ticket, Webhook } from 'lucide-react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { css } from '@styled-system/css'
import { can, deniedReason, type Action } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { Link } from '../../../src/components/Link'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { Switch } from '../../../src/components/Switch'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { useAuthState, usePermission } from '../../state/auth'
import {
  selectConnectionProgress,
  selectIntegrationViews,
  useIntegrationActions,
  useIntegrationsState,
} from '../../state/integrations'
import {
  WorkspaceProvider,
  selectPreferencesChanged,
  selectWorkspaceInfo,
  useWorkspaceActions,
  useWorkspaceState,
} from '../../state/workspace'
import { ConnectSlackDialog } from '../integrations/ConnectSlackDialog'
import {
  connectorCard,
  connectorGrid,
  connectorHead,
  connectorIcon,
  connectorName,
  connectorText,
} from '../integrations/connector-card'
import { GithubIssuesConnector } from '../integrations/GithubIssuesConnector'
import { DataSourceList } from '../integrations/DataSourceList'
import { MembersSection } from './MembersSection'
import { JoiningProvider } from '../../state/joining'
import { DomainsSection } from './DomainsSection'
import { InvitationsSection } from './InvitationsSection'
import { JoinRequestsSection } from './JoinRequestsSection'
import { paths } from '../../routes/paths'
import { PageHeader } from './PageHeader'
import { SingleSignOnSection } from './SingleSignOnSection'
import { AiPreviewSection } from './AiPreviewSection'
import { API_KEYS_SECTION_ID, ApiKeysSection } from './ApiKeysSection'
import { SlackDigestSection } from './SlackDigestSection'
import { TellSettingsSection } from './TellSettingsSection'
import { TrackerMappingSection } from './TrackerMappingSection'

const sections = css({ display: 'flex', flexDir: 'column', gap: '2' })
const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const caption = css({ fontSize: 'sm', color: 'fg.muted' })
const infoList = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '3',
  rowGap: '1.5',
  m: '0',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { m: '0', display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', minW: '[0]' },
})
const mono = css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end' })

interface Connector {
  id: string
  name: string
  description: string
  icon: ReactNode
  available: boolean
  /** What its button needs; connecting a source by default. */
  permission?: Action
  /** The page its button opens, with the button's text (Connect otherwise). */
  page?: { path: string; action: string }
}

/**
 * The Available Connectors section: Slack, Gmail, the API Webhook (the feedback API, whose card leads to the API
 * keys) and the CSV file (the CSV import's page) are available, the rest are coming soon. GitHub Issues, an issue
 * tracker rather than a source, follows them with its own card (GithubIssuesConnector).
 */
export const connectors: readonly Connector[] = [
  { id: 'slack', name: 'Slack', description: 'Monitor channels for feature requests', icon: <MessageSquare />, available: true },
  { id: 'gmail', name: 'Gmail', description: 'Track requests from customer emails', icon: <Mail />, available: true },
  { id: 'teams', name: 'Microsoft Teams', description: 'Collect feedback from Teams channels', icon: <MessagesSquare />, available: false },
  { id: 'discord', name: 'Discord', description: 'Listen to your community server', icon: <MessageCircle />, available: false },
  { id: 'intercom', name: 'Intercom', description: 'Import customer conversations', icon: <Headphones />, available: false },
  { id: 'zendesk', name: 'Zendesk', description: 'Turn support tickets into requests', icon: <Ticket />, available: false },
  {
    id: 'webhook',
    name: 'API Webhook',
    description: 'Send feedback from any tool',
    icon: <Webhook />,
    available: true,
    permission: 'api-key.manage',
  },
  {
    id: 'csv',
    name: 'CSV file',
    description: 'Import feedback from a spreadsheet',
    icon: <FileSpreadsheet />,
    available: true,
    permission: 'feedback.import',
    page: { path: paths.csvImport, action: 'Import' },
  },
]

export interface WorkspaceSettingsPageProps {
  /** The clock the member list's 'last active' is told against; stories fix it. Defaults to now. */
  now?: number | undefined
}

function ConnectedDataSources({ onAddSource }: { onAddSource: () => void }) {
  const state = useIntegrationsState()
  const { connected, total } = selectConnectionProgress(selectIntegrationViews(state))
  const manage = usePermission('source.manage')
  return (
    <CollapsibleSection
      title="Connected Data Sources"
      subtitle={`${connected} active connections`}
      headingLevel={3}
      defaultOpen
      actions={
        <DisabledReason reason={manage.reason}>
          <Button size="sm" onClick={onAddSource}>
            Add Source
          </Button>
        </DisabledReason>
      }
    >
      <div className={stack}>
        <div>
          <ProgressBar
            label="Integration Progress"
            value={connected}
            max={Math.max(total, 1)}
            formatValue={() => `${connected} of ${total} sources connected`}
            showLabel={false}
            showValueText={false}
            size="sm"
          />
          <p className={caption}>
            Integration Progress: {connected} of {total} sources connected
          </p>
        </div>
        <DataSourceList />
      </div>
    </CollapsibleSection>
  )
}

function Preferences() {
  const state = useWorkspaceState()
  const actions = useWorkspaceActions()
  const loading = state.preferencesStatus === 'loading'
  const manage = usePermission('preferences.manage')
  return (
    <CollapsibleSection title="Preferences" headingLevel={3} defaultOpen={false}>
      <div className={stack}>
        <Switch
          label="Auto-sync data sources"
          description="Syncs new data every hour"
          checked={state.preferences.auto_sync}
          disabled={loading || !manage.allowed}
          onCheckedChange={(checked) => actions.setPreference('auto_sync', checked)}
        />
        <Switch
          label="Email notifications"
          description="Weekly summaries and alerts"
          checked={state.preferences.email_notifications}
          disabled={loading || !manage.allowed}
          onCheckedChange={(checked) => actions.setPreference('email_notifications', checked)}
        />
        <div className={actionsRow}>
          <DisabledReason reason={manage.reason}>
            <Button
              loading={state.saving}
              disabled={loading || !selectPreferencesChanged(state)}
              onClick={() => void actions.savePreferences()}
            >
              Save Changes
            </Button>
          </DisabledReason>
        </div>
      </div>
    </CollapsibleSection>
  )
}

function WorkspaceInfo() {
  const state = useWorkspaceState()
  const { user } = useAuthState()
  const info = selectWorkspaceInfo(state, user)
  return (
    <CollapsibleSection title="Workspace Info" headingLevel={3} defaultOpen={false}>
      <dl className={infoList}>
        <dt>Company name</dt>
        <dd>{info.companyName}</dd>
        <dt>Admin</dt>
        <dd>
          {info.adminName}
          <Chip tone="primary" size="sm">
            ADMIN
          </Chip>
        </dd>
        <dt>Workspace ID</dt>
        <dd className={mono}>{info.workspaceId}</dd>
      </dl>
      {can(user?.role ?? null, 'audit.read') ? (
        <p className={caption}>
          Who signed in and what changed:{' '}
          <Link asChild>
            <RouterLink to={paths.settingsAudit}>Audit log</RouterLink>
          </Link>
        </p>
      ) : null}
    </CollapsibleSection>
  )
}

interface AvailableConnectorsProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The API Webhook's Connect: opens the API keys. */
  onApiKeys: () => void
}

function AvailableConnectors({ open, onOpenChange, onApiKeys }: AvailableConnectorsProps) {
  const integrations = useIntegrationActions()
  const navigate = useNavigate()
  const role = useAuthState().user?.role ?? null
  // Not in the spec (its Gmail button had no action): Gmail goes to Google's consent page, and back to /app/gmail/callback.
  const onConnect = (connector: Connector) => {
    if (connector.page) void navigate(connector.page.path)
    else if (connector.id === 'slack') integrations.open()
    else if (connector.id === 'webhook') onApiKeys()
    else void integrations.startGmail()
  }
  return (
    <CollapsibleSection
      id="available-connectors"
      title="Available Connectors"
      headingLevel={3}
      open={open}
      onOpenChange={onOpenChange}
    >
      <ul className={connectorGrid} aria-label="Connectors">
        {connectors.map((connector) => (
          <li key={connector.id} className={connectorCard}>
            <div className={connectorHead}>
              <span className={connectorIcon} aria-hidden="true">
                {connector.icon}
              </span>
              <h4 className={connectorName}>{connector.name}</h4>
              <Chip tone={connector.available ? 'success' : 'neutral'} size="sm">
                {connector.available ? 'Available' : 'Coming Soon'}
              </Chip>
            </div>
            <p className={connectorText}>{connector.description}</p>
            <div className={actionsRow}>
              <DisabledReason reason={connector.available ? deniedReason(role, connector.permission ?? 'source.manage') : null}>
                <Button
                  size="sm"
                  variant={connector.available ? 'solid' : 'outline'}
                  disabled={!connector.available}
                  aria-label={`${connector.page?.action ?? 'Connect'} ${connector.name}`}
                  onClick={() => onConnect(connector)}
                >
                  {connector.page?.action ?? 'Connect'}
                </Button>
              </DisabledReason>
            </div>
          </li>
        ))}
        <GithubIssuesConnector />
      </ul>
    </CollapsibleSection>
  )
}

function WorkspaceSettings({ now }: WorkspaceSettingsPageProps) {
  const integrations = useIntegrationActions()
  const [connectorsOpen, setConnectorsOpen] = useState(false)
  const [apiKeysOpen, setApiKeysOpen] = useState(false)

  useEffect(() => {
    void integrations.load()
  }, [integrations])

  // Add Source opens the connector choice and brings it into view.
  const onAddSource = () => {
    setConnectorsOpen(true)
    requestAnimationFrame(() => {
      const section = document.getElementById('available-connectors')
      section?.scrollIntoView({ block: 'start' })
      section?.querySelector<HTMLElement>('[data-part="trigger"]')?.focus({ preventScroll: true })
    })
  }

  // The API Webhook connector opens the API keys and brings them into view.
  const onApiKeys = () => {
    setApiKeysOpen(true)
    requestAnimationFrame(() => {
      const section = document.getElementById(API_KEYS_SECTION_ID)
      section?.scrollIntoView({ block: 'start' })
      section?.querySelector<HTMLElement>('[data-part="trigger"]')?.focus({ preventScroll: true })
    })
  }

  return (
    <div>
      <PageHeader title="Workspace Settings" subtitle="Manage data sources, integrations, and workspace preferences" />
      <div className={sections}>
        <ConnectedDataSources onAddSource={onAddSource} />
        <Preferences />
        <WorkspaceInfo />
        <AvailableConnectors open={connectorsOpen} onOpenChange={setConnectorsOpen} onApiKeys={onApiKeys} />
        <ApiKeysSection open={apiKeysOpen} onOpenChange={setApiKeysOpen} />
        {/* Not in the spec (issue 20): the team's Slack digest, telling requesters, and the tracker status mapping. */}
        <SlackDigestSection />
        <TellSettingsSection />
        <TrackerMappingSection />
        {/* Not in the spec (issue 16): the spec's four sections stay as they are; who is in the workspace and how people sign in come after them. */}
        <MembersSection now={now} />
        <JoiningProvider>
          <InvitationsSection />
          <JoinRequestsSection />
          <DomainsSection />
        </JoiningProvider>
        <SingleSignOnSection />
        <AiPreviewSection />
      </div>
      <ConnectSlackDialog />
    </div>
  )
}

/** /app/settings/workspace: data sources, preferences, workspace info and connectors (spec section 2). */
export default function WorkspaceSettingsPage(props: WorkspaceSettingsPageProps) {
  return (
    <WorkspaceProvider>
      <WorkspaceSettings {...props} />
    </WorkspaceProvider>
  )
}
