import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { issueStateStyles, MAX_ISSUE_LABELS, type CreateIssueRequest, type TrackerIssue } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { Dialog } from '../../../src/components/Dialog'
import { GridList } from '../../../src/components/GridList'
import { SearchField } from '../../../src/components/SearchField'
import { TextField } from '../../../src/components/TextField'
import { useApi } from '../../state/auth'
import { trackerMessages } from '../../state/trackers'
import { SEARCH_DELAY_MS } from './FeatureFilterBar'

const form = css({ display: 'flex', flexDir: 'column', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const statusLine = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })
const result = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', minW: '[0]' })
const resultKey = css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted' })
const resultTitle = css({ flex: '1', minW: '[8rem]', fontWeight: 'medium' })
const results = css({ maxH: '[18rem]' })

/** The labels typed, separated by commas: trimmed, blanks and repeats left out. */
export const splitLabels = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label !== ''),
  ),
]

export interface CreateIssueDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The feature's title: the issue's at first. */
  featureTitle: string
  busy: boolean
  /** The server's sentence when the issue could not be created. */
  error: string | null
  onSubmit: (request: CreateIssueRequest) => void
}

/** The fields, mounted each time the dialog opens so they start from the feature's title. */
function CreateIssueForm({
  formId,
  featureTitle,
  onSubmit,
}: Pick<CreateIssueDialogProps, 'featureTitle' | 'onSubmit'> & { formId: string }) {
  const [title, setTitle] = useState(featureTitle)
  const [labels, setLabels] = useState('')
  const [tried, setTried] = useState(false)
  const titleMissing = title.trim() === ''
  const tooMany = splitLabels(labels).length > MAX_ISSUE_LABELS

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    if (titleMissing || tooMany) return
    onSubmit({ title: title.trim(), labels: splitLabels(labels) })
  }

  return (
    <form id={formId} className={form} onSubmit={submit} noValidate>
      <TextField
        label="Title"
        required
        errorText={tried && titleMissing ? 'Give the issue a title.' : undefined}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Labels"
        placeholder="e.g. feature-request, customer"
        helperText={`Separated by commas, at most ${MAX_ISSUE_LABELS}.`}
        errorText={tried && tooMany ? `Give at most ${MAX_ISSUE_LABELS} labels.` : undefined}
        value={labels}
        onChange={(event) => setLabels(event.target.value)}
        autoComplete="off"
      />
      <p className={note}>{trackerMessages.description}</p>
    </form>
  )
}

/** Create issue: a new issue in the connected repository, made from the feature and linked to it. */
export function CreateIssueDialog({ open, onOpenChange, featureTitle, busy, error, onSubmit }: CreateIssueDialogProps) {
  const formId = useId()
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Create issue</Dialog.Title>
          <Dialog.Description>A new GitHub issue, linked to this feature.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <CreateIssueForm formId={formId} featureTitle={featureTitle} onSubmit={onSubmit} />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" form={formId} loading={busy}>
            Create issue
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}

type Search = { text: string; items: readonly TrackerIssue[] | null; error: string | null }
const NO_SEARCH: Search = { text: '', items: [], error: null }

export interface LinkIssueDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The keys of the issues linked already, which are not offered. */
  linkedKeys: ReadonlySet<string>
  busy: boolean
  error: string | null
  onLink: (issue: TrackerIssue) => void
}

function searchStatus({ text, items, error }: Search): string | null {
  if (error) return null
  if (text === '') return 'Type a few words of the issue, or its number.'
  if (!items) return 'Searching…'
  return items.length === 0 ? `No issues match “${text}”.` : null
}

/** Link issue: searches the connected repository as the person types; they pick one result and link it. */
export function LinkIssueDialog({ open, onOpenChange, linkedKeys, busy, error, onLink }: LinkIssueDialogProps) {
  const api = useApi()
  const [search, setSearch] = useState<Search>(NO_SEARCH)
  const [chosen, setChosen] = useState<TrackerIssue | null>(null)
  // Typing searches once it pauses, so GitHub is not asked on every keystroke; only the newest answer is shown.
  const typingPause = useRef<number | undefined>(undefined)
  const latest = useRef('')
  useEffect(() => () => window.clearTimeout(typingPause.current), [])

  const onType = (text: string) => {
    window.clearTimeout(typingPause.current)
    const wanted = text.trim()
    latest.current = wanted
    setChosen(null)
    if (wanted === '') {
      setSearch(NO_SEARCH)
      return
    }
    setSearch({ text: wanted, items: null, error: null })
    typingPause.current = window.setTimeout(() => {
      api.searchTrackerIssues({ q: wanted }).then(
        (answer) => latest.current === wanted && setSearch({ text: wanted, items: answer.items, error: null }),
        (failure: unknown) =>
          latest.current === wanted &&
          setSearch({ text: wanted, items: [], error: serverDetail(failure) ?? trackerMessages.searchFailed }),
      )
    }, SEARCH_DELAY_MS)
  }

  const found = (search.items ?? [])
    .filter((issue) => !linkedKeys.has(issue.key))
    .map((issue) => ({ ...issue, id: issue.key }))
  const status = searchStatus(search)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          window.clearTimeout(typingPause.current)
          latest.current = ''
          setSearch(NO_SEARCH)
          setChosen(null)
        }
        onOpenChange(details.open)
      }}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Link issue</Dialog.Title>
          <Dialog.Description>
            Find an issue of the connected repository and link it to this feature.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <div className={form}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {search.error ? <Alert severity="error">{search.error}</Alert> : null}
            <SearchField
              label="Search issues"
              placeholder="Words of the title, or #123"
              onChange={onType}
              autoComplete="off"
            />
            <output className={statusLine}>
              {status ??
                (found.length > 0
                  ? `${found.length} ${found.length === 1 ? 'issue' : 'issues'} found. Pick one to link.`
                  : '')}
            </output>
            {found.length > 0 ? (
              <GridList
                className={results}
                label="Issues found"
                items={found}
                selectionMode="none"
                textValue={(issue) => `${issue.key} ${issue.title}`}
                currentId={chosen?.key ?? null}
                onAction={(key) => setChosen(found.find((issue) => issue.key === key) ?? null)}
              >
                {(issue) => (
                  <span className={result}>
                    <span className={resultKey}>{issue.key}</span>
                    <span className={resultTitle}>{issue.title}</span>
                    <Chip tone={issueStateStyles[issue.state].tone} size="sm">
                      {issueStateStyles[issue.state].label}
                    </Chip>
                  </span>
                )}
              </GridList>
            ) : null}
          </div>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button disabled={!chosen} loading={busy} onClick={() => chosen && onLink(chosen)}>
            {chosen ? `Link ${chosen.key}` : 'Link issue'}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
