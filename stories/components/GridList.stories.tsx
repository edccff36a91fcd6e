import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Stack } from '@styled-system/jsx'
import { css } from '@styled-system/css'
import { Button } from '../../src/components/Button'
import { GridList } from '../../src/components/GridList'

interface Document {
  id: string
  name: string
  detail: string
}

const documents: Document[] = [
  { id: 'd1', name: 'Quarterly report', detail: 'PDF · 2.4 MB' },
  { id: 'd2', name: 'Roadmap', detail: 'Spreadsheet · 180 KB' },
  { id: 'd3', name: 'Interview notes', detail: 'Text · 12 KB' },
  { id: 'd4', name: 'Pricing page draft', detail: 'Text · 8 KB' },
]
const many: Document[] = Array.from({ length: 5000 }, (_, i) => ({ id: `m${i + 1}`, name: `Document ${i + 1}`, detail: 'Text' }))

const nameStyle = css({ fontWeight: 'semibold' })
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const row = (document: Document) => (
  <>
    <div className={nameStyle}>{document.name}</div>
    <div className={detailStyle}>{document.detail}</div>
  </>
)
const nameOf = (document: Document) => document.name

const meta = {
  title: 'Components/GridList',
  component: GridList<Document>,
  args: { items: documents, label: 'Documents', textValue: nameOf, children: row, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <Stack maxW="prose">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof GridList<Document>>

export default meta
type Story = StoryObj<typeof meta>

const checkboxOf = (rowName: string) => within(document.body).getByRole('checkbox', { name: new RegExp(`Select ${rowName}`) })

/** Rows with a checkbox each; the header's box selects all of them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('grid', { name: 'Documents' })
    await expect(within(list).getAllByRole('row')).toHaveLength(4)
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** The keyboard alone: arrows move, Space chooses, Shift+Down extends, Escape clears. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await userEvent.tab()
    const rows = within(canvas.getByRole('grid')).getAllByRole('row')
    await expect(rows[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(rows[1]).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}')
    await expect(rows[2]).toHaveFocus()
    await expect(checkboxOf('Roadmap')).toBeChecked()
    await expect(checkboxOf('Interview notes')).toBeChecked()
    await expect(checkboxOf('Quarterly report')).not.toBeChecked()
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected')
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['d2', 'd3']))
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** The select-all box chooses every row; the actions for the chosen rows appear beside the count. */
export const SelectAllWithActions: Story = {
  args: { selectionActions: <Button size="sm">Archive</Button> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('4 selected')
    for (const name of ['Quarterly report', 'Roadmap', 'Interview notes', 'Pricing page draft'])
      await expect(checkboxOf(name)).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeVisible()
  },
}

/** Rows that open: a click opens while nothing is chosen, Enter always; the current row is outlined. */
export const Opening: Story = {
  args: { onAction: fn(), currentId: 'd2' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Interview notes'))
    await expect(args.onAction).toHaveBeenCalledWith('d3')
    await userEvent.click(checkboxOf('Roadmap'))
    await userEvent.click(canvas.getByText('Interview notes'))
    // With a row chosen a click toggles instead of opening.
    await expect(args.onAction).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected')
  },
}

/** Without selection: rows only move focus and open. */
export const NoSelection: Story = {
  args: { selectionMode: 'none', onAction: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument()
    await userEvent.tab()
    await userEvent.keyboard('{End}{Enter}')
    await expect(args.onAction).toHaveBeenCalledWith('d4')
  },
}

/** 5,000 rows: only those in view are rendered; End reaches the last one. */
export const Virtualised: Story = {
  args: { items: many, rowHeight: 64 },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid')
    await expect(grid).toHaveAttribute('aria-rowcount', '5000')
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30)
    // A click on the row (not its checkbox, an input that user-event would move a caret in) chooses it.
    await userEvent.click(within(grid).getByText('Document 1'))
    await expect(checkboxOf('Document 1$')).toBeChecked()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(within(grid).getByRole('row', { name: 'Document 5000' })).toHaveFocus())
  },
}

/** No rows: the given empty state instead. */
export const Empty: Story = {
  args: { items: [], empty: <p>Nothing here yet</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible()
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument()
  },
}
