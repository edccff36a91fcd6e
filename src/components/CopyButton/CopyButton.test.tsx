import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { CopyButton } from './CopyButton'

const link = 'https://headway.example/register?invitation=abc'

describe('CopyButton', () => {
  it('copies the value, says and announces "Copied", with the visible text first in its name', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <CopyButton value={link} label="Copy link" subject="sam@acme.io" />,
    )
    await expectNoAxeViolations(container)
    const button = screen.getByRole('button', { name: 'Copy link, sam@acme.io' })
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(button)
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(await screen.findByRole('status')).toHaveTextContent('Copied')
    expect(button).toHaveTextContent('Copied')
    expect(button).toHaveAccessibleName('Copied, sam@acme.io')
    await expectNoAxeViolations(container)
  })

  it('is reached and pressed from the keyboard', async () => {
    const user = userEvent.setup()
    render(<CopyButton value="abc" label="Copy link" />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await navigator.clipboard.readText()).toBe('abc')
  })
})
