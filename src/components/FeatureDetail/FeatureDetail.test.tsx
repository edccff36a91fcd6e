import { createRef } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { FeatureDetail, type FeatureDetailBaseProps } from './FeatureDetail'

const feature: FeatureDetailBaseProps = {
  title: 'Dark mode for the dashboard',
  status: { tone: 'info', label: 'In Progress' },
  priority: { tone: 'danger', label: 'High' },
  description: 'Customers working late ask for a dark theme.\nIt should follow the system setting.',
  competitiveAnalysis: [
    { name: 'Productboard', status: { tone: 'success', label: 'Available' }, since: 'Q2 2024', notes: 'Follows the OS setting.' },
    { name: 'Canny', status: { tone: 'warning', label: 'Planned' } },
  ],
  recentFeedback: [
    { author: 'Maria Chen', company: 'Globex', message: 'Our night shift would love a dark mode.', timestamp: '2 days ago', source: 'slack' },
    { author: 'Tom Baker', company: 'Initech', message: 'Please add dark mode!', timestamp: '5 days ago', source: 'gmail' },
    { author: 'Priya Patel', message: 'Raised in the quarterly review.', timestamp: '12 Mar 2025', source: 'manual' },
  ],
}

describe('FeatureDetail', () => {
  it('has no axe violations, full and empty', async () => {
    const { container } = render(
      <>
        <FeatureDetail {...feature} />
        <FeatureDetail {...feature} title="Empty" competitiveAnalysis={[]} recentFeedback={[]} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('heads the panel with the title, status and priority', () => {
    render(<FeatureDetail {...feature} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Dark mode for the dashboard' })).toBeInTheDocument()
    expect(screen.getByText('In Progress')).toBeInTheDocument()
    expect(screen.getByText('High').parentElement).toHaveTextContent('High priority')
  })

  it('has three collapsible sections: Description, Competitive Analysis and Recent Feedback', () => {
    render(<FeatureDetail {...feature} />)
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings.map((h) => h.textContent)).toEqual(['Description', 'Competitive Analysis (2)', 'Recent Feedback (3)'])
    expect(screen.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Competitive Analysis (2)' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Recent Feedback (3)' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('collapses a section from the keyboard', async () => {
    const user = userEvent.setup()
    render(<FeatureDetail {...feature} />)
    screen.getByRole('button', { name: 'Description' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getByText(/Customers working late/)).not.toBeVisible()
  })

  it('lists competitors with status, since and notes', () => {
    render(<FeatureDetail {...feature} />)
    const section = screen.getByRole('button', { name: 'Competitive Analysis (2)' }).closest('[data-part=root]') as HTMLElement
    const items = within(section).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Productboard Available Since Q2 2024Follows the OS setting.')
    expect(items[1]).toHaveTextContent('Canny Planned')
  })

  it('marks each feedback with a source icon labelled Slack, Email or Manual', () => {
    render(<FeatureDetail {...feature} />)
    const section = screen.getByRole('button', { name: 'Recent Feedback (3)' }).closest('[data-part=root]') as HTMLElement
    const items = within(section).getAllByRole('listitem')
    expect(within(items[0]!).getByText('Slack')).toBeInTheDocument()
    expect(items[0]).toHaveTextContent('Slack Maria Chen · Globex · 2 days ago')
    expect(items[0]).toHaveTextContent('Our night shift would love a dark mode.')
    expect(within(items[1]!).getByText('Email')).toBeInTheDocument()
    expect(within(items[2]!).getByText('Manual')).toBeInTheDocument()
    expect(items[2]).toHaveTextContent('Manual Priya Patel · 12 Mar 2025')
  })

  it("puts each feedback item's own controls at the end of its header", async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(
      <FeatureDetail
        {...feature}
        recentFeedback={feature.recentFeedback?.map((entry, index) => ({ ...entry, id: `f${index}` }))}
        renderFeedbackActions={(entry) => (
          <button type="button" onClick={() => chosen.push(entry.id ?? '')}>
            Unlink {entry.author}
          </button>
        )}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Unlink Tom Baker' }))
    expect(chosen).toEqual(['f1'])
  })

  it('says so when a section is empty', () => {
    render(<FeatureDetail {...feature} competitiveAnalysis={[]} recentFeedback={[]} />)
    expect(screen.getByText('No competitive analysis yet.')).toBeInTheDocument()
    expect(screen.getByText('No feedback yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recent Feedback (0)' })).toBeInTheDocument()
  })

  it('forwards its ref to the article', () => {
    const ref = createRef<HTMLElement>()
    render(<FeatureDetail ref={ref} {...feature} />)
    expect(ref.current).toBe(screen.getByRole('article'))
  })
})
