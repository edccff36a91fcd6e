import { createRef } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { TrendChart } from './TrendChart'
import type { TrendSeries } from './trend'

const slack: TrendSeries = {
  label: 'Slack',
  points: [
    { date: '2024-09-01', count: 2 },
    { date: '2024-09-02', count: 7 },
    { date: '2024-09-03', count: 4 },
  ],
}
const email: TrendSeries = {
  label: 'Email',
  points: [
    { date: '2024-09-01', count: 1 },
    { date: '2024-09-03', count: 3 },
  ],
}

describe('TrendChart', () => {
  it('has no axe violations, with the table shown or not', async () => {
    const { container } = render(<TrendChart title="Mentions per day" series={[slack, email]} kind="bar" />)
    await expectNoAxeViolations(container)
    await userEvent.click(screen.getByRole('button', { name: 'Show data table' }))
    await expectNoAxeViolations(container)
  })

  it('is an image summarised in its accessible name', () => {
    render(<TrendChart title="Mentions per day" series={[slack]} />)
    expect(screen.getByRole('img', { name: 'Mentions per day, 1 Sep to 3 Sep: total 13, peak 7 on 2 Sep' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Mentions per day' })).toBeInTheDocument()
  })

  it('draws a line per series or a bar per series and day', () => {
    const { container, rerender } = render(<TrendChart title="Mentions" series={[slack, email]} />)
    expect(container.querySelectorAll('polyline')).toHaveLength(2)
    rerender(<TrendChart title="Mentions" series={[slack, email]} kind="bar" />)
    expect(container.querySelectorAll('polyline')).toHaveLength(0)
    expect(container.querySelectorAll('rect')).toHaveLength(6)
  })

  it('labels a few dates on the x axis and names the series in a legend', () => {
    render(<TrendChart title="Mentions" series={[slack, email]} />)
    const legend = screen.getByRole('list', { name: 'Legend' })
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Slack', 'Email'])
  })

  it('shows and hides a data table from a toggle button', async () => {
    const user = userEvent.setup()
    render(<TrendChart title="Mentions per day" series={[slack, email]} />)
    const toggle = screen.getByRole('button', { name: 'Show data table' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Hide data table')
    const table = screen.getByRole('table', { name: 'Mentions per day' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent))
    expect(rows).toEqual([
      ['Date', 'Slack', 'Email'],
      ['1 Sep 2024', '2', '1'],
      ['2 Sep 2024', '7', '0'],
      ['3 Sep 2024', '4', '3'],
    ])
    await user.keyboard(' ')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
  })

  it('says there is no data and offers no table when empty', () => {
    render(<TrendChart title="Mentions per day" series={[]} />)
    expect(screen.getByRole('img', { name: 'Mentions per day: no data' })).toHaveTextContent('No data')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('draws the same thing every time', () => {
    const first = render(<TrendChart title="Mentions" series={[slack]} />).container.innerHTML
    const second = render(<TrendChart title="Mentions" series={[slack]} />).container.innerHTML
    expect(second.replace(/_r_\w+_/g, '')).toBe(first.replace(/_r_\w+_/g, ''))
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(<TrendChart ref={ref} title="Mentions" series={[slack]} />)
    expect(ref.current).toContainElement(screen.getByRole('img'))
  })
})
