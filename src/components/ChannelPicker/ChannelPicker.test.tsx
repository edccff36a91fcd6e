import { createRef, useState } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ChannelPicker } from './ChannelPicker'
import type { SlackChannel } from './filterChannels'

const channels: SlackChannel[] = [
  { id: 'C01', name: 'general', purpose: 'Company-wide announcements', topic: 'Welcome', is_private: false, member_count: 1234 },
  { id: 'C02', name: 'product-feedback', purpose: 'Customer feedback from the field', topic: '', is_private: false, member_count: 87 },
  { id: 'C03', name: 'leadership', purpose: 'Roadmap decisions', topic: 'Q3 planning', is_private: true, member_count: 6 },
  { id: 'C04', name: 'support', purpose: 'Escalations from Zendesk', topic: 'On call: Sam', is_private: false, member_count: 42 },
  { id: 'C05', name: 'sales', purpose: 'Deals and prospects', topic: '', is_private: false, member_count: 19 },
  { id: 'C06', name: 'random', purpose: '', topic: 'Cats', is_private: false, member_count: 1 },
]

const many = (count: number): SlackChannel[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `C${String(i).padStart(5, '0')}`,
    name: `channel-${i}`,
    purpose: `Purpose ${i}`,
    topic: '',
    is_private: i % 7 === 0,
    member_count: i,
  }))

function Controlled(props: { initial?: string[]; onChange?: (ids: string[]) => void; list?: SlackChannel[] }) {
  const [selected, setSelected] = useState<string[]>(props.initial ?? [])
  return (
    <ChannelPicker
      channels={props.list ?? channels}
      selected={selected}
      onSelectedChange={(ids) => {
        props.onChange?.(ids)
        setSelected(ids)
      }}
    />
  )
}

describe('ChannelPicker', () => {
  it('has no axe violations: list, blocked rows at the maximum, empty and loading', async () => {
    const { container } = render(
      <>
        <ChannelPicker channels={channels} teamName="Acme" defaultSelected={['C01', 'C02', 'C03', 'C04', 'C05']} />
        <ChannelPicker channels={channels} defaultSearchText="zzz" label="Other channels" />
        <ChannelPicker channels={[]} loading />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('shows each channel as a checkbox named #name, with the lock, the members and the purpose', () => {
    render(<ChannelPicker channels={channels} teamName="Acme Corp" />)
    expect(screen.getByText('Select channels from Acme Corp')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Channels' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    const general = screen.getByRole('checkbox', { name: '#general' })
    expect(general).not.toBeChecked()
    expect(general).toHaveAccessibleDescription('1,234 members Company-wide announcements')
    const leadership = screen.getByRole('checkbox', { name: '#leadership' })
    // The lock icon is labelled 'Private channel' for assistive tech, and that label starts the description.
    expect(screen.getAllByText('Private channel')).toHaveLength(1)
    expect(leadership).toHaveAccessibleDescription('Private channel 6 members Roadmap decisions')
    expect(screen.getByRole('checkbox', { name: '#random' })).toHaveAccessibleDescription('1 member')
  })

  it('shows the counters: Selected: n/max channels and Showing x of y channels', () => {
    render(<ChannelPicker channels={channels} defaultSelected={['C01']} max={3} />)
    expect(screen.getByText('Selected: 1/3 channels')).toBeInTheDocument()
    expect(screen.getByText('Showing 6 of 6 channels')).toBeInTheDocument()
  })

  it('searches name, purpose and topic, case-insensitively', async () => {
    const user = userEvent.setup()
    render(<ChannelPicker channels={channels} />)
    const search = screen.getByRole('searchbox', { name: 'Search channels' })
    expect(search).toHaveAttribute('placeholder', 'Search channels...')
    await user.type(search, 'FEEDBACK')
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
    expect(screen.getByRole('checkbox', { name: '#product-feedback' })).toBeInTheDocument()
    expect(screen.getByText('Showing 1 of 6 channels')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'zendesk')
    expect(screen.getByRole('checkbox', { name: '#support' })).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'q3 PLAN')
    expect(screen.getByRole('checkbox', { name: '#leadership' })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
  })

  it('shows the empty state when nothing matches', async () => {
    const user = userEvent.setup()
    render(<ChannelPicker channels={channels} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'nothing like this')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByText('No channels found')).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument()
    expect(screen.getByText('Showing 0 of 6 channels')).toBeInTheDocument()
  })

  it('takes a controlled search text and reports every keystroke', async () => {
    const user = userEvent.setup()
    const onSearchTextChange = vi.fn<(text: string) => void>()
    const { rerender } = render(<ChannelPicker channels={channels} searchText="sal" onSearchTextChange={onSearchTextChange} />)
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
    await user.type(screen.getByRole('searchbox'), 'e')
    expect(onSearchTextChange).toHaveBeenLastCalledWith('sale')
    rerender(<ChannelPicker channels={channels} searchText="" onSearchTextChange={onSearchTextChange} />)
    expect(screen.getAllByRole('checkbox')).toHaveLength(6)
  })

  it('ticks and unticks rows, reporting the selected ids', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(ids: string[]) => void>()
    render(<Controlled onChange={onChange} />)
    await user.click(screen.getByRole('checkbox', { name: '#general' }))
    expect(onChange).toHaveBeenLastCalledWith(['C01'])
    // The whole row is the label: clicking the purpose ticks too.
    await user.click(screen.getByText('Roadmap decisions'))
    expect(onChange).toHaveBeenLastCalledWith(['C01', 'C03'])
    expect(screen.getByRole('checkbox', { name: '#leadership' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: '#general' }))
    expect(onChange).toHaveBeenLastCalledWith(['C03'])
    expect(screen.getByText('Selected: 1/5 channels')).toBeInTheDocument()
  })

  it('blocks ticking beyond the maximum with an explanation, while ticked rows can be unticked', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(ids: string[]) => void>()
    render(<Controlled initial={['C01', 'C02', 'C03', 'C04']} onChange={onChange} />)
    await user.click(screen.getByRole('checkbox', { name: '#sales' }))
    expect(screen.getByText('Selected: 5/5 channels')).toBeInTheDocument()
    const random = screen.getByRole('checkbox', { name: '#random' })
    expect(random).toHaveAttribute('aria-disabled', 'true')
    expect(random).toHaveAccessibleDescription(/You can select up to 5 channels\. Untick one to choose another\./)
    onChange.mockClear()
    await user.click(random)
    expect(random).not.toBeChecked()
    expect(onChange).not.toHaveBeenCalled()
    // Space from the keyboard is ignored too.
    random.focus()
    await user.keyboard(' ')
    expect(random).not.toBeChecked()
    expect(onChange).not.toHaveBeenCalled()
    // Ticked rows stay usable.
    const sales = screen.getByRole('checkbox', { name: '#sales' })
    expect(sales).not.toHaveAttribute('aria-disabled')
    await user.click(sales)
    expect(onChange).toHaveBeenLastCalledWith(['C01', 'C02', 'C03', 'C04'])
    expect(random).not.toHaveAttribute('aria-disabled')
    expect(screen.queryByText(/You can select up to/)).not.toBeInTheDocument()
  })

  it('follows the max prop', async () => {
    const user = userEvent.setup()
    render(<ChannelPicker channels={channels} max={1} />)
    await user.click(screen.getByRole('checkbox', { name: '#general' }))
    expect(screen.getByText('Selected: 1/1 channels')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '#sales' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('is one Tab stop: arrow keys move between rows and Space ticks', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(ids: string[]) => void>()
    render(<Controlled onChange={onChange} />)
    await user.tab()
    expect(screen.getByRole('searchbox')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('checkbox', { name: '#general' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#leadership' })).toHaveFocus()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(['C03'])
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('checkbox', { name: '#product-feedback' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('checkbox', { name: '#random' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#random' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('checkbox', { name: '#general' })).toHaveFocus()
    // Only one row is in the Tab order; Shift+Tab goes back to the search box.
    expect(screen.getAllByRole('checkbox').filter((c) => c.tabIndex === 0)).toHaveLength(1)
    await user.tab({ shift: true })
    expect(screen.getByRole('searchbox')).toHaveFocus()
    // Arrow Down from the search box returns to the row used last.
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#general' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#product-feedback' })).toHaveFocus()
    await user.tab({ shift: true })
    await user.tab()
    expect(screen.getByRole('checkbox', { name: '#product-feedback' })).toHaveFocus()
  })

  it('renders only the visible rows of 10,000 channels, with their position in the whole list', () => {
    render(<ChannelPicker channels={many(10_000)} />)
    const items = within(screen.getByRole('list', { name: 'Channels' })).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(5)
    expect(items.length).toBeLessThan(30)
    expect(items[0]).toHaveAttribute('aria-setsize', '10000')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(screen.getByText('Showing 10000 of 10000 channels')).toBeInTheDocument()
  })

  it('renders the rows under the scroll position', () => {
    const { container } = render(<ChannelPicker channels={many(10_000)} />)
    const viewport = container.querySelector<HTMLElement>('ul')!.parentElement!
    viewport.scrollTop = 56 * 5000
    fireEvent.scroll(viewport)
    expect(screen.getByRole('checkbox', { name: '#channel-5000' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: '#channel-100' })).not.toBeInTheDocument()
    // The Tab stop (first row) stays rendered so focus never lands on a missing row.
    expect(screen.getByRole('checkbox', { name: '#channel-0' })).toHaveAttribute('tabindex', '0')
  })

  it('moves through 10,000 rows from the keyboard, rendering the focused one', async () => {
    const user = userEvent.setup()
    render(<ChannelPicker channels={many(10_000)} />)
    await user.click(screen.getByRole('checkbox', { name: '#channel-0' }))
    await user.keyboard('{End}')
    expect(screen.getByRole('checkbox', { name: '#channel-9999' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('checkbox', { name: '#channel-9998' })).toHaveFocus()
    await user.keyboard('{PageUp}')
    const focused = document.activeElement as HTMLInputElement
    expect(Number(focused.dataset.index)).toBeLessThan(9998)
    await user.keyboard('{Home}')
    expect(screen.getByRole('checkbox', { name: '#channel-0' })).toHaveFocus()
  })

  it('jumps from the search box into the results with Arrow Down', async () => {
    const user = userEvent.setup()
    render(<ChannelPicker channels={channels} />)
    // 'sa' matches #support (topic 'On call: Sam') and #sales.
    await user.type(screen.getByRole('searchbox'), 'sa')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#support' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: '#sales' })).toHaveFocus()
  })

  it('shows a labelled spinner while loading', () => {
    render(<ChannelPicker channels={[]} loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading channels...')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByRole('searchbox')).toBeDisabled()
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    const { container } = render(<ChannelPicker ref={ref} channels={channels} />)
    expect(ref.current).toBe(container.firstElementChild)
  })
})
