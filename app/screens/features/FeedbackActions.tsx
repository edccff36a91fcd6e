import { useState, type RefObject } from 'react'
import { ArrowRightLeft, Unlink } from 'lucide-react'
import type { FeatureSummary, FeedbackQuote } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Checkbox } from '../../../src/components/Checkbox'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { displayDate } from '../../state/display-date'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { ChooseFeatureDialog, type FeatureChoices } from './ChooseFeatureDialog'

export type FeedbackAction = 'move' | 'unlink'

/** A person's correction of the AI's evidence: what they chose to do with which quote. */
export interface PendingFeedbackAction {
  action: FeedbackAction
  quote: FeedbackQuote
  /** False while its dialog closes, which still shows the quote's author. */
  open: boolean
}

/** The controls of one quote in Recent Feedback: move it to another feature, or unlink it. */
export function FeedbackActions({
  quote,
  reason,
  onAction,
}: {
  quote: FeedbackQuote
  /** Why the person may not move or unlink feedback (their role); null when they may. */
  reason?: string | null | undefined
  onAction: (action: FeedbackAction) => void
}) {
  const which = `the feedback from ${quote.author}, ${displayDate(quote.timestamp)}`
  return (
    <>
      <DisabledReason reason={reason}>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${which}`}
          data-feedback-id={quote.id}
          onClick={() => onAction('move')}
        >
          <ArrowRightLeft size={16} aria-hidden="true" />
          Move
        </Button>
      </DisabledReason>
      <DisabledReason reason={reason}>
        <Button size="sm" variant="ghost" aria-label={`Unlink ${which}`} onClick={() => onAction('unlink')}>
          <Unlink size={16} aria-hidden="true" />
          Unlink
        </Button>
      </DisabledReason>
    </>
  )
}

export interface FeedbackDialogsProps {
  pending: PendingFeedbackAction | null
  onClose: () => void
  feature: FeatureSummary
  /** The features to move to. */
  choices: FeatureChoices
  /** `notRequest`: the person said the message asks for no feature at all (the AI learns it). */
  onUnlink: (quote: FeedbackQuote, options: { notRequest: boolean }) => void
  onMove: (quote: FeedbackQuote, target: FeatureSummary) => void
  /** The Recent Feedback section, whose header takes the focus when the quote has left the list. */
  feedbackSection: RefObject<HTMLDivElement | null>
}

/**
 * Confirms an unlink (saying, if the person ticks it, that the message asks for no feature at all), or asks where to
 * move the quote.
 */
export function FeedbackDialogs({
  pending,
  onClose,
  feature,
  choices,
  onUnlink,
  onMove,
  feedbackSection,
}: FeedbackDialogsProps) {
  const quote = pending?.quote
  // Unticked for every quote: each unlink says only what the person chose for it.
  const [notRequest, setNotRequest] = useState(false)
  // Back to the quote's Move button when it is still there (cancelled, or put back after an error), else its section.
  const finalFocusEl = () =>
    (quote && document.querySelector<HTMLElement>(`[data-feedback-id="${quote.id}"]`)) ||
    feedbackSection.current?.querySelector<HTMLElement>('button') ||
    null
  const openFor = (action: FeedbackAction) => pending?.open === true && pending.action === action
  const onOpenChange = (open: boolean) => {
    if (open) return
    setNotRequest(false)
    onClose()
  }
  return (
    <>
      <ConfirmDialog
        open={openFor('unlink')}
        onOpenChange={onOpenChange}
        title="Unlink this feedback?"
        description={`The feedback from ${quote?.author ?? ''} will no longer count for ${feature.title}, and the AI will not link the two again.`}
        confirmLabel="Unlink"
        onConfirm={() => {
          if (quote) onUnlink(quote, { notRequest })
          onOpenChange(false)
        }}
        finalFocusEl={finalFocusEl}
      >
        <Checkbox
          label="It is not a feature request"
          helperText="Headway learns from it and stops counting messages like it as requests."
          checked={notRequest}
          onCheckedChange={setNotRequest}
        />
      </ConfirmDialog>
      <ChooseFeatureDialog
        open={openFor('move')}
        onOpenChange={onOpenChange}
        title="Move this feedback"
        description={`The feedback from ${quote?.author ?? ''} will count for the feature you choose instead of ${feature.title}.`}
        label="Move to"
        confirmLabel="Move"
        choices={choices}
        excludeId={feature.id}
        onChoose={(target) => {
          if (quote) onMove(quote, target)
          onClose()
        }}
        finalFocusEl={finalFocusEl}
      />
    </>
  )
}
