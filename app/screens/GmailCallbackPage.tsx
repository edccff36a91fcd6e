import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Alert } from '../../src/components/Alert'
import { Button } from '../../src/components/Button'
import { Card } from '../../src/components/Card'
import { paths } from '../routes/paths'
import { gmailReturn, selectCanConnectGmail, useIntegrationActions, useIntegrationsState } from '../state/integrations'
import { useToasts } from '../state/toasts'
import { GmailLabelsStep } from './integrations/GmailLabelsStep'
import { GoBack, Exchanging, useOAuthReturn, callbackActions, callbackStack } from './integrations/oauth-callback-parts'

/** Not in the spec (Gmail was not connectable there): the texts of Connect Gmail's return page. */
export const gmailCallbackTexts = {
  title: 'Connect Gmail',
  exchanging: 'Finishing the connection with Google...',
  denied: (error: string) => `Google did not connect the mailbox (${error}).`,
  nothingToDo:
    'This page finishes connecting Gmail after you allow Headway in Google. There is nothing to finish here; connect ' +
    'Gmail from Workspace Settings.',
  connected: (address: string) => `${address} connected. Its emails are being read.`,
} as const

/**
 * /app/gmail/callback: where Google's consent page returns with ?code and ?state. The code is exchanged for the
 * mailbox's labels, the person ticks up to five, and Connect saves them and starts the first sync. Google's ?error, or
 * no code at all, is said plainly with the way back. Back and Connect lead where Connect Gmail was started: Workspace
 * Settings, or the onboarding (at the mailbox's first sync).
 */
export default function GmailCallbackPage() {
  const navigate = useNavigate()
  const toasts = useToasts()
  const { gmail } = useIntegrationsState()
  const integrations = useIntegrationActions()
  const { error, code, oauthState } = useOAuthReturn(integrations.exchangeGmail)
  const [returnTo] = useState(gmailReturn)

  let content
  if (error) {
    content = <Alert severity="error">{gmailCallbackTexts.denied(error)}</Alert>
  } else if (!code || !oauthState) {
    content = <Alert severity="info">{gmailCallbackTexts.nothingToDo}</Alert>
  } else if (gmail.connectHandle) {
    content = <GmailLabelsStep />
  } else if (gmail.error) {
    content = <Alert severity="error">{gmail.error}</Alert>
  } else {
    content = <Exchanging text={gmailCallbackTexts.exchanging} />
  }

  const connect = async () => {
    const mailbox = await integrations.connectGmail()
    if (!mailbox) return
    if (returnTo === 'onboarding') {
      navigate(`${paths.onboarding}?${new URLSearchParams({ mailbox: mailbox.id }).toString()}`)
      return
    }
    toasts.success(gmailCallbackTexts.connected(mailbox.email_address))
    navigate(paths.settingsWorkspace)
  }

  return (
    <Card title={gmailCallbackTexts.title} titleAs="h2" className={callbackStack}>
      <div className={callbackStack}>
        {content}
        <div className={callbackActions}>
          <GoBack to={returnTo} />
          {gmail.connectHandle ? (
            <Button
              disabled={!selectCanConnectGmail(gmail) && gmail.pending !== 'connecting'}
              loading={gmail.pending === 'connecting'}
              onClick={() => void connect()}
            >
              Connect
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  )
}
