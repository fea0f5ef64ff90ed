import type { ResponsiblePlayDto } from '@arena/contracts'
import { formatIndiaTime } from '@arena/domain'

const names = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const
const rupees = (value: string | null) => (value === null ? 'No limit' : `₹${value}`)

/** Each limit, what is used and left of it, and a raise or removal waiting its 24 hours (player and admin pages). */
export function LimitsTable({ data }: { data: ResponsiblePlayDto }) {
  return (
    <div className="responsible-play__table" role="region" aria-label="Deposit limits" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">In force</th>
            <th scope="col">Deposited</th>
            <th scope="col">Left</th>
            <th scope="col">Change waiting</th>
          </tr>
        </thead>
        <tbody>
          {(['daily', 'weekly', 'monthly'] as const).map(period => {
            const row = data.limits[period]
            return (
              <tr key={period}>
                <th scope="row">{names[period]}</th>
                <td>{rupees(row.limit)}</td>
                <td>₹{row.used}</td>
                <td>{row.remaining === null ? '—' : `₹${row.remaining}`}</td>
                <td>{row.pending ? `${rupees(row.pending.limit)} from ${formatIndiaTime(row.pending.appliesAt)}` : '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
