import { useNavigate } from 'react-router-dom'
import { Alert } from '../../src/components/Alert'
import { Button } from '../../src/components/Button'
import { Card } from '../../src/components/Card'
import { paths } from '../routes/paths'
import { selectCanConnect, useIntegrationActions, useIntegrationsState } from '../state/integrations'
import { useToasts } from '../state/toasts'
import { GoBack, Exchanging, useOAuthReturn, callbackActions as actions, callbackStack as stack } from './integrations/oauth-callback-parts'
import { SlackChannelsStep } from './integrations/SlackSteps'

export const slackCallbackTexts = {
  title: 'Connect Slack Workspace',
  exchanging: 'Finishing the connection with Slack...',
  denied: (error: string) => `Slack did not connect the workspace (${error}).`,
  nothingToDo:
    'This page finishes connecting Slack after you approve Headway in Slack. There is nothing to finish here; connect ' +
    'Slack from Workspace Settings.',
  connected: 'Slack workspace connected',
} as const

/**
 * /app/slack/callback: where "Connect with Slack" returns with ?code and ?state. The code is exchanged for the
 * workspace's channels (POST /slack/oauth/exchange), the person picks up to five, and Connect saves them. Slack's
 * ?error, or no code at all, is said plainly with the way back to the settings.
 */
export default function SlackCallbackPage() {
  const navigate = useNavigate()
  const toasts = useToasts()
  const { connect } = useIntegrationsState()
  const integrations = useIntegrationActions()
  const { error, code, oauthState } = useOAuthReturn(integrations.exchange)

  const back = <GoBack />

  let content
  if (error) {
    content = (
      <>
        <Alert severity="error">{slackCallbackTexts.denied(error)}</Alert>
        <div className={actions}>{back}</div>
      </>
    )
  } else if (!code || !oauthState) {
    content = (
      <>
        <Alert severity="info">{slackCallbackTexts.nothingToDo}</Alert>
        <div className={actions}>{back}</div>
      </>
    )
  } else if (connect.step === 'channels') {
    content = (
      <>
        <SlackChannelsStep />
        <div className={actions}>
          {back}
          <Button
            disabled={!selectCanConnect(connect) && connect.pending !== 'connecting'}
            loading={connect.pending === 'connecting'}
            onClick={async () => {
              if (!(await integrations.connect())) return
              toasts.success(slackCallbackTexts.connected)
              navigate(paths.settingsWorkspace)
            }}
          >
            Connect
          </Button>
        </div>
      </>
    )
  } else if (connect.error) {
    content = (
      <>
        <Alert severity="error">{connect.error}</Alert>
        <div className={actions}>{back}</div>
      </>
    )
  } else {
    content = <Exchanging text={slackCallbackTexts.exchanging} />
  }

  return (
    <Card title={slackCallbackTexts.title} titleAs="h2" className={stack}>
      <div className={stack}>{content}</div>
    </Card>
  )
}
