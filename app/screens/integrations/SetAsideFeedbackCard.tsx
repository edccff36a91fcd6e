import { useEffect, useState } from 'react'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { can, type SetAsideFeedback } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi, useAuthState } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { useToasts } from '../../state/toasts'
import { listRow, rowList } from '../shared/layout'

export const setAsideMessages = {
  retryFailed: 'The message could not be sent back for analysis.',
  retried: 'The message waits for analysis again.',
} as const

const card = css({ mt: '3' })
const item = css({ flex: '1', minW: '[14rem]', display: 'flex', flexDir: 'column', gap: '0.5' })
const excerpt = css({ fontWeight: 'semibold', overflowWrap: 'anywhere', lineClamp: '2' })
const detail = css({ fontSize: 'sm', color: 'fg.muted' })

const SOURCES: Record<SetAsideFeedback['source'], string> = {
  slack: 'Slack',
  email: 'Email',
  manual: 'Added by hand',
  api: 'Sent through the API',
  csv: 'Imported from a CSV file',
}

function origin(feedback: SetAsideFeedback): string {
  const where = feedback.channel_name ? `${SOURCES[feedback.source]} #${feedback.channel_name}` : SOURCES[feedback.source]
  return [where, feedback.author_name, `posted ${displayDate(feedback.posted_at)}`].filter(Boolean).join(' · ')
}

/**
 * Messages the analysis set aside as "could not be analysed" (their analysis ran past its time budget, or failed
 * several times), each with the reason and Retry, for the admins who look after the data sources. The rest of the
 * feedback is analysed meanwhile. Shown only when there are some (most workspaces, most of the time, have none); a
 * failed load is only logged, as the data-source list's.
 */
export function SetAsideFeedbackCard() {
  const { user } = useAuthState()
  const api = useApi()
  const toasts = useToasts()
  const allowed = can(user?.role ?? null, 'source.manage')
  const [items, setItems] = useState<SetAsideFeedback[]>([])
  const [retrying, setRetrying] = useState<string | null>(null)

  useEffect(() => {
    if (!allowed) return
    let current = true
    api.listSetAsideFeedback().then(
      (list) => current && setItems(list.items),
      (error: unknown) => console.error('Failed to load the feedback that could not be analysed', error),
    )
    return () => {
      current = false
    }
  }, [allowed, api])

  const retry = async (id: string) => {
    setRetrying(id)
    try {
      await api.retryFeedbackAnalysis({ id })
      setItems((current) => current.filter((entry) => entry.id !== id))
      toasts.success(setAsideMessages.retried)
    } catch (error) {
      toasts.error(serverDetail(error) ?? setAsideMessages.retryFailed)
    } finally {
      setRetrying(null)
    }
  }

  if (!allowed || items.length === 0) return null
  return (
    <Card
      className={card}
      title="Could not be analysed"
      titleAs="h3"
      description="These messages took too long to analyse or kept failing, so they were set aside and the rest went on. Retry sends one back to be analysed."
    >
      <ul className={rowList} aria-label="Messages that could not be analysed">
        {items.map((feedback) => (
          <li key={feedback.id} className={listRow}>
            <div className={item}>
              <span className={excerpt}>{feedback.excerpt}</span>
              <span className={detail}>{origin(feedback)}</span>
              <span className={detail}>
                {feedback.reason} Set aside {displayDate(feedback.set_aside_at)}.
              </span>
            </div>
            <Button
              size="sm"
              variant="outline"
              loading={retrying === feedback.id}
              disabled={retrying !== null && retrying !== feedback.id}
              aria-label={`Retry the analysis of the message${feedback.author_name ? ` from ${feedback.author_name}` : ''} posted ${displayDate(feedback.posted_at)}`}
              onClick={() => void retry(feedback.id)}
            >
              Retry
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  )
}
