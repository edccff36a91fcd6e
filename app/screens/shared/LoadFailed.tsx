import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'

const wrap = css({ display: 'flex', flexDir: 'column', alignItems: 'flex-start', gap: '1.5' })

/** A screen's data could not be loaded: why, and a way to try again. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className={wrap}>
      <Alert severity="error" title={title}>
        {message}
      </Alert>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
