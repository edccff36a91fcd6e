import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { installFloatingPolyfills } from '../../../tests/jsdom-floating'
import { Button } from '../Button'
import { DisabledReason } from './DisabledReason'

installFloatingPolyfills()

const reason = 'Purging needs the admin role.'

describe('DisabledReason', () => {
  it('has no axe violations, with and without a reason, and with the reason shown', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <>
        <DisabledReason reason={reason}>
          <Button>Purge</Button>
        </DisabledReason>
        <DisabledReason reason={null}>
          <Button>Sync now</Button>
        </DisabledReason>
      </>,
    )
    await expectNoAxeViolations(container)
    await user.tab()
    await screen.findByRole('tooltip')
    await expectNoAxeViolations(container)
  })

  it('renders the control as it is without a reason', async () => {
    const onClick = vi.fn<() => void>()
    const user = userEvent.setup()
    render(
      <DisabledReason reason={null}>
        <Button onClick={onClick}>Sync now</Button>
      </DisabledReason>,
    )
    await user.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('disables the control, and keyboard focus reaches the reason, which describes it, until Escape', async () => {
    const onClick = vi.fn<() => void>()
    const user = userEvent.setup()
    render(
      <DisabledReason reason={reason}>
        <Button onClick={onClick}>Purge</Button>
      </DisabledReason>,
    )
    const button = screen.getByRole('button', { name: 'Purge' })
    expect(button).toBeDisabled()
    await user.tab()
    const wrapper = button.parentElement
    expect(wrapper).toHaveFocus()
    const tip = await screen.findByRole('tooltip')
    expect(tip).toHaveTextContent(reason)
    expect(wrapper).toHaveAccessibleDescription(reason)
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
})
