import { inr } from './historyRows'
import type { WorkingLine } from './taxApi'

/** A TDS computation line by line, as the wallet recorded (or will record) it. */
export function TdsWorking({ lines, caption }: { lines: WorkingLine[]; caption: string }) {
  return (
    <table className="tds-working" aria-live="polite">
      <caption>{caption}</caption>
      <tbody>
        {lines.map(line => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{inr(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
