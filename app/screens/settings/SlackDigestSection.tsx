import { useCallback, useEffect, useState } from 'react'
import { css } from '@styled-system/css'
import {
  canPostDigest,
  type Channel,
  type DigestFrequency,
  type Integration,
  type SlackDigestPost,
  type SlackDigestSettings,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { ChannelPicker } from '../../../src/components/ChannelPicker'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { EmptyState } from '../../../src/components/EmptyState'
import { Select } from '../../../src/components/Select'
import { Skeleton } from '../../../src/components/Skeleton'
import { useLoaded } from '../../state/use-loaded'
import { useApi, usePermission } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'

export const slackDigestMessages = {
  intro:
    'A digest of new and rising features and of high-priority features nobody owns yet (what the weekly summary ' +
    'email tells), posted to a Slack channel by the Headway app.',
  noWorkspace: 'No Slack workspace is connected.',
  loadFailed: 'The Slack digest settings could not be loaded. Try again.',
  channelsFailed: 'The channels of this workspace could not be listed. Try again.',
  saveFailed: 'The digest settings could not be saved. Try again.',
  testFailed: 'The test digest could not be posted. Try again.',
  saved: 'Digest settings saved.',
} as const

const frequencyItems: Array<{ value: DigestFrequency; label: string }> = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly, on Mondays' },
]

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const caption = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const fieldGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end', gap: '1', flexWrap: 'wrap' })

/** How the last periodic digest went, in a sentence; null when there is none yet. */
export function lastPostSentence(post: SlackDigestPost | null): { severity: 'info' | 'warning' | 'error'; text: string } | null {
  if (!post) return null
  switch (post.state) {
    case 'sent':
      return { severity: 'info', text: `The last digest was posted on ${displayDate(post.sent_at ?? post.created_at)}.` }
    case 'sending':
      return { severity: 'info', text: `A digest is being posted (${displayDate(post.created_at)}).` }
    case 'skipped':
      return { severity: 'info', text: `Nothing new on ${displayDate(post.created_at)}: no digest was posted.` }
    case 'retrying':
      return { severity: 'warning', text: post.error ?? 'The last digest is tried again shortly.' }
    case 'failed':
      return { severity: 'error', text: post.error ?? 'The last digest could not be posted.' }
  }
}

interface Choice {
  integrationId: string | null
  channelId: string | null
  frequency: DigestFrequency
}

function DigestForm({ initial, workspaces }: { initial: SlackDigestSettings; workspaces: Integration[] }) {
  const api = useApi()
  const manage = usePermission('preferences.manage')
  const [saved, setSaved] = useState(initial)
  const [choice, setChoice] = useState<Choice>({
    integrationId: initial.integration_id ?? workspaces[0]?.id ?? null,
    channelId: initial.channel_id,
    frequency: initial.frequency,
  })
  // The channels listed for a workspace (null: they could not be); another workspace's list means they are loading.
  const [listed, setListed] = useState<{ workspaceId: string; channels: Channel[] | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const locked = !manage.allowed || busy

  const workspaceId = choice.integrationId
  useEffect(() => {
    if (!workspaceId || !manage.allowed) return
    let current = true
    api.listSlackDigestChannels({ id: workspaceId }).then(
      (answer) => current && setListed({ workspaceId, channels: answer.channels }),
      () => current && setListed({ workspaceId, channels: null }),
    )
    return () => {
      current = false
    }
  }, [api, workspaceId, manage.allowed])
  const channelsLoading = listed?.workspaceId !== workspaceId
  const channels = channelsLoading ? [] : listed?.channels

  const act = async (action: () => Promise<string>, fallback: string) => {
    setBusy(true)
    setNotice(null)
    try {
      setNotice({ severity: 'success', text: await action() })
    } catch (failure) {
      setNotice({ severity: 'error', text: serverDetail(failure) ?? fallback })
    } finally {
      setBusy(false)
    }
  }
  const save = () =>
    act(async () => {
      const answer = await api.updateSlackDigest({
        integration_id: choice.channelId ? choice.integrationId : null,
        channel_id: choice.channelId,
        frequency: choice.frequency,
      })
      setSaved(answer)
      return slackDigestMessages.saved
    }, slackDigestMessages.saveFailed)
  const sendTest = () =>
    act(async () => `A test digest was posted to #${(await api.sendTestSlackDigest()).channel_name}.`, slackDigestMessages.testFailed)

  const last = lastPostSentence(saved.last_post)
  const unsaved =
    choice.frequency !== saved.frequency || choice.channelId !== saved.channel_id || (choice.channelId !== null && choice.integrationId !== saved.integration_id)
  return (
    <div className={stack}>
      <p className={caption}>{slackDigestMessages.intro}</p>
      {saved.problem ? <Alert severity="warning">{saved.problem}</Alert> : null}
      {last ? <Alert severity={last.severity}>{last.text}</Alert> : null}
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <div className={fieldGrid}>
        <Select
          label="Slack workspace"
          items={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.team_name }))}
          value={choice.integrationId}
          disabled={locked || workspaces.length < 2}
          onValueChange={(value) => setChoice((current) => ({ ...current, integrationId: value, channelId: null }))}
        />
        <Select
          label="Frequency"
          items={frequencyItems}
          value={choice.frequency}
          disabled={locked}
          onValueChange={(value) => setChoice((current) => ({ ...current, frequency: (value ?? 'off') as DigestFrequency }))}
        />
      </div>
      {manage.allowed ? (
        channels === null ? (
          <Alert severity="error">{slackDigestMessages.channelsFailed}</Alert>
        ) : (
          <ChannelPicker
            channels={channels ?? []}
            loading={channelsLoading}
            max={1}
            label="Digest channel"
            selected={choice.channelId ? [choice.channelId] : []}
            onSelectedChange={(ids) => setChoice((current) => ({ ...current, channelId: ids.at(-1) ?? null }))}
          />
        )
      ) : (
        <p className={caption}>Channel: {saved.channel_name ? `#${saved.channel_name}` : 'none chosen'}</p>
      )}
      <div className={actionsRow}>
        <DisabledReason reason={manage.reason}>
          <Button variant="outline" disabled={locked || !saved.channel_id || unsaved} onClick={() => void sendTest()}>
            Send a test digest now
          </Button>
        </DisabledReason>
        <DisabledReason reason={manage.reason}>
          <Button loading={busy} disabled={locked || !unsaved || (choice.frequency !== 'off' && !choice.channelId)} onClick={() => void save()}>
            Save digest
          </Button>
        </DisabledReason>
      </div>
    </div>
  )
}

export interface SlackDigestSectionProps {
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
}

/**
 * Workspace Settings' Slack digest (issue 20): the channel of a connected Slack workspace and how often the team's
 * digest is posted there, how the last one went, and a test post. Admins change it.
 */
export function SlackDigestSection({ defaultOpen = false }: SlackDigestSectionProps) {
  const api = useApi()
  const { status, data: loaded, error, reload } = useLoaded(
    useCallback(
      () =>
        Promise.all([api.getSlackDigest(), api.listSlackIntegrations()]).then(([settings, integrations]) => ({
          settings,
          workspaces: integrations.filter(canPostDigest),
        })),
      [api],
    ),
    slackDigestMessages.loadFailed,
  )

  return (
    <CollapsibleSection title="Slack digest" headingLevel={3} defaultOpen={defaultOpen}>
      {status === 'failed' ? (
        <LoadFailed title="Could not load the Slack digest" message={error ?? slackDigestMessages.loadFailed} onRetry={reload} />
      ) : status === 'loading' || !loaded ? (
        <Loading label="Loading the Slack digest">
          <Skeleton lines={4} />
        </Loading>
      ) : loaded.workspaces.length === 0 ? (
        <EmptyState
          size="sm"
          titleAs="p"
          title={slackDigestMessages.noWorkspace}
          description="Connect one under Connected Data Sources, then pick the channel the digest goes to."
        />
      ) : (
        <DigestForm initial={loaded.settings} workspaces={loaded.workspaces} />
      )}
    </CollapsibleSection>
  )
}
