import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Checkbox } from '../../../src/components/Checkbox'
import { MAX_LABELS_PER_MAILBOX } from '../../../api'
import { productName } from '../../product'
import { useIntegrationActions, useIntegrationsState } from '../../state/integrations'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const fieldset = css({ display: 'flex', flexDir: 'column', gap: '1.5', border: 'none', m: '0', p: '0', minW: '[0]' })
const legend = css({ fontWeight: 'semibold', mb: '1' })
const explanation = css({ color: 'fg.muted' })
const counter = css({ fontSize: 'sm', color: 'fg.muted' })
const emailCount = new Intl.NumberFormat('en-US')

/**
 * Connect Gmail's choice: the labels of the mailbox Google granted, as checkboxes. At most five can be ticked; the
 * others are disabled until one is unticked, and a line says how many are ticked.
 */
export function GmailLabelsStep() {
  const { gmail } = useIntegrationsState()
  const actions = useIntegrationActions()
  const full = gmail.selected.length >= MAX_LABELS_PER_MAILBOX
  const backfill = gmail.backfillDays === 1 ? 'day' : `${gmail.backfillDays} days`
  const toggle = (id: string, checked: boolean) =>
    actions.setGmailLabels(checked ? [...gmail.selected, id] : gmail.selected.filter((selected) => selected !== id))
  return (
    <div className={stack}>
      <p className={explanation}>
        {productName} reads the emails of the labels you choose in {gmail.emailAddress}: those of the last {backfill} at
        once, then new ones as they arrive. It never sends, changes or deletes mail.
      </p>
      {gmail.error ? <Alert severity="error">{gmail.error}</Alert> : null}
      <fieldset className={fieldset} disabled={gmail.pending === 'connecting'}>
        <legend className={legend}>Labels to read (up to {MAX_LABELS_PER_MAILBOX})</legend>
        {gmail.labels.map((label) => {
          const checked = gmail.selected.includes(label.id)
          return (
            <Checkbox
              key={label.id}
              label={label.name}
              helperText={`${emailCount.format(label.messages_total)} ${label.messages_total === 1 ? 'email' : 'emails'}`}
              checked={checked}
              disabled={!checked && full}
              onCheckedChange={(next) => toggle(label.id, next)}
            />
          )
        })}
      </fieldset>
      <output className={counter}>
        {gmail.selected.length} of {MAX_LABELS_PER_MAILBOX} labels selected
      </output>
    </div>
  )
}
