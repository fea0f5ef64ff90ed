import { useState } from 'react'
import { Link } from 'react-router-dom'
import { calendarDateAt, formatInr } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { Field } from '../../../ui/Field'
import { downloadCsv } from '../../../ui/csv'
import { formatDateTime } from '../../../ui/formatDateTime'
import { fetchProtectedFile } from '../../../ui/fetchProtectedFile'
import { selectToken } from '../../session/slice'
import { financialYearToDate, tdsCsvPath, type TdsRow } from './api'
import { selectAdminAudit, tdsReportRequested, tdsYearEndRequested } from './slice'
import { ConfirmButton } from '../../../ui/ConfirmButton'
import { ScrollTable } from '../../../ui/ScrollTable'
import '../admin.css'
import './audit.css'

const rupees = (amount: string) => (amount ? `₹${formatInr(amount)}` : '—')
const HEADERS = ['Withdrawal', 'User', 'Requested', 'Status', 'Amount', 'TDS withheld', 'Paid out', 'PAN', 'Policy', 'Check']
const STATUS_WORDS = { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' } as const

const panText = (pan: string) => pan || <span className="admin-hint">Not on file</span>
const checkText = (problems: string[]) => (problems.length ? <strong>Mismatch: {problems.join('; ')}</strong> : 'OK')

/** The first cells of the per-player tables: whose tax, and for which financial year. */
function PlayerYearCells({ userId, pan, financialYear }: { userId: string; pan: string; financialYear: string }) {
  return (
    <>
      <td>{userId}</td>
      <td>{panText(pan)}</td>
      <td>{financialYear}</td>
    </>
  )
}

/** Tax counts only where it was withheld (a completed payout); otherwise say what was recorded and why it is not counted. */
export function withheldCell(row: Pick<TdsRow, 'status' | 'tds' | 'tdsWithheld'>): string {
  if (row.status === 'completed') return rupees(row.tdsWithheld)
  const why = row.status === 'rejected' ? 'rejected, nothing withheld' : `not paid out yet; ${rupees(row.tds)} on payout`
  return `${rupees(row.tdsWithheld || '0')} (${why})`
}

/** The financial year before the one a date (YYYY-MM-DD, India) falls in: the one to close. */
export function previousFinancialYear(day: string): string {
  const year = Number(day.slice(0, 4))
  const start = (Number(day.slice(5, 7)) >= 4 ? year : year - 1) - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/**
 * /admin/tds: every withdrawal requested in a range with its TDS recomputed from the ledger.
 * A row that does not recompute is marked, and the CSV is the server's, as filed.
 */
export function AdminTdsPage() {
  const dispatch = useAppDispatch()
  const [closeYear, setCloseYear] = useState(() => previousFinancialYear(calendarDateAt(new Date())))
  const token = useAppSelector(selectToken)
  const [range, setRange] = useState(() => financialYearToDate(calendarDateAt(new Date())))
  const [download, setDownload] = useState<string | null>(null)
  const [{ tds, yearEnd }] = useLoadOnMount(selectAdminAudit, tdsReportRequested(range))
  const report = tds.report
  const shown = tds.range

  async function saveCsv(from: string, to: string) {
    setDownload(null)
    try {
      const csv = await (await fetchProtectedFile(tdsCsvPath(from, to), token)).text()
      downloadCsv(`tds-report-${from}-${to}`, csv)
    } catch {
      setDownload('The CSV could not be downloaded, please try again')
    }
  }

  return (
    <section aria-labelledby="admin-tds-title" aria-busy={tds.status === 'loading'}>
      <h1 id="admin-tds-title">TDS report</h1>
      <p className="admin-hint">Dates are whole days in India, both ends included. Each row's TDS is recomputed from what its ledger event recorded; tax counts as withheld only on completed withdrawals.</p>
      <form className="audit-stop" aria-label="Report range" onSubmit={event => { event.preventDefault(); dispatch(tdsReportRequested(range)) }}>
        <Field label="From" type="date" name="from" value={range.from} error={tds.errors.from} onChange={event => setRange({ ...range, from: event.target.value })} />
        <Field label="To" type="date" name="to" value={range.to} error={tds.errors.to} onChange={event => setRange({ ...range, to: event.target.value })} />
        <button type="submit" className="button button--primary">Show report</button>
      </form>
      {tds.status === 'failed' && <p role="alert" className="field__error">{tds.error}</p>}
      {report && shown && (
        <>
          <p role="status">
            {report.rows.length} withdrawals ({report.totals.completed} completed, {report.totals.pending} pending, {report.totals.rejected} rejected),
            TDS withheld {rupees(report.totals.tdsWithheld)}, paid out {rupees(report.totals.paidOut)}, {report.mismatches.length} mismatches
          </p>
          {report.mismatches.length > 0 && (
            <p role="alert" className="audit-warning">
              Do not file: {report.mismatches.length} withdrawal(s) do not recompute. Check them in the <Link to="/admin/ledger">ledger replay</Link>.
            </p>
          )}
          <button type="button" className="button button--ghost" onClick={() => void saveCsv(shown.from, shown.to)}>Download CSV</button>
          {download && <p role="alert" className="field__error">{download}</p>}
          <ScrollTable region="TDS report, scrollable" headers={HEADERS} caption={<>TDS withheld from {shown.from} to {shown.to}</>} after={report.rows.length === 0 && <p className="data-table__empty">No withdrawals in this range.</p>}>
            {report.rows.map(row => (
              <tr key={`${row.userId}/${row.withdrawalId}`} className={row.problems.length ? 'tds-row--mismatch' : undefined}>
                <td>{row.withdrawalId}</td>
                <td>{row.userId}</td>
                <td>{formatDateTime(row.date)}</td>
                <td>{STATUS_WORDS[row.status] ?? row.status}</td>
                <td>{rupees(row.amount)}</td>
                <td>{withheldCell(row)}</td>
                <td>{rupees(row.paidOut)}</td>
                <td>{panText(row.pan)}</td>
                <td>{row.policy}</td>
                <td>{checkText(row.problems)}</td>
              </tr>
            ))}
          </ScrollTable>
          {(report.players?.length ?? 0) > 0 && (
            <ScrollTable region="TDS per player and financial year, scrollable" headers={['User', 'PAN', 'Financial year', 'Withdrawals', 'Withdrawn (completed)', 'TDS withheld', 'Year-end TDS', 'Total TDS', 'Paid out']} caption="Per player and financial year">
              {report.players!.map(p => (
                <tr key={`${p.userId}/${p.financialYear}`}>
                  <PlayerYearCells {...p} />
                  <td>{p.withdrawals}</td>
                  <td>{rupees(p.withdrawn)}</td>
                  <td>{rupees(p.tdsWithheld)}</td>
                  <td>{rupees(p.yearEndTds)}</td>
                  <td>{rupees(p.totalTds)}</td>
                  <td>{rupees(p.paidOut)}</td>
                </tr>
              ))}
            </ScrollTable>
          )}
          {(report.yearEnds?.length ?? 0) > 0 && (
            <ScrollTable region="Year-end TDS, scrollable" headers={['User', 'PAN', 'Financial year', 'Recorded', 'Net winnings', 'TDS', 'Collected', 'Uncollected', 'Check']} caption="Year-end TDS (Rule 133) recorded in the range">
              {report.yearEnds!.map(y => (
                <tr key={`${y.userId}/${y.financialYear}`} className={y.problems.length ? 'tds-row--mismatch' : undefined}>
                  <PlayerYearCells {...y} />
                  <td>{formatDateTime(y.date)}</td>
                  <td>{rupees(y.netWinnings)}</td>
                  <td>{rupees(y.tds)}</td>
                  <td>{rupees(y.collected)}</td>
                  <td>{rupees(y.uncollected)}</td>
                  <td>{checkText(y.problems)}</td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </>
      )}
      <form className="audit-stop" aria-label="Year-end TDS" onSubmit={event => event.preventDefault()}>
        <Field label="Financial year to close (e.g. 2025-26)" name="financialYear" value={closeYear} error={yearEnd.errors.financialYear}
          onChange={event => setCloseYear(event.target.value.trim())} />
        <ConfirmButton label="Record year-end TDS" busyLabel="Recording…" busy={yearEnd.status === 'sending'} className="button button--primary"
          title={`Record year-end TDS for ${closeYear}?`} confirmLabel="Record year-end TDS" onConfirm={() => dispatch(tdsYearEndRequested(closeYear))}>
          <p>Rule 133 (TDS_POLICY=rule133): for every player, the net winnings left untaxed on the balance at 31 March are taxed now and the TDS is taken from their balance. Each player's year is closed once; running it again records nothing new.</p>
        </ConfirmButton>
      </form>
      {yearEnd.status === 'sent' && <p role="status">{yearEnd.message}</p>}
      {yearEnd.status === 'failed' && <p role="alert" className="field__error">{yearEnd.message}</p>}
    </section>
  )
}
