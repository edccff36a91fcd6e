import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchX } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Button } from '../Button'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        icon={<SearchX />}
        title="No channels found"
        description="Try adjusting your search terms"
        action={<Button>Clear search</Button>}
      />,
    )
    await expectNoAxeViolations(container)
  })

  it('shows its title and description, and hides its icon', () => {
    render(<EmptyState icon={<SearchX data-testid="icon" />} title="No channels found" description="Try adjusting your search terms" />)
    expect(screen.getByText('No channels found').tagName).toBe('P')
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument()
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
  })

  it('can head a section', () => {
    render(<EmptyState title="No themes yet" titleAs="h2" />)
    expect(screen.getByRole('heading', { level: 2, name: 'No themes yet' })).toBeInTheDocument()
  })

  it('is a status when it is to be announced', () => {
    render(<EmptyState announce title="No channels found" description="Try adjusting your search terms" />)
    expect(screen.getByRole('status')).toHaveTextContent('No channels foundTry adjusting your search terms')
  })

  it('offers its action to the keyboard', async () => {
    const onClick = vi.fn<() => void>()
    render(<EmptyState title="No data sources connected." action={<Button onClick={onClick}>Add Source</Button>} />)
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>()
    render(<EmptyState ref={ref} title="Nothing" />)
    expect(ref.current).toContainElement(screen.getByText('Nothing'))
  })
})
