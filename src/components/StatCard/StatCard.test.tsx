import { createRef } from 'react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { StatCard, describeTrend, sparklinePoints } from './StatCard'

describe('StatCard', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <StatCard title="Total Requests" value={247} delta={{ value: '12%', direction: 'up', label: 'from last week' }} trend={[200, 210, 230, 247]} />
        <StatCard title="Active Themes" value={18} />
        <StatCard title="This Week" value={42} delta={{ value: '3', direction: 'down' }} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is an article named by its title that reads the figure', () => {
    render(<StatCard title="Total Requests" value={247} />)
    const card = screen.getByRole('article', { name: 'Total Requests' })
    expect(card).toHaveTextContent('Total Requests247')
  })

  it('says the change in words: "up 12% from last week"', () => {
    render(<StatCard title="Total Requests" value={247} delta={{ value: '12%', direction: 'up', label: 'from last week' }} />)
    const card = screen.getByRole('article', { name: 'Total Requests' })
    expect(within(card).getByText('12%').parentElement).toHaveTextContent(/^up 12% from last week$/)
  })

  it('words a fall and no change, with a default period', () => {
    render(
      <>
        <StatCard title="This Week" value={42} delta={{ value: '5%', direction: 'down' }} />
        <StatCard title="Active Themes" value={18} delta={{ value: '0%', direction: 'flat' }} />
      </>,
    )
    expect(screen.getByText('5%').parentElement).toHaveTextContent(/^down 5% from last period$/)
    expect(screen.getByText('0%').parentElement).toHaveTextContent(/^unchanged 0% from last period$/)
    expect(screen.getByText('5%').parentElement).toHaveAttribute('data-tone', 'negative')
  })

  it('hides the sparkline from assistive tech and says the trend in text', () => {
    const { container } = render(<StatCard title="This Week" value={42} trend={[30, 35, 33, 42]} />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Trend: rising from 30 to 42')).toBeInTheDocument()
  })

  it('takes a custom trend label', () => {
    render(<StatCard title="This Week" value={42} trend={[30, 42]} trendLabel="Up every day this week" />)
    expect(screen.getByText('Up every day this week')).toBeInTheDocument()
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLElement>()
    render(<StatCard ref={ref} title="Active Themes" value={18} />)
    expect(ref.current).toBe(screen.getByRole('article'))
  })
})

describe('describeTrend', () => {
  it('words rising, falling and steady series', () => {
    expect(describeTrend([1, 5])).toBe('Trend: rising from 1 to 5')
    expect(describeTrend([5, 9, 1])).toBe('Trend: falling from 5 to 1')
    expect(describeTrend([3, 7, 3])).toBe('Trend: steady from 3 to 3')
    expect(describeTrend([4])).toBe('Trend: 4')
    expect(describeTrend([])).toBe('')
  })
})

describe('sparklinePoints', () => {
  it('spans the box from the first to the last value, highest value at the top', () => {
    expect(sparklinePoints([0, 10])).toBe('0,32 100,0')
    expect(sparklinePoints([0, 5, 10])).toBe('0,32 50,16 100,0')
  })

  it('draws a flat or single-value series across the middle', () => {
    expect(sparklinePoints([3, 3])).toBe('0,16 100,16')
    expect(sparklinePoints([3])).toBe('50,16')
    expect(sparklinePoints([])).toBe('')
  })
})
