import { createRef } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Button } from '../Button'
import { Card } from './Card'

describe('Card', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <Card
        title="Getting Started"
        description="Connect your first data source"
        actions={<Button size="sm">Connect Data Source</Button>}
        footer={<Button variant="ghost">Dismiss</Button>}
      >
        Five tips
      </Card>,
    )
    await expectNoAxeViolations(container)
  })

  it('heads its content with a heading of the chosen level', () => {
    const { rerender } = render(<Card title="Themes">Body</Card>)
    expect(screen.getByRole('heading', { level: 3, name: 'Themes' })).toBeInTheDocument()
    rerender(
      <Card title="Themes" titleAs="h2">
        Body
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Themes' })).toBeInTheDocument()
  })

  it('renders no header without title, description or actions', () => {
    const { container } = render(<Card>Only a body</Card>)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    // The card holds the body alone: nothing before it, no empty header.
    expect(container.firstElementChild?.children).toHaveLength(1)
    expect(container.firstElementChild?.firstElementChild).toBe(screen.getByText('Only a body'))
  })

  it('keeps its actions reachable from the keyboard', async () => {
    const onClick = vi.fn<() => void>()
    render(
      <Card title="Analytics" actions={<Button onClick={onClick}>Open</Button>}>
        Body
      </Card>,
    )
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <Card ref={ref} title="Themes">
        Body
      </Card>,
    )
    expect(within(ref.current as HTMLElement).getByRole('heading')).toHaveTextContent('Themes')
  })
})
