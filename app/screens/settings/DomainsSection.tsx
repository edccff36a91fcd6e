import { useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { listRow, rowList } from '../shared/layout'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { Switch } from '../../../src/components/Switch'
import { TextField } from '../../../src/components/TextField'
import { can } from '../../../api'
import { useAuthState } from '../../state/auth'
import { selectIsChangingDomain, useJoiningActions, useJoiningState } from '../../state/joining'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const intro = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const domainName = css({ fontWeight: 'semibold', wordBreak: 'break-all' })
const domainHead = css({ flex: '1', display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', minW: '[12rem]' })
const addForm = css({ display: 'flex', alignItems: 'flex-start', gap: '1', flexWrap: 'wrap', '& > :first-child': { flex: '1', minW: '[14rem]' } })
const addButton = css({ mt: '[1.75rem]' })

/**
 * Workspace Settings' Domains (not in the spec; issue 16): the email domains whose verified people may ask to join,
 * or join at once with auto-join. A domain admits people only once it is proven (an owner or admin verified an
 * address on it); free-mail, disposable and demo domains are refused. Admins only.
 */
export function DomainsSection() {
  const { user } = useAuthState()
  const state = useJoiningState()
  const actions = useJoiningActions()
  const [domain, setDomain] = useState('')
  if (!can(user?.role ?? null, 'domain.manage')) return null

  async function onAdd(event: FormEvent) {
    event.preventDefault()
    if (await actions.addDomain(domain)) setDomain('')
  }

  return (
    <CollapsibleSection
      title="Domains"
      subtitle={state.domainsStatus === 'loaded' ? `${state.domains.length} ${state.domains.length === 1 ? 'domain' : 'domains'}` : undefined}
      headingLevel={3}
      defaultOpen={false}
    >
      <div className={stack}>
        <p className={intro}>
          People who register with this workspace&apos;s name and a verified address on a proven domain ask to join; with
          auto-join on, they join without your approval.
        </p>
        {state.domainsStatus === 'loading' ? (
          <Skeleton lines={2} />
        ) : state.domainsStatus === 'failed' ? (
          <EmptyState size="sm" titleAs="p" title="The domains could not be loaded." action={
            <Button size="sm" variant="outline" onClick={() => void actions.loadDomains()}>
              Try again
            </Button>
          } />
        ) : state.domains.length === 0 ? (
          <EmptyState size="sm" titleAs="p" title="No domains yet." description="Add your company's email domain, such as acme.io." />
        ) : (
          <ul className={rowList} aria-label="Domains">
            {state.domains.map((item) => {
              const busy = selectIsChangingDomain(state, item.id)
              return (
                <li key={item.id} className={listRow}>
                  <div className={domainHead}>
                    <span className={domainName}>{item.domain}</span>
                    <Chip tone={item.proven ? 'success' : 'warning'} size="sm">
                      {item.proven ? 'Proven' : 'Not proven'}
                    </Chip>
                  </div>
                  <Switch
                    label="Auto-join"
                    description={item.proven ? undefined : `Verify an owner or admin address at ${item.domain} first`}
                    checked={item.auto_join}
                    disabled={busy || (!item.proven && !item.auto_join)}
                    onCheckedChange={(checked) => void actions.setAutoJoin(item.id, checked)}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Remove ${item.domain}`}
                    onClick={() => void actions.removeDomain(item.id)}
                  >
                    Remove
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
        <form className={addForm} onSubmit={(event) => void onAdd(event)} noValidate aria-label="Add a domain">
          <TextField
            label="Domain"
            placeholder="acme.io"
            value={domain}
            invalid={state.addError !== null}
            errorText={state.addError ?? undefined}
            onChange={(event) => {
              setDomain(event.target.value)
              actions.clearAddError()
            }}
          />
          <Button type="submit" className={addButton} loading={state.adding} disabled={domain.trim() === ''}>
            Add Domain
          </Button>
        </form>
      </div>
    </CollapsibleSection>
  )
}
