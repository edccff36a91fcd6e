import { useEffect, useRef } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { Spinner } from '../../../src/components/Spinner'
import { paths } from '../../routes/paths'

/** The layout shared by the pages an OAuth consent page returns to (Slack's and Google's). */
export const callbackStack = css({ display: 'flex', flexDir: 'column', gap: '2', maxW: 'prose' })
export const callbackActions = css({ display: 'flex', gap: '1', justifyContent: 'flex-end', flexWrap: 'wrap' })
const waiting = css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted' })

/** The way back when there is nothing (more) to do on the page: to Workspace Settings, or to the onboarding. */
export function GoBack({ to = 'settings' }: { to?: 'settings' | 'onboarding' }) {
  return (
    <Button asChild variant="outline">
      {to === 'onboarding' ? (
        <RouterLink to={paths.onboarding}>Back to onboarding</RouterLink>
      ) : (
        <RouterLink to={paths.settingsWorkspace}>Back to Workspace Settings</RouterLink>
      )}
    </Button>
  )
}

/** A spinner with its sentence while the code is exchanged. */
export function Exchanging({ text }: { text: string }) {
  return (
    <p className={waiting}>
      <Spinner size="sm" label={text} />
      <span aria-hidden="true">{text}</span>
    </p>
  )
}

/**
 * What the provider sent back in the page's query: ?error, or ?code and ?state. The code is handed to `exchange` once,
 * even when effects run twice: a code works once.
 */
export function useOAuthReturn(exchange: (code: string, state: string) => Promise<unknown>) {
  const [searchParams] = useSearchParams()
  const error = searchParams.get('error')
  const code = searchParams.get('code')
  const oauthState = searchParams.get('state')
  const exchanged = useRef<string | null>(null)

  useEffect(() => {
    if (error || !code || !oauthState || exchanged.current === code) return
    exchanged.current = code
    void exchange(code, oauthState)
  }, [error, code, oauthState, exchange])

  return { error, code, oauthState }
}
