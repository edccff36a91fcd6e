import { useRef, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import type { Comment } from '../../../api'
import { Button } from '../../../src/components/Button'
import { TextField } from '../../../src/components/TextField'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { LoadMore } from '../shared/LoadMore'
import { CommentItem } from './CommentItem'

const list = css({ display: 'flex', flexDir: 'column', gap: '1.5', listStyle: 'none', m: '0', p: '0' })
const formStyle = css({ display: 'flex', gap: '1', alignItems: 'flex-end', mt: '2' })
const grow = css({ flex: '1' })
const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0', mb: '1' })
const empty = css({ color: 'fg.muted' })

const addFieldId = 'feature-comment-add'

export interface FeatureCommentsProps {
  comments: readonly Comment[]
  posting: boolean
  /** Resolves true when the comment was added, so the field can be emptied. */
  onAdd: (body: string) => Promise<boolean>
  /** The signed-in person: only their own comments can be edited or deleted. */
  currentUserId: string | null
  /** Resolves true when the edit was saved. */
  onEdit: (commentId: string, body: string) => Promise<boolean>
  /** Resolves true when the comment was deleted. */
  onDelete: (commentId: string) => Promise<boolean>
  /** The older comments' next page, when the discussion is longer than one page. */
  more?: MorePages | undefined
}

/** The next page of a paged list, as a screen offers it (see LoadMore). */
export interface MorePages {
  nextCursor: string | null
  loading: boolean
  onLoadMore: () => void
}

/** The team's discussion of a feature, oldest first, the field to add to it, and edits of one's own comments. */
export function FeatureComments({
  comments,
  posting,
  onAdd,
  currentUserId,
  onEdit,
  onDelete,
  more,
}: FeatureCommentsProps) {
  const [draft, setDraft] = useState('')
  const [confirmingId, setConfirmingId] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  // The dialog picks the focus once it has closed, when confirmingId is already null.
  const lastConfirmingId = useRef<string | null>(null)

  const confirmDelete = async (commentId: string) => {
    setDeleting(true)
    // A refused delete leaves the comment as it was; the toast says why.
    await onDelete(commentId)
    setDeleting(false)
    setConfirmingId(null)
  }

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
            <CommentItem
              key={comment.id}
              comment={comment}
              own={comment.author.id === currentUserId}
              onEdit={(body) => onEdit(comment.id, body)}
              onDelete={() => {
                lastConfirmingId.current = comment.id
                setConfirmingId(comment.id)
              }}
            />
          ))}
        </ul>
      )}
      {more ? <LoadMore shown={comments.length} noun="comments" {...more} label="Load more comments" /> : null}
      <form className={formStyle} onSubmit={(event) => void submit(event)}>
        <TextField
          id={addFieldId}
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
      <ConfirmDialog
        open={confirmingId !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingId(null)
        }}
        title="Delete this comment?"
        description="It will be gone for everyone. This cannot be undone."
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => {
          if (confirmingId) void confirmDelete(confirmingId)
        }}
        // Back to the comment's Delete button when it stayed, else to the field for a new comment.
        finalFocusEl={() =>
          document.querySelector<HTMLElement>(`[data-delete-comment="${lastConfirmingId.current}"]`) ??
          document.getElementById(addFieldId)
        }
      />
    </section>
  )
}
