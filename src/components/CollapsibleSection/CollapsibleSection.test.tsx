import { createRef, useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { CollapsibleSection } from './CollapsibleSection'

describe('CollapsibleSection', () => {
  it('has no axe violations, open and closed', async () => {
    const { container } = render(
      <>
        <CollapsibleSection title="Connected Data Sources" subtitle="2 active connections" actions={<button type="button">Add Source</button>}>
          <p>Slack</p>
        </CollapsibleSection>
        <CollapsibleSection title="Preferences" defaultOpen={false} variant="plain" count={2}>
          <p>Auto-sync data sources</p>
        </CollapsibleSection>
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is open by default: an expanded button inside a heading, content visible', () => {
    render(
      <CollapsibleSection title="Connected Data Sources">
        <p>Slack workspace</p>
      </CollapsibleSection>,
    )
    const button = screen.getByRole('button', { name: 'Connected Data Sources' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('heading', { level: 2, name: 'Connected Data Sources' })).toContainElement(button)
    expect(screen.getByText('Slack workspace')).toBeVisible()
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(screen.getByText('Slack workspace'))
  })

  it('starts closed with defaultOpen={false} and opens from the keyboard', async () => {
    const user = userEvent.setup()
    render(
      <CollapsibleSection title="Preferences" defaultOpen={false} headingLevel={3}>
        <p>Auto-sync data sources</p>
      </CollapsibleSection>,
    )
    const button = screen.getByRole('button', { name: 'Preferences' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Auto-sync data sources')).not.toBeVisible()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Auto-sync data sources')).toBeVisible()
    await user.keyboard(' ')
    // Closing waits for the exit animation (none in jsdom) before the content is hidden.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.queryByText('Auto-sync data sources')).not.toBeVisible()
  })

  it('names the header button with the title, the count and the subtitle it shows', () => {
    render(<CollapsibleSection title="Connected Data Sources" subtitle="2 active connections" />)
    expect(screen.getByRole('button', { name: 'Connected Data Sources 2 active connections' })).toBeInTheDocument()
    render(<CollapsibleSection title="Recent Feedback" count={3} />)
    expect(screen.getByRole('button', { name: 'Recent Feedback (3)' })).toBeInTheDocument()
  })

  it('is controlled by open and onOpenChange', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn<(open: boolean) => void>()
    function Controlled() {
      const [open, setOpen] = useState(false)
      return (
        <CollapsibleSection
          title="Workspace Info"
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
        >
          <p>demo-workspace-1</p>
        </CollapsibleSection>
      )
    }
    render(<Controlled />)
    await user.click(screen.getByRole('button', { name: 'Workspace Info' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
    // Ark's Collapsible shows its content a tick after the state changes (in jsdom as in the browser).
    await waitFor(() => expect(screen.getByText('demo-workspace-1')).toBeVisible())
    await user.click(screen.getByRole('button', { name: 'Workspace Info' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Workspace Info' })).toHaveAttribute('aria-expanded', 'false'))
  })

  it('does not toggle while disabled', async () => {
    const user = userEvent.setup()
    render(<CollapsibleSection title="Available Connectors" defaultOpen={false} disabled />)
    await user.click(screen.getByRole('button', { name: 'Available Connectors' }))
    expect(screen.getByRole('button', { name: 'Available Connectors' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('forwards its ref to the root element', () => {
    const ref = createRef<HTMLDivElement>()
    const { container } = render(<CollapsibleSection ref={ref} title="Preferences" />)
    expect(ref.current).toBe(container.firstElementChild)
  })
})
