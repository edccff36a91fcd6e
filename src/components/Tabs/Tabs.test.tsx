import { createRef } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Tabs, type TabItem } from './Tabs'

const items: TabItem[] = [
  { value: 'description', label: 'Description', content: <p>Let admins export feedback as CSV.</p> },
  { value: 'competitive', label: 'Competitive Analysis', content: <p>Productboard: available.</p> },
  { value: 'feedback', label: 'Recent Feedback', content: <p>“We need this for our QBRs.”</p> },
]

describe('Tabs', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Feature details" items={items} />)
    await expectNoAxeViolations(container)
  })

  it('selects the first tab and shows only its panel, named by the tab', () => {
    render(<Tabs label="Feature details" items={items} />)
    expect(screen.getByRole('tablist', { name: 'Feature details' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Let admins export feedback as CSV.')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  // Selection that follows the arrows (automatic activation) happens on an animation frame that jsdom does not run in
  // order; the KeyboardNavigation story checks it in Chromium.
  it('moves focus with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Feature details" items={items} />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    await user.tab()
    expect(tab('Description')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(tab('Competitive Analysis')).toHaveFocus())
    await user.keyboard('{End}')
    await waitFor(() => expect(tab('Recent Feedback')).toHaveFocus())
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(tab('Description')).toHaveFocus())
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(tab('Recent Feedback')).toHaveFocus())
    await user.keyboard('{Home}')
    await waitFor(() => expect(tab('Description')).toHaveFocus())
  })

  it('leaves the tab list with Tab into the selected panel', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Feature details" items={items} />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveFocus()
  })

  it('waits for Enter in manual activation mode', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string) => void>()
    render(<Tabs label="Feature details" items={items} activationMode="manual" onValueChange={onValueChange} />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    const competitive = screen.getByRole('tab', { name: 'Competitive Analysis' })
    // Ark moves focus on the next frame.
    await waitFor(() => expect(competitive).toHaveFocus())
    expect(competitive).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{Enter}')
    expect(competitive).toHaveAttribute('aria-selected', 'true')
    expect(onValueChange).toHaveBeenCalledWith('competitive')
    expect(screen.getByRole('tabpanel', { name: 'Competitive Analysis' })).toHaveTextContent('Productboard: available.')
  })

  it('selects on click, skips a disabled first tab by default, and follows a controlled value', async () => {
    const user = userEvent.setup()
    const withDisabled = [{ ...items[0]!, disabled: true }, items[1]!, items[2]!]
    const { rerender } = render(<Tabs label="Feature details" items={withDisabled} />)
    expect(screen.getByRole('tab', { name: 'Competitive Analysis' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Recent Feedback' }))
    expect(screen.getByRole('tab', { name: 'Recent Feedback' })).toHaveAttribute('aria-selected', 'true')
    rerender(<Tabs label="Feature details" items={items} value="description" />)
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Tabs ref={ref} label="Feature details" items={items} />)
    expect(ref.current).toContainElement(screen.getByRole('tablist'))
  })
})
