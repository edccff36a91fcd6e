import { createRef } from 'react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { StepsHeader } from './StepsHeader'

describe('StepsHeader', () => {
  it('has no axe violations', async () => {
    const { container } = render(<StepsHeader steps={['Tokens', 'Channels']} current={1} />)
    await expectNoAxeViolations(container)
  })

  it('is a labelled ordered list of the steps', () => {
    render(<StepsHeader steps={['Tokens', 'Channels']} current={0} />)
    const list = screen.getByRole('list', { name: 'Steps' })
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Tokens', '2Channels'])
  })

  it('marks only the current step with aria-current="step"', () => {
    const { rerender } = render(<StepsHeader steps={['Tokens', 'Channels']} current={0} />)
    const [tokens, channels] = screen.getAllByRole('listitem')
    expect(tokens).toHaveAttribute('aria-current', 'step')
    expect(channels).not.toHaveAttribute('aria-current')
    rerender(<StepsHeader steps={['Tokens', 'Channels']} current={1} />)
    expect(tokens).not.toHaveAttribute('aria-current')
    expect(channels).toHaveAttribute('aria-current', 'step')
  })

  it('tells screen readers which steps are completed', () => {
    render(<StepsHeader steps={['Tokens', 'Channels', 'Sync']} current={2} label="Connect Slack" />)
    const items = within(screen.getByRole('list', { name: 'Connect Slack' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Tokens (completed)', 'Channels (completed)', '3Sync'])
  })

  it('forwards its ref to the list', () => {
    const ref = createRef<HTMLOListElement>()
    render(<StepsHeader ref={ref} steps={['Tokens']} current={0} />)
    expect(ref.current).toBe(screen.getByRole('list'))
  })
})
