import type { FormEvent, ReactNode } from 'react'
import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { ChannelPicker } from '../../../src/components/ChannelPicker'
import { TextField } from '../../../src/components/TextField'
import { MAX_CHANNELS_PER_CONNECTION } from '../../../api'
import { useAppConfig } from '../../api/use-app-config'
import { useIntegrationActions, useIntegrationsState } from '../../state/integrations'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const explanation = css({ color: 'fg.muted' })
const divider = css({ display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted', fontSize: 'sm', _before: { content: '""', flex: '1', borderTopWidth: 'thin', borderColor: 'border' }, _after: { content: '""', flex: '1', borderTopWidth: 'thin', borderColor: 'border' } })

/** The steps' names, for the StepsHeader of the dialog. */
export const connectSlackSteps = ['User Token', 'Channels'] as const

export interface SlackTokenStepProps {
  /** The form's id, so buttons outside it (the dialog's footer) can submit it. */
  formId: string
  /** Extra content under the field. */
  children?: ReactNode
  /** Runs when the form is submitted (Enter or a submit button); validates the token by default. */
  onValidate?: (() => void) | undefined
}

/** Step 1 of connecting Slack: the user token. Submitting the form (Enter or Next) validates it. */
export function SlackTokenStep({ formId, children, onValidate }: SlackTokenStepProps) {
  const { connect } = useIntegrationsState()
  const actions = useIntegrationActions()
  const oauth = useAppConfig()?.slack_oauth === true
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (onValidate) onValidate()
    else void actions.validate()
  }
  return (
    <form id={formId} className={stack} onSubmit={onSubmit} noValidate>
      <p className={explanation}>
        Headway needs a Slack user token to read messages from the channels you select. Create one in your Slack
        app&apos;s OAuth &amp; Permissions page and paste it here.
      </p>
      {connect.error ? (
        <Alert severity="error" onClose={actions.dismissError} closeLabel="Dismiss error">
          {connect.error}
        </Alert>
      ) : null}
      <TextField
        label="User Token"
        name="user_token"
        placeholder="xoxp-..."
        helperText="Starts with xoxp-"
        autoComplete="off"
        spellCheck={false}
        value={connect.token}
        onChange={(event) => actions.setToken(event.target.value)}
        disabled={connect.pending === 'validating'}
      />
      {oauth ? (
        <>
          <p className={divider}>or</p>
          <Button variant="outline" onClick={() => void actions.startOAuth()}>
            Connect with Slack
          </Button>
        </>
      ) : null}
      {children}
    </form>
  )
}

export interface SlackChannelsStepProps {
  /**
   * Show 'Select channels from {team name}' above the search box; the dialog says it in its description instead.
   * @default true
   */
  showTeamName?: boolean | undefined
}

/** Step 2 of connecting Slack: up to five channels of the validated workspace. */
export function SlackChannelsStep({ showTeamName = true }: SlackChannelsStepProps) {
  const { connect } = useIntegrationsState()
  const actions = useIntegrationActions()
  return (
    <div className={stack}>
      {connect.error ? (
        <Alert severity="error" onClose={actions.dismissError} closeLabel="Dismiss error">
          {connect.error}
        </Alert>
      ) : null}
      <ChannelPicker
        channels={connect.channels}
        teamName={showTeamName ? (connect.teamName ?? undefined) : undefined}
        selected={connect.selected}
        onSelectedChange={actions.setSelected}
        searchText={connect.searchText}
        onSearchTextChange={actions.setSearchText}
        max={MAX_CHANNELS_PER_CONNECTION}
        loading={connect.pending === 'validating'}
      />
    </div>
  )
}
