import { isValidLevels, parseLevels } from '@arena/domain'
import { rupees } from './format'

const ordinal = (n: number) => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** Rank to prize, from the contest's comma-separated `levels` (spec sections 2 and 3). */
export function PrizeTable({ levels }: { levels: string }) {
  const prizes = isValidLevels(levels) ? parseLevels(levels) : []
  if (prizes.length === 0) return <p className="contest-empty">No prize table has been set for this contest.</p>
  return (
    <table className="data-table contest-prizes">
      <caption>Prize per rank</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Prize</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize, index) => (
          <tr key={index}>
            <td>{ordinal(index + 1)}</td>
            <td>{rupees(prize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
