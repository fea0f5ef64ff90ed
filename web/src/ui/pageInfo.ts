/** The history tables' info line, DataTables style: "Showing 11 to 20 of 23 entries". */
export function pageInfo(pageIndex: number, pageSize: number, shown: number, total: number): string {
  const first = shown === 0 ? 0 : pageIndex * pageSize + 1
  const last = Math.min(shown, (pageIndex + 1) * pageSize)
  const filtered = shown !== total ? ` (filtered from ${total} total entries)` : ''
  return `Showing ${first} to ${last} of ${shown} entries${filtered}`
}
