import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { entryFeeText, formatCardDate, joinedOfMax, rupees } from './format'
import { detailPath, endMs, startMs, type ContestDto } from './model'
import { sortContests, type SortDirection, type SortKey } from './sortContests'

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'contestName', label: 'Contest Name' },
  { key: 'winningAmount', label: 'Prize pool' },
  { key: 'entryFee', label: 'Entry Fee' },
  { key: 'participants', label: 'Participants' },
  { key: 'timing', label: 'Timing' },
]

/** The past list as a table sorted by any column (spec section 2); header buttons work by keyboard. */
export function PastContestsTable({ items }: { items: ContestDto[] }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection } | null>(null)
  const rows = useMemo(() => (sort ? sortContests(items, sort.key, sort.direction) : items), [items, sort])
  const toggle = (key: SortKey) =>
    setSort(current => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }))
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Past contests, scrollable">
      <table className="data-table contest-past">
        <caption className="visually-hidden">Past contests; select a column heading to sort</caption>
        <thead>
          <tr>
            {COLUMNS.map(column => (
              <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : 'none'}>
                <button type="button" className="contest-sort" onClick={() => toggle(column.key)}>
                  {column.label}
                  <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              </th>
            ))}
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(contest => (
            <tr key={contest.contest_id}>
              <td>{contest.contestName}</td>
              <td>{rupees(contest.winningAmount)}</td>
              <td>{entryFeeText(contest.entryFee)}</td>
              <td>{joinedOfMax(contest.numOfParticipation, contest.max_particepate)}</td>
              <td>
                {formatCardDate(startMs(contest))} – {formatCardDate(endMs(contest))}
              </td>
              <td>
                <Link to={detailPath(contest.contest_id)} aria-label={`View Details of ${contest.contestName}`}>
                  View Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
