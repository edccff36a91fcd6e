import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DataTable, type DataTableColumn } from '../../src/components/DataTable'

interface Person {
  id: string
  name: string
  email: string
  role: string
}

const people: Person[] = [
  { id: '1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Owner' },
  { id: '2', name: 'Grace Hopper', email: 'grace@example.com', role: 'Admin' },
  { id: '3', name: 'Alan Turing', email: 'alan@example.com', role: 'Member' },
]
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person) => person.email },
  { id: 'role', header: 'Role', cell: (person) => person.role },
]

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Person>,
  args: { 'aria-label': 'People', columns, rows: people, emptyState: 'Nobody yet.' },
} satisfies Meta<typeof DataTable<Person>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('grid', { name: 'People' })).getAllByRole('row')).toHaveLength(4)
  },
}

/** Arrow keys reach a cell; the focused cell shows the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowRight}')
    await expect(within(canvas.getAllByRole('row')[2]!).getByRole('rowheader')).toHaveFocus()
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody yet.')).toBeVisible()
  },
}
