import type { ReactNode } from 'react'

interface ScrollTableProps {
  /** Names the scrolling box for screen readers ("Users, scrollable"). */
  region: string
  headers: string[]
  caption?: ReactNode
  /** The table body's rows. */
  children: ReactNode
  /** Shown in the box under the table (an empty-table note). */
  after?: ReactNode
}

/**
 * A wide table in a box that scrolls sideways on a phone; the box is focusable so keyboard users
 * can scroll it too.
 */
export function ScrollTable({ region, headers, caption, children, after }: ScrollTableProps) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={region}>
      <table className="data-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {headers.map(header => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  )
}
