import { useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import type { Comment } from '../../../api'
import { Avatar } from '../../../src/components/Avatar'
import { Button } from '../../../src/components/Button'
import { TextField } from '../../../src/components/TextField'
import { displayDate } from '../../state/display-date'
import { personName } from '../../state/person-name'

const list = css({ display: 'flex', flexDir: 'column', gap: '1.5', listStyle: 'none', m: '0', p: '0' })
const item = css({ display: 'flex', gap: '1', alignItems: 'flex-start' })
const bodyStyle = css({ flex: '1', minW: '[0]' })
const author = css({ fontWeight: 'semibold' })
const meta = css({ color: 'fg.muted', fontSize: 'sm' })
const text = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })
const formStyle = css({ display: 'flex', gap: '1', alignItems: 'flex-end', mt: '2' })
const grow = css({ flex: '1' })
const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0', mb: '1' })
const empty = css({ color: 'fg.muted' })

export interface FeatureCommentsProps {
  comments: readonly Comment[]
  posting: boolean
  /** Resolves true when the comment was added, so the field can be emptied. */
  onAdd: (body: string) => Promise<boolean>
}

/** The team's discussion of a feature, oldest first, and the field to add to it. */
export function FeatureComments({ comments, posting, onAdd }: FeatureCommentsProps) {
  const [draft, setDraft] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (draft.trim() === '') return
    if (await onAdd(draft.trim())) setDraft('')
  }

  return (
    <section aria-labelledby="feature-comments-heading">
      <h4 id="feature-comments-heading" className={heading}>
        Comments ({comments.length})
      </h4>
      {comments.length === 0 ? (
        <p className={empty}>No comments yet.</p>
      ) : (
        <ul className={list} aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id} className={item}>
              <Avatar name={personName(comment.author)} size="sm" />
              <div className={bodyStyle}>
                <span className={author}>{personName(comment.author)}</span>{' '}
                <span className={meta}>· {displayDate(comment.created_at)}</span>
                <p className={text}>{comment.body}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={formStyle} onSubmit={(event) => void submit(event)}>
        <TextField
          className={grow}
          label="Add a comment"
          placeholder="Write a comment, @mention a teammate"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" loading={posting} disabled={draft.trim() === ''}>
          Comment
        </Button>
      </form>
    </section>
  )
}
