import { createRef } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import type { FeatureStatus, Priority } from '../Chip'
import { FeatureList, type FeatureListItem } from './FeatureList'

const statuses: FeatureStatus[] = ['backlog', 'in-progress', 'review', 'completed']
const priorities: Priority[] = ['high', 'medium', 'low']
function features(count: number): FeatureListItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `f${i + 1}`,
    title: `Feature ${i + 1}`,
    status: statuses[i % statuses.length]!,
    priority: priorities[i % priorities.length]!,
    totalMentions: i + 1,
    slackMentions: i,
    emailMentions: 1,
    assignee: i % 2 ? 'Sam Lee' : null,
  }))
}

const rowName = (n: number) => new RegExp(`^Feature ${n},`)

describe('FeatureList', () => {
  it('has no axe violations, as buttons with a selection, as links, and empty', async () => {
    const { container } = render(
      <>
        <FeatureList features={features(3)} selectedId="f2" onSelect={() => {}} />
        <FeatureList features={features(3)} label="Linked features" hrefFor={(id) => `/app/features/${id}`} />
        <FeatureList features={[]} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('renders only a window of 5,000 features, and tells assistive tech the full size', () => {
    render(<FeatureList features={features(5000)} />)
    const items = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(3)
    expect(items.length).toBeLessThan(20)
    expect(items[0]).toHaveAttribute('aria-setsize', '5000')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
  })

  it('renders the rows under the scroll position', () => {
    render(<FeatureList features={features(5000)} />)
    const viewport = screen.getByRole('list').parentElement!
    viewport.scrollTop = 112 * 4000
    fireEvent.scroll(viewport)
    expect(screen.getByRole('button', { name: rowName(4001) })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: rowName(2) })).not.toBeInTheDocument()
  })

  it('keeps its place when the features change under the same scrollResetKey, and goes to the top when it changes', () => {
    const list = features(500)
    const { rerender } = render(<FeatureList features={list} scrollResetKey="theme-a" />)
    const viewport = screen.getByRole('list').parentElement!
    viewport.scrollTop = 112 * 300
    fireEvent.scroll(viewport)
    rerender(<FeatureList features={list.map((feature) => ({ ...feature }))} scrollResetKey="theme-a" />)
    expect(viewport.scrollTop).toBe(112 * 300)
    rerender(<FeatureList features={list} scrollResetKey="theme-b" />)
    expect(viewport.scrollTop).toBe(0)
  })

  it('holds one tab stop, moved by the arrows, Home and End, even to rows not rendered yet', async () => {
    const user = userEvent.setup()
    render(<FeatureList features={features(5000)} />)
    await user.tab()
    expect(screen.getByRole('button', { name: rowName(1) })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: rowName(2) })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: rowName(5000) })).toHaveFocus()
    expect(screen.getByRole('button', { name: rowName(5000) }).closest('li')).toHaveAttribute('aria-posinset', '5000')
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: rowName(1) })).toHaveFocus()
    // Tab leaves the list instead of walking through its rows.
    await user.tab()
    expect(document.body).toHaveFocus()
  })

  it('selects a feature by its row, marks the selected one, or links to each feature', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(id: string) => void>()
    const { rerender } = render(<FeatureList features={features(3)} selectedId="f2" onSelect={onSelect} />)
    expect(screen.getByRole('button', { name: rowName(2) })).toHaveAttribute('aria-current', 'true')
    await user.click(screen.getByRole('button', { name: rowName(3) }))
    expect(onSelect).toHaveBeenCalledWith('f3')

    rerender(<FeatureList features={features(3)} hrefFor={(id) => `/app/features/${id}`} />)
    expect(screen.getByRole('link', { name: rowName(1) })).toHaveAttribute('href', '/app/features/f1')
  })

  it('shows an empty state without features, or the one given', () => {
    const { rerender } = render(<FeatureList features={[]} />)
    expect(screen.getByText('No features yet')).toBeInTheDocument()
    rerender(<FeatureList features={[]} empty={<p>Nothing matches these filters</p>} />)
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument()
  })

  it('forwards its ref to the root element', () => {
    const ref = createRef<HTMLDivElement>()
    render(<FeatureList ref={ref} features={features(2)} />)
    expect(ref.current).toContainElement(screen.getByRole('list'))
  })
})
