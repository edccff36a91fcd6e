import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { FeatureListRow, featureListRowText, type FeatureListRowProps } from './FeatureListRow'

const feature: FeatureListRowProps = {
  title: 'Dark mode for the dashboard',
  status: { tone: 'info', label: 'In Progress' },
  priority: { tone: 'danger', label: 'High' },
  totalMentions: 24,
  slackMentions: 18,
  emailMentions: 6,
  assignee: 'Sam Lee',
}

describe('FeatureListRow', () => {
  it('has no axe violations, assigned and not', async () => {
    const { container } = render(
      <>
        <FeatureListRow {...feature} />
        <FeatureListRow {...feature} title="Bulk export" assignee={null} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('reads as one sentence of title, assignee, status, priority and mentions; the visual parts are hidden', () => {
    render(<FeatureListRow {...feature} />)
    const sentence = 'Dark mode for the dashboard, assigned to Sam Lee, In Progress, High priority, 24 mentions: 18 Slack, 6 Email'
    expect(featureListRowText(feature)).toBe(sentence)
    expect(screen.getByText(sentence)).toBeInTheDocument()
    expect(screen.getByText('S')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('24 mentions · 18 Slack · 6 Email').parentElement).toHaveAttribute('aria-hidden', 'true')
  })

  it('reads a singular mention, no assignee and thousands with separators', () => {
    expect(featureListRowText({ ...feature, totalMentions: 1, slackMentions: 1, emailMentions: 0, assignee: undefined })).toBe(
      'Dark mode for the dashboard, In Progress, High priority, 1 mention: 1 Slack, 0 Email',
    )
    expect(featureListRowText({ ...feature, totalMentions: 12000, slackMentions: 9000, emailMentions: 3000, assignee: '  ' })).toBe(
      'Dark mode for the dashboard, In Progress, High priority, 12,000 mentions: 9,000 Slack, 3,000 Email',
    )
  })
})
