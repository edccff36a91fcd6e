import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { FeatureListRow, type FeatureListRowBaseProps } from './FeatureListRow'

const feature: FeatureListRowBaseProps = {
  title: 'Dark mode for the dashboard',
  status: 'in-progress',
  priority: 'high',
  totalMentions: 24,
  slackMentions: 18,
  emailMentions: 6,
  assignee: 'Sam Lee',
}

describe('FeatureListRow', () => {
  it('has no axe violations as a button, selected, and as a link', async () => {
    const { container } = render(
      <ul>
        <li>
          <FeatureListRow {...feature} />
        </li>
        <li>
          <FeatureListRow {...feature} title="Bulk export" selected assignee={null} />
        </li>
        <li>
          <FeatureListRow {...feature} title="SSO" href="/app/features/3" />
        </li>
      </ul>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a button whose name reads the title, status, priority, mentions and assignee', () => {
    render(<FeatureListRow {...feature} />)
    expect(
      screen.getByRole('button', {
        name: 'Dark mode for the dashboard, assigned to Sam Lee, In Progress, High priority, 24 mentions: 18 Slack, 6 Email',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('S')).toHaveAttribute('aria-hidden', 'true')
  })

  it('reads singular mention and no assignee', () => {
    render(<FeatureListRow {...feature} totalMentions={1} slackMentions={1} emailMentions={0} assignee={undefined} />)
    expect(screen.getByRole('button')).toHaveAccessibleName('Dark mode for the dashboard, In Progress, High priority, 1 mention: 1 Slack, 0 Email')
  })

  it('carries aria-current only while selected', () => {
    const { rerender } = render(<FeatureListRow {...feature} />)
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-current')
    rerender(<FeatureListRow {...feature} selected />)
    expect(screen.getByRole('button')).toHaveAttribute('aria-current', 'true')
  })

  it('is selected with a click, Enter or Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn<() => void>()
    render(<FeatureListRow {...feature} onClick={onClick} />)
    await user.click(screen.getByRole('button'))
    await user.tab()
    await user.tab({ shift: true })
    expect(screen.getByRole('button')).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
  })

  it('as a link, hands plain clicks to onNavigate and leaves modified clicks to the browser', async () => {
    const user = userEvent.setup()
    const onNavigate = vi.fn<(href: string) => void>()
    render(<FeatureListRow {...feature} href="/app/features/7" selected onNavigate={onNavigate} />)
    const link = screen.getByRole('link', { name: /^Dark mode for the dashboard/ })
    expect(link).toHaveAttribute('href', '/app/features/7')
    expect(link).toHaveAttribute('aria-current', 'page')
    await user.click(link)
    expect(onNavigate).toHaveBeenCalledWith('/app/features/7')
    onNavigate.mockClear()
    // A ctrl-click opens a new tab: the browser handles it (jsdom does not navigate).
    await user.keyboard('{Control>}')
    await user.click(link)
    await user.keyboard('{/Control}')
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<FeatureListRow ref={ref} {...feature} />)
    expect(ref.current).toBe(screen.getByRole('button'))
  })
})
