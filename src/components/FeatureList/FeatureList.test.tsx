import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import type { ToneLabel } from '../Chip'
import { FeatureList, type FeatureListItem } from './FeatureList'

const statuses: ToneLabel[] = [
  { tone: 'neutral', label: 'Backlog' },
  { tone: 'info', label: 'In Progress' },
  { tone: 'accent', label: 'Review' },
  { tone: 'success', label: 'Completed' },
]
const priorities: ToneLabel[] = [
  { tone: 'danger', label: 'High' },
  { tone: 'warning', label: 'Medium' },
  { tone: 'neutral', label: 'Low' },
]
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

// The rendering of a window of thousands is checked in Chromium (stories/components/FeatureList.stories.tsx): jsdom
// has no layout, so React Aria's virtualiser renders every row here.
describe('FeatureList', () => {
  it('has no axe violations, as rows that open, as links with a selection, and empty', async () => {
    const { container } = render(
      <>
        <FeatureList features={features(3)} currentId="f2" onSelect={() => {}} />
        <FeatureList
          features={features(3)}
          label="Linked features"
          hrefFor={(id) => `/app/features/${id}`}
          selectionMode="multiple"
          selectedIds={new Set(['f1'])}
        />
        <FeatureList features={[]} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a grid of rows named by their feature, moved through with the arrows', async () => {
    const user = userEvent.setup()
    render(<FeatureList features={features(5)} />)
    const grid = screen.getByRole('grid', { name: 'Features' })
    expect(within(grid).getAllByRole('row')).toHaveLength(5)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('row', { name: rowName(1) })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('row', { name: rowName(2) })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('row', { name: rowName(5) })).toHaveFocus()
  })

  it('opens a feature by its row, outlines the current one, or links to each feature', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(id: string) => void>()
    const { rerender } = render(<FeatureList features={features(3)} currentId="f2" onSelect={onSelect} />)
    expect(screen.getByRole('row', { name: rowName(2) })).toHaveAttribute('data-current', 'true')
    await user.click(screen.getByRole('row', { name: rowName(3) }))
    expect(onSelect).toHaveBeenCalledWith('f3')

    rerender(<FeatureList features={features(3)} hrefFor={(id) => `/app/features/${id}`} />)
    expect(screen.getByRole('row', { name: rowName(1) })).toHaveAttribute('data-href', '/app/features/f1')
  })

  it('chooses features with their checkboxes and shows the actions for them', async () => {
    const user = userEvent.setup()
    const onSelectionChange = vi.fn<(ids: ReadonlySet<string>) => void>()
    render(
      <FeatureList
        features={features(3)}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        selectionActions={<button type="button">Merge</button>}
      />,
    )
    await user.click(screen.getByRole('checkbox', { name: /^Select Feature 2,/ }))
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['f2']))
    expect(screen.getByRole('button', { name: 'Merge' })).toBeInTheDocument()
  })

  it('shows an empty state without features, or the one given', () => {
    const { rerender } = render(<FeatureList features={[]} />)
    expect(screen.getByText('No features yet')).toBeInTheDocument()
    rerender(<FeatureList features={[]} empty={<p>Nothing matches these filters</p>} />)
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument()
  })
})
