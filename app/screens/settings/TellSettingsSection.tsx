import { useCallback, useState } from 'react'
import { css } from '@styled-system/css'
import {
  FEATURE_STATUSES,
  featureStatusStyles,
  renderTemplate,
  templateProblem,
  type FeatureStatus,
  type TellSettings,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Checkbox } from '../../../src/components/Checkbox'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Skeleton } from '../../../src/components/Skeleton'
import { Switch } from '../../../src/components/Switch'
import { TextAreaField } from '../../../src/components/TextField'
import { useLoaded } from '../../state/use-loaded'
import { useApi, usePermission } from '../../state/auth'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'

export const tellSettingsMessages = {
  intro:
    'When a feature reaches one of these statuses, Headway drafts a message to everyone whose feedback is linked to ' +
    'it: a reply in their Slack thread or in their email conversation. Each person is told at most once per status.',
  variables:
    'Templates can use {first_name} (the requester’s first name), {feature_title} and {release_note_url} (the ' +
    'feature’s release note link, empty when it has none).',
  excludedHelp: 'One per line: an email domain (acme.com, which also covers eu.acme.com) or a company name.',
  loadFailed: 'The settings of telling requesters could not be loaded. Try again.',
  saveFailed: 'The settings could not be saved. Try again.',
  saved: 'Settings saved.',
} as const

/** The values the preview fills a template with. */
export const PREVIEW_VALUES = {
  first_name: 'Dana',
  feature_title: 'Dark mode',
  release_note_url: 'https://example.com/notes/dark-mode',
} as const

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const caption = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const statusRow = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })
const templateBlock = css({ display: 'flex', flexDir: 'column', gap: '1' })
const preview = css({
  m: '0',
  p: '1.5',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'card',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
const subheading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end' })

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

function TellSettingsForm({ initial, onSaved }: { initial: TellSettings; onSaved: (settings: TellSettings) => void }) {
  const api = useApi()
  const manage = usePermission('preferences.manage')
  const [settings, setSettings] = useState<TellSettings>(initial)
  const [excluded, setExcluded] = useState(initial.excluded_companies.join('\n'))
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const locked = !manage.allowed || busy
  const problems = FEATURE_STATUSES.map((status) => templateProblem(status, settings.templates[status]))

  const toggleStatus = (status: FeatureStatus, on: boolean) =>
    setSettings((current) => ({
      ...current,
      trigger_statuses: on
        ? FEATURE_STATUSES.filter((each) => each === status || current.trigger_statuses.includes(each))
        : current.trigger_statuses.filter((each) => each !== status),
    }))

  const save = async () => {
    setBusy(true)
    setNotice(null)
    try {
      const saved = await api.updateTellSettings({ ...settings, excluded_companies: linesOf(excluded) })
      setSettings(saved)
      setExcluded(saved.excluded_companies.join('\n'))
      onSaved(saved)
      setNotice({ severity: 'success', text: tellSettingsMessages.saved })
    } catch (failure) {
      setNotice({ severity: 'error', text: serverDetail(failure) ?? tellSettingsMessages.saveFailed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={stack}
      aria-label="Telling requesters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className={caption}>{tellSettingsMessages.intro}</p>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
        <legend className={subheading}>Statuses that tell requesters</legend>
        <div className={statusRow}>
          {FEATURE_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={featureStatusStyles[status].label}
              checked={settings.trigger_statuses.includes(status)}
              disabled={locked}
              onCheckedChange={(on) => toggleStatus(status, on)}
            />
          ))}
        </div>
      </fieldset>
      <Switch
        label="Send automatically"
        description="Off: the team reviews the drafts on the feature and sends them. On: they go out as soon as the feature reaches the status."
        checked={settings.auto_send}
        disabled={locked}
        onCheckedChange={(on) => setSettings((current) => ({ ...current, auto_send: on }))}
      />
      <h4 className={subheading}>Templates</h4>
      <p className={caption}>{tellSettingsMessages.variables}</p>
      {FEATURE_STATUSES.filter((status) => settings.trigger_statuses.includes(status)).map((status) => {
        const problem = problems[FEATURE_STATUSES.indexOf(status)]
        return (
          <div key={status} className={templateBlock}>
            <TextAreaField
              label={`${featureStatusStyles[status].label} message`}
              rows={3}
              value={settings.templates[status]}
              disabled={locked}
              errorText={problem ?? undefined}
              onChange={(event) =>
                setSettings((current) => ({ ...current, templates: { ...current.templates, [status]: event.target.value } }))
              }
            />
            <p className={caption}>Preview, for Dana asking for Dark mode:</p>
            <p className={preview} aria-label={`Preview of the ${featureStatusStyles[status].label} message`}>
              {renderTemplate(settings.templates[status], PREVIEW_VALUES)}
            </p>
          </div>
        )
      })}
      <TextAreaField
        label="Excluded customer companies"
        helperText={tellSettingsMessages.excludedHelp}
        rows={3}
        value={excluded}
        disabled={locked}
        onChange={(event) => setExcluded(event.target.value)}
      />
      <div className={actionsRow}>
        <DisabledReason reason={manage.reason}>
          <Button type="submit" loading={busy} disabled={!manage.allowed || problems.some(Boolean)}>
            Save settings
          </Button>
        </DisabledReason>
      </div>
    </form>
  )
}

export interface TellSettingsSectionProps {
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
}

/**
 * Workspace Settings' telling requesters (issue 20): the statuses that tell the people who asked, the message of each
 * (with a live preview), automatic sending and the customer companies never told. Admins change them.
 */
export function TellSettingsSection({ defaultOpen = false }: TellSettingsSectionProps) {
  const api = useApi()
  const settings = useLoaded(
    useCallback(() => api.getTellSettings(), [api]),
    tellSettingsMessages.loadFailed,
  )

  return (
    <CollapsibleSection title="Telling requesters" headingLevel={3} defaultOpen={defaultOpen}>
      {settings.status === 'failed' ? (
        <LoadFailed
          title="Could not load the settings"
          message={settings.error ?? tellSettingsMessages.loadFailed}
          onRetry={settings.reload}
        />
      ) : settings.status === 'loading' || !settings.data ? (
        <Loading label="Loading the settings of telling requesters">
          <Skeleton lines={6} />
        </Loading>
      ) : (
        <TellSettingsForm initial={settings.data} onSaved={settings.set} />
      )}
    </CollapsibleSection>
  )
}
