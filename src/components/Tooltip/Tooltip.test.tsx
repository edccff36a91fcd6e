import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Trash2 } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { installFloatingPolyfills } from '../../../tests/jsdom-floating'
import { IconButton } from '../IconButton'
import { Tooltip } from './Tooltip'

installFloatingPolyfills()

function DeleteSource({ openDelay }: { openDelay?: number }) {
  return (
    <Tooltip content="Remove this data source" openDelay={openDelay}>
      <IconButton label="Delete source">
        <Trash2 size={18} aria-hidden="true" />
      </IconButton>
    </Tooltip>
  )
}

describe('Tooltip', () => {
  it('has no axe violations, hidden and shown', async () => {
    const { container } = render(
      <>
        <DeleteSource />
        <Tooltip content="Syncs every hour" defaultOpen>
          <button type="button">Sync now</button>
        </Tooltip>
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup()
    render(<DeleteSource />)
    const trigger = screen.getByRole('button', { name: 'Delete source' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await user.tab()
    const tip = await screen.findByRole('tooltip')
    expect(tip).toHaveTextContent('Remove this data source')
    expect(trigger).toHaveAccessibleDescription('Remove this data source')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-describedby'))
    expect(trigger).toHaveFocus()
  })

  it('shows on hover only after the open delay', async () => {
    const user = userEvent.setup()
    render(<DeleteSource openDelay={300} />)
    await user.hover(screen.getByRole('button', { name: 'Delete source' }))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('Remove this data source')
  })

  it('keeps the trigger working', async () => {
    const user = userEvent.setup()
    render(<DeleteSource />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Delete source' })).toHaveFocus()
  })
})
