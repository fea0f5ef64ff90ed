import { useMemo, useState, type ReactNode } from 'react'
import { flexRender, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { downloadCsv, toCsv } from './csv'
import { pageInfo } from './pageInfo'
import { printTable } from './printTable'
import './dataTable.css'

export interface DataColumn<Row> {
  id: string
  header: string
  /** Plain text: what the filter searches, and what print and CSV show. */
  text: (row: Row, index: number) => string
  /** What the screen shows, when it is more than the text (a link, a badge). */
  cell?: (row: Row, index: number) => ReactNode
}

export interface DataTableProps<Row> {
  caption: string
  rows: Row[]
  columns: DataColumn<Row>[]
  /** Spec: "Fund Request List" for every history table. */
  exportName?: string
  emptyText?: string
}

export const PAGE_SIZES = [10, 20, 50] as const

/**
 * The history table of spec section 2: 10/20/50 per page, a filter box, first/previous/next/last
 * paging, an info line, print and CSV export, and "No user found!" when there is nothing to show.
 */
export function DataTable<Row>({ caption, rows, columns, exportName = 'Fund Request List', emptyText = 'No user found!' }: DataTableProps<Row>) {
  const [filter, setFilter] = useState('')
  const defs = useMemo<ColumnDef<Row, string>[]>(
    () =>
      columns.map(column => ({
        id: column.id,
        header: column.header,
        accessorFn: (row, index) => column.text(row, index),
        cell: info => (column.cell ? column.cell(info.row.original, info.row.index) : info.getValue()),
      })),
    [columns],
  )
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { globalFilter: filter },
    onGlobalFilterChange: setFilter,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
  })
  const { pageIndex, pageSize } = table.getState().pagination
  const filtered = table.getFilteredRowModel().rows
  const headers = columns.map(column => column.header)
  const asText = () => filtered.map(row => columns.map(column => column.text(row.original, row.index)))

  return (
    <div className="data-table">
      <div className="data-table__tools">
        <label>
          Show{' '}
          <select value={pageSize} onChange={event => table.setPageSize(Number(event.target.value))} aria-label="Rows per page">
            {PAGE_SIZES.map(size => (
              <option key={size} value={size}>{size}</option>
            ))}
          </select>{' '}
          entries
        </label>
        <label>
          Filter{' '}
          <input type="search" value={filter} onChange={event => { setFilter(event.target.value); table.setPageIndex(0) }} aria-label="Filter rows" />
        </label>
        <span className="data-table__exports">
          <button type="button" className="button button--ghost" onClick={() => printTable(caption, headers, asText())}>Print</button>
          <button type="button" className="button button--ghost" onClick={() => downloadCsv(exportName, toCsv(headers, asText()))}>CSV</button>
        </span>
      </div>
      <div className="data-table__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map(group => (
              <tr key={group.id}>
                {group.headers.map(header => <th key={header.id} scope="col">{flexRender(header.column.columnDef.header, header.getContext())}</th>)}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr><td colSpan={columns.length} className="data-table__empty">{emptyText}</td></tr>
            ) : (
              table.getRowModel().rows.map(row => (
                <tr key={row.id}>
                  {row.getVisibleCells().map(cell => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="data-table__footer">
        <p className="data-table__info" aria-live="polite">
          {pageInfo(pageIndex, pageSize, filtered.length, rows.length)}
        </p>
        <nav className="data-table__pager" aria-label={`${caption} pages`}>
          <button type="button" className="button button--ghost" onClick={() => table.firstPage()} disabled={!table.getCanPreviousPage()}>First</button>
          <button type="button" className="button button--ghost" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>Previous</button>
          <span>Page {filtered.length === 0 ? 0 : pageIndex + 1} of {table.getPageCount()}</span>
          <button type="button" className="button button--ghost" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>Next</button>
          <button type="button" className="button button--ghost" onClick={() => table.lastPage()} disabled={!table.getCanNextPage()}>Last</button>
        </nav>
      </div>
    </div>
  )
}
