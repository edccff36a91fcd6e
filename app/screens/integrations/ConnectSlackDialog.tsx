import { useId } from 'react'
import { Button } from '../../../src/components/Button'
import { Dialog, DialogCloseTrigger } from '../../../src/components/Dialog'
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
    <Dialog
      open={connect.open}
      onOpenChange={(details) => {
        if (!details.open) actions.close()
      }}
      title="Connect Slack Workspace"
      description={
        onChannels
          ? `Select channels from ${connect.teamName ?? 'your workspace'}`
          : 'Collect feedback from the channels of a Slack workspace.'
      }
      closeOnInteractOutside={false}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogCloseTrigger>
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
        </>
      }
    >
      <StepsHeader steps={connectSlackSteps} current={onChannels ? 1 : 0} label="Connection steps" />
      {onChannels ? <SlackChannelsStep showTeamName={false} /> : <SlackTokenStep formId={formId} />}
    </Dialog>
  )
}
