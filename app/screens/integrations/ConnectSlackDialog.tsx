import { useId } from 'react'
import { Button } from '../../../src/components/Button'
import { Dialog } from '../../../src/components/Dialog'
import { StepsHeader } from '../../../src/components/StepsHeader'
import { selectCanConnect, selectCanValidate, useIntegrationActions, useIntegrationsState } from '../../state/integrations'
import { SlackChannelsStep, SlackTokenStep, connectSlackSteps } from './SlackSteps'

/**
 * The Connect Slack Workspace dialog (spec section 2): the token step, then the channel step. Opened with
 * `useIntegrationActions().open()`; it closes itself after connecting, and the list reloads.
 */
export function ConnectSlackDialog() {
  const { connect } = useIntegrationsState()
  const actions = useIntegrationActions()
  const formId = useId()
  const onChannels = connect.step === 'channels'
  return (
    <Dialog.Root
      open={connect.open}
      onOpenChange={(details) => {
        if (!details.open) actions.close()
      }}
      closeOnInteractOutside={false}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Connect Slack Workspace</Dialog.Title>
          <Dialog.Description>
            {onChannels
              ? `Select channels from ${connect.teamName ?? 'your workspace'}`
              : 'Collect feedback from the channels of a Slack workspace.'}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <StepsHeader steps={connectSlackSteps} current={onChannels ? 1 : 0} label="Connection steps" />
          {onChannels ? <SlackChannelsStep showTeamName={false} /> : <SlackTokenStep formId={formId} />}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          {onChannels ? (
            <Button
              disabled={!selectCanConnect(connect) && connect.pending !== 'connecting'}
              loading={connect.pending === 'connecting'}
              onClick={() => void actions.connect()}
            >
              Connect
            </Button>
          ) : (
            <Button
              type="submit"
              form={formId}
              disabled={!selectCanValidate(connect) && connect.pending !== 'validating'}
              loading={connect.pending === 'validating'}
            >
              Next
            </Button>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
