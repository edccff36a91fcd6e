import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { FeatureSummary } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Combobox } from '../../../src/components/Combobox'
import { Dialog } from '../../../src/components/Dialog'
import { SEARCH_DELAY_MS } from './FeatureFilterBar'

/** The company's features a person can choose from, searched on the server as they type. */
export interface FeatureChoices {
  /** The newest search's results, best ranked first; null until the first search answers. */
  features: readonly FeatureSummary[] | null
  /** Starts a new choice: the top-ranked features, with no text. */
  onOpen: () => void
  onSearch: (text: string) => void
}

export interface ChooseFeatureDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The choice's label, e.g. 'Merge into'. */
  label: string
  /** The confirming button's text, e.g. 'Merge'. */
  confirmLabel: string
  choices: FeatureChoices
  /** The feature acted on, which is not a choice. */
  excludeId: string
  /** @default false */
  busy?: boolean | undefined
  onChoose: (feature: FeatureSummary) => void
  /** The element to focus on closing; by default the element focused before opening. */
  finalFocusEl?: (() => HTMLElement | null) | undefined
}

function searchStatus(features: readonly FeatureSummary[] | null, text: string): string | undefined {
  if (!features) return 'Searching…'
  if (features.length > 0) return undefined
  return text === '' ? 'There are no other features.' : `No features match “${text}”.`
}

/** Asks for another feature to act on: the one to merge into, or to move a piece of feedback to. */
export function ChooseFeatureDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  choices,
  excludeId,
  busy = false,
  onChoose,
  finalFocusEl,
}: ChooseFeatureDialogProps) {
  const [chosen, setChosen] = useState<FeatureSummary | null>(null)
  const [searchedText, setSearchedText] = useState('')
  // Typing searches once it pauses, so the server is not asked on every keystroke.
  const typingPause = useRef<number | undefined>(undefined)
  const candidates = choices.features?.filter((feature) => feature.id !== excludeId) ?? null
  const stopWaiting = () => window.clearTimeout(typingPause.current)
  useEffect(() => () => window.clearTimeout(typingPause.current), [])

  const searchAfterPause = (text: string) => {
    stopWaiting()
    typingPause.current = window.setTimeout(() => {
      setSearchedText(text.trim())
      choices.onSearch(text)
    }, SEARCH_DELAY_MS)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          stopWaiting()
          setChosen(null)
          setSearchedText('')
        }
        onOpenChange(details.open)
      }}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Combobox
            label={label}
            placeholder="Search features"
            items={(candidates ?? []).map((candidate) => ({ value: candidate.id, label: candidate.title }))}
            value={chosen?.id ?? null}
            onValueChange={(id) => setChosen(candidates?.find((candidate) => candidate.id === id) ?? null)}
            onInputValueChange={searchAfterPause}
            status={searchStatus(candidates, searchedText)}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button disabled={!chosen} loading={busy} onClick={() => chosen && onChoose(chosen)}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
