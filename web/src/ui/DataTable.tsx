import { Fragment, useMemo, useState, type ReactNode } from 'react'
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
  /**
   * A panel of everything else about a row, opened by a "Details" button in the row's first
   * cell and shown full width under it: keeps a wide record's table within the screen.
   */
  detail?: (row: Row) => ReactNode
  /** Names a row across reloads (which panels are open); the row's position otherwise. */
  rowKey?: (row: Row) => string
}

export const PAGE_SIZES = [10, 20, 50] as const

/**
 * The history table of spec section 2: 10/20/50 per page, a filter box, first/previous/next/last
 * paging, an info line, print and CSV export, and "No user found!" when there is nothing to show.
 */
export function DataTable<Row>({ caption, rows, columns, exportName = 'Fund Request List', emptyText = 'No user found!', detail, rowKey }: DataTableProps<Row>) {
  const [filter, setFilter] = useState('')
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) => setOpened(current => {
    const next = new Set(current)
    if (!next.delete(id)) next.add(id)
    return next
  })
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
    ...(rowKey ? { getRowId: (row: Row) => rowKey(row) } : {}),
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
              table.getRowModel().rows.map(row => {
                const open = detail !== undefined && opened.has(row.id)
                const panelId = `${caption.replace(/\W+/g, '-')}-detail-${row.id}`
                return (
                  <Fragment key={row.id}>
                    <tr className={open ? 'data-table__row--open' : undefined}>
                      {row.getVisibleCells().map((cell, index) => (
                        <td key={cell.id}>
                          {index === 0 && detail && (
                            <button type="button" className="button button--ghost data-table__toggle" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => toggle(row.id)}>
                              {open ? 'Hide' : 'Details'}
                            </button>
                          )}
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                    {open && (
                      <tr className="data-table__detail" id={panelId}>
                        <td colSpan={columns.length}>{detail(row.original)}</td>
                      </tr>
                    )}
                  </Fragment>
                )
              })
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
