import { createRef } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ThemeCard, type ThemeCardBaseProps } from './ThemeCard'

const theme: ThemeCardBaseProps = {
  name: 'Mobile Experience',
  description: 'Everything about the iOS and Android apps.',
  color: 'teal',
  status: { tone: 'success', label: 'Active' },
  priority: { tone: 'danger', label: 'High' },
  featureCount: 12,
  totalMentions: 1240,
  slackMentions: 900,
  emailMentions: 340,
  progress: 45,
  owner: 'Sam Lee',
}

describe('ThemeCard', () => {
  it('has no axe violations as a button, selected, and as a link', async () => {
    const { container } = render(
      <>
        <ThemeCard {...theme} />
        <ThemeCard {...theme} name="Onboarding" selected />
        <ThemeCard {...theme} name="Integrations" href="/app/themes/3" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is an article named by the theme, with its content', () => {
    render(<ThemeCard {...theme} />)
    const card = screen.getByRole('article', { name: 'Mobile Experience' })
    expect(card).toHaveAttribute('data-color', 'teal')
    expect(within(card).getByRole('heading', { level: 3, name: 'Mobile Experience' })).toBeInTheDocument()
    expect(within(card).getByText('Everything about the iOS and Android apps.')).toBeInTheDocument()
    expect(within(card).getByText('Active')).toBeInTheDocument()
    expect(within(card).getByText('High').parentElement).toHaveTextContent('High priority')
    expect(within(card).getByText('Features').nextElementSibling).toHaveTextContent('12')
    expect(within(card).getByText('Mentions').nextElementSibling).toHaveTextContent('1,240')
    expect(within(card).getByText('900 Slack mentions')).toBeInTheDocument()
    expect(within(card).getByText('340 email mentions')).toBeInTheDocument()
    expect(within(card).getByText('Owner: Sam Lee')).toBeInTheDocument()
  })

  it('has a labelled progress bar from 0 to 100', () => {
    const { rerender } = render(<ThemeCard {...theme} />)
    const bar = screen.getByRole('progressbar', { name: 'Progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '45')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(screen.getByText('45%')).toBeInTheDocument()
    rerender(<ThemeCard {...theme} progress={140} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    rerender(<ThemeCard {...theme} progress={-5} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  })

  it('is selected with a click or the keyboard, and marks the selected one', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<() => void>()
    const { rerender } = render(<ThemeCard {...theme} onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: 'Mobile Experience' })
    expect(button).not.toHaveAttribute('aria-current')
    await user.click(button)
    await user.tab({ shift: true })
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onSelect).toHaveBeenCalledTimes(3)
    rerender(<ThemeCard {...theme} onSelect={onSelect} selected />)
    expect(screen.getByRole('button', { name: 'Mobile Experience' })).toHaveAttribute('aria-current', 'true')
  })

  it('as a link, hands plain clicks to onNavigate', async () => {
    const user = userEvent.setup()
    const onNavigate = vi.fn<(href: string) => void>()
    render(<ThemeCard {...theme} href="/app/themes/3" selected onNavigate={onNavigate} />)
    const link = screen.getByRole('link', { name: 'Mobile Experience' })
    expect(link).toHaveAttribute('href', '/app/themes/3')
    expect(link).toHaveAttribute('aria-current', 'page')
    await user.click(link)
    expect(onNavigate).toHaveBeenCalledWith('/app/themes/3')
  })

  it('forwards its ref to the article', () => {
    const ref = createRef<HTMLElement>()
    render(<ThemeCard ref={ref} {...theme} />)
    expect(ref.current).toBe(screen.getByRole('article'))
  })
})
