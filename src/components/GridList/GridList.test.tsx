import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { GridList } from './GridList'

const items = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
  { id: 'c', name: 'Gamma' },
]
const nameOf = (item: { name: string }) => item.name
const list = (props: Partial<Parameters<typeof GridList<(typeof items)[number]>>[0]> = {}) => (
  <GridList items={items} label="Letters" textValue={nameOf} {...props}>
    {(item) => <span>{item.name}</span>}
  </GridList>
)
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^Select ${name}`) })

describe('GridList', () => {
  it('has no axe violations, with selection, with rows chosen, and without selection', async () => {
    const { container } = render(
      <>
        {list()}
        {list({ label: 'Chosen letters', defaultSelectedIds: new Set(['b']), selectionActions: <button>Archive</button> })}
        {list({ label: 'Plain letters', selectionMode: 'none' })}
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a grid named by its label, a row per item named by its text, each with a checkbox', () => {
    render(list())
    const grid = screen.getByRole('grid', { name: 'Letters' })
    expect(within(grid).getAllByRole('row').map((row) => row.getAttribute('aria-label'))).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect(box('Beta')).not.toBeChecked()
  })

  it('chooses rows by click and Shift+Down, all with Ctrl+A, none with Escape', async () => {
    const user = userEvent.setup()
    const onSelectionChange = vi.fn<(ids: ReadonlySet<string>) => void>()
    render(list({ onSelectionChange }))
    await user.click(screen.getByText('Alpha'))
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a']))
    await user.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}')
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'c']))
    expect(screen.getByRole('status')).toHaveTextContent('2 selected')
    await user.keyboard('{Control>}a{/Control}')
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'b', 'c']))
    await user.keyboard('{Escape}')
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set())
  })

  it('selects all and none with the select-all box, which shows a partial selection', async () => {
    const user = userEvent.setup()
    render(list({ defaultSelectedIds: new Set(['a']), selectionActions: <button>Archive</button> }))
    const all = screen.getByRole('checkbox', { name: 'Select all' })
    expect(all).toBePartiallyChecked()
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument()
    await user.click(all)
    expect([box('Alpha'), box('Beta'), box('Gamma')].every((input) => (input as HTMLInputElement).checked)).toBe(true)
    expect(screen.getByRole('status')).toHaveTextContent('3 selected')
    await user.click(all)
    expect(box('Alpha')).not.toBeChecked()
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument()
  })

  it('opens a row on click while none is chosen, and toggles it once some are', async () => {
    const user = userEvent.setup()
    const onAction = vi.fn<(id: string) => void>()
    render(list({ onAction, currentId: 'b' }))
    expect(screen.getByRole('row', { name: 'Beta' })).toHaveAttribute('data-current', 'true')
    await user.click(screen.getByText('Gamma'))
    expect(onAction).toHaveBeenCalledWith('c')
    await user.click(box('Alpha'))
    await user.click(screen.getByText('Gamma'))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(box('Gamma')).toBeChecked()
  })

  it('links rows to their address', () => {
    render(list({ hrefFor: (id) => `/letters/${id}` }))
    expect(screen.getByRole('row', { name: 'Alpha' })).toHaveAttribute('data-href', '/letters/a')
  })

  it('shows the empty content without items', () => {
    render(list({ items: [], empty: <p>No letters</p> }))
    expect(screen.getByText('No letters')).toBeInTheDocument()
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })
})
