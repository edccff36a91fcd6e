import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { DataTable, type DataTableColumn } from './DataTable'

interface Person {
  id: string
  name: string
  role: string
}

const people: Person[] = [
  { id: 'a', name: 'Ada Lovelace', role: 'Owner' },
  { id: 'b', name: 'Grace Hopper', role: 'Member' },
]
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
  { id: 'role', header: 'Role', cell: (person) => person.role },
]

describe('DataTable', () => {
  it('has no axe violations', async () => {
    const { container } = render(<DataTable aria-label="People" columns={columns} rows={people} />)
    await expectNoAxeViolations(container)
  })

  it('is a grid named by its label, with a header row and one row per record', () => {
    render(<DataTable aria-label="People" columns={columns} rows={people} />)
    const grid = screen.getByRole('grid', { name: 'People' })
    const rows = within(grid).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Role'])
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Grace Hopper')
    expect(within(rows[2]!).getByRole('gridcell')).toHaveTextContent('Member')
  })

  it('moves between rows and cells with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<DataTable aria-label="People" columns={columns} rows={people} />)
    const rows = screen.getAllByRole('row')
    await user.tab()
    expect(rows[1]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(within(rows[2]!).getByRole('rowheader')).toHaveFocus()
  })

  it('shows the empty state when there are no rows', () => {
    render(<DataTable aria-label="People" columns={columns} rows={[]} emptyState="Nobody yet." />)
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument()
  })
})
