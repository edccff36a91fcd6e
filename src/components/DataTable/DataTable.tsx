import type { ReactNode } from 'react'
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import { cx } from '@styled-system/css'
import { dataTable } from '@styled-system/recipes'

/** One column of a DataTable: its header and how a record fills its cell. */
export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string
  /** The header text. */
  header: ReactNode
  /** The content of this column's cell for a record. */
  cell: (record: T) => ReactNode
  /**
   * Whether this column names the row for screen readers (one column should).
   * @default false
   */
  rowHeader?: boolean | undefined
}

export interface DataTableProps<T extends { id: string }> {
  /** The table's accessible name. */
  'aria-label': string
  columns: ReadonlyArray<DataTableColumn<T>>
  /** The records, one row each, in order. */
  rows: readonly T[]
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode
  className?: string | undefined
}

/**
 * A table of records on React Aria's Table: a grid the arrow keys move through, row by row and cell by cell, with
 * Home/End and Page Up/Down; styled by the `dataTable` slot recipe. No selection, no sorting: it shows what it gets.
 */
export function DataTable<T extends { id: string }>({ columns, rows, emptyState, className, ...props }: DataTableProps<T>) {
  const styles = dataTable()
  return (
    <div className={cx(styles.viewport, className)}>
      <Table aria-label={props['aria-label']} className={styles.table}>
        <TableHeader className={styles.header}>
          {columns.map((column) => (
            <Column key={column.id} id={column.id} isRowHeader={column.rowHeader ?? false} className={styles.column}>
              {column.header}
            </Column>
          ))}
        </TableHeader>
        <TableBody className={styles.body} renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}>
          {rows.map((record) => (
            <Row key={record.id} id={record.id} className={styles.row}>
              {columns.map((column) => (
                <Cell key={column.id} className={styles.cell}>
                  {column.cell(record)}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
