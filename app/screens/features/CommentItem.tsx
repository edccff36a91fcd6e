import { useEffect, useRef, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import type { Comment } from '../../../api'
import { Avatar } from '../../../src/components/Avatar'
import { Button } from '../../../src/components/Button'
import { TextField } from '../../../src/components/TextField'
import { displayDate } from '../../state/display-date'
import { personName } from '../../state/person-name'

const item = css({ display: 'flex', gap: '1', alignItems: 'flex-start' })
const bodyStyle = css({ flex: '1', minW: '[0]' })
const author = css({ fontWeight: 'semibold' })
const meta = css({ color: 'fg.muted', fontSize: 'sm' })
const text = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })
const actions = css({ display: 'flex', gap: '0.5', mt: '0.5' })
const editForm = css({ display: 'flex', flexDir: 'column', gap: '1', mt: '0.5' })

export interface CommentItemProps {
  comment: Comment
  /** The signed-in person wrote it: Edit and Delete are offered. */
  own: boolean
  onEdit: (body: string) => Promise<boolean>
  /** Asks to delete it (the list confirms first). */
  onDelete: () => void
}

/** One comment; one's own can be edited in place (Escape cancels) or deleted. */
export function CommentItem({ comment, own, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(comment.body)
  const [saving, setSaving] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  // The Edit button is back once the field has gone: return the focus to it then, not before.
  const refocusEdit = useRef(false)

  useEffect(() => {
    if (editing) field.current?.focus()
    else if (refocusEdit.current) {
      refocusEdit.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const stopEditing = () => {
    refocusEdit.current = true
    setEditing(false)
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = draft.trim()
    if (body === '') return
    if (body === comment.body) return stopEditing()
    setSaving(true)
    // A refused edit leaves the comment as it was; the toast says why.
    await onEdit(body)
    setSaving(false)
    stopEditing()
  }

  const name = personName(comment.author)
  return (
    <li className={item}>
      <Avatar name={name} size="sm" />
      <div className={bodyStyle}>
        <span className={author}>{name}</span>{' '}
        <span className={meta}>
          · {displayDate(comment.created_at)}
          {comment.updated_at === comment.created_at ? null : ' · edited'}
        </span>
        {editing ? (
          <form className={editForm} onSubmit={(event) => void save(event)}>
            <TextField
              ref={field}
              label="Edit comment"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') stopEditing()
              }}
              autoComplete="off"
            />
            <div className={actions}>
              <Button type="submit" size="sm" loading={saving} disabled={draft.trim() === ''}>
                Save
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={stopEditing}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className={text}>{comment.body}</p>
            {own ? (
              <div className={actions}>
                <Button
                  ref={editButton}
                  size="sm"
                  variant="ghost"
                  aria-label="Edit your comment"
                  onClick={() => {
                    setDraft(comment.body)
                    setEditing(true)
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label="Delete your comment"
                  data-delete-comment={comment.id}
                  onClick={onDelete}
                >
                  Delete
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </li>
  )
}
