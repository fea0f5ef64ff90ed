import { Link } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { formatDateTime } from '../../ui/formatDateTime'
import { inr, statusLabel } from './historyRows'
import { selectTax, tdsStatementRequested } from './taxSlice'
import './tdsStatement.css'

const STATUS: Record<string, string> = { completed: 'success' }

/**
 * /tds-statement: a player's annual TDS statement (financial year April to March, India time):
 * each withdrawal of the year, the TDS deducted on it, Rule 133's year-end TDS, the totals and
 * the PAN. Printable: the print stylesheet leaves only the statement on paper.
 */
export function TdsStatementPage() {
  const dispatch = useAppDispatch()
  const [{ statement }] = useLoadOnMount(selectTax, tdsStatementRequested(null))
  const data = statement.data

  return (
    <section className="tds-statement card" aria-labelledby="tds-statement-title">
      <div className="tds-statement__head">
        <h1 id="tds-statement-title">Annual TDS statement{data ? `: financial year ${data.financialYear}` : ''}</h1>
        <div className="tds-statement__actions">
          {data && data.years.length > 0 && (
            <label>
              Financial year{' '}
              <select value={data.financialYear} onChange={event => dispatch(tdsStatementRequested(event.target.value))}>
                {[...new Set([data.financialYear, ...data.years])].map(fy => <option key={fy} value={fy}>{fy}</option>)}
              </select>
            </label>
          )}
          <button type="button" className="button button--primary" disabled={!data} onClick={() => window.print()}>Print</button>
        </div>
      </div>
      {statement.status === 'loading' && <p className="wallet-muted">Loading your statement…</p>}
      {statement.status === 'failed' && (
        <p role="alert" className="field__error">
          {statement.error} <button type="button" className="link-button" onClick={() => dispatch(tdsStatementRequested(statement.financialYear))}>Try again</button>
        </p>
      )}
      {data && (
        <>
          <dl className="tds-statement__facts">
            <div><dt>Financial year</dt><dd>1 April {data.financialYear.slice(0, 4)} to 31 March {Number(data.financialYear.slice(0, 4)) + 1} (India time)</dd></div>
            <div><dt>PAN</dt><dd>{data.pan ?? 'Not on file: complete your KYC'}</dd></div>
            <div><dt>Section</dt><dd>194BA (winnings from online games)</dd></div>
          </dl>
          <table className="tds-statement__table">
            <caption>Withdrawals</caption>
            <thead>
              <tr><th scope="col">Date</th><th scope="col">Transaction Id</th><th scope="col">Amount</th><th scope="col">Net winnings</th><th scope="col">TDS deducted</th><th scope="col">Paid to bank</th><th scope="col">Status</th></tr>
            </thead>
            <tbody>
              {data.rows.length === 0 && <tr><td colSpan={7}>No withdrawals in this financial year.</td></tr>}
              {data.rows.map(row => (
                <tr key={row.withdrawalId}>
                  <td>{formatDateTime(row.date)}</td>
                  <td>{row.withdrawalId}</td>
                  <td>{inr(row.amount)}</td>
                  <td>{row.netWinnings === null ? '—' : inr(row.netWinnings)}</td>
                  <td>{inr(row.tds)}</td>
                  <td>{inr(row.paid)}</td>
                  <td>{statusLabel(STATUS[row.status] ?? row.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.yearEnd && (
            <p className="tds-statement__year-end">
              Year-end TDS on 31 March (Rule 133): net winnings {inr(data.yearEnd.netWinnings)} on a closing balance of {inr(data.yearEnd.closingBalance)},
              TDS {inr(data.yearEnd.tds)}{data.yearEnd.uncollected !== '0.00' ? ` (${inr(data.yearEnd.uncollected)} still to be collected)` : ''}.
            </p>
          )}
          <dl className="tds-statement__totals">
            <div><dt>Withdrawn (completed)</dt><dd>{inr(data.totals.withdrawn)}</dd></div>
            <div><dt>Total TDS deducted</dt><dd>{inr(data.totals.tdsDeducted)}</dd></div>
            <div><dt>Paid to your bank</dt><dd>{inr(data.totals.paidOut)}</dd></div>
          </dl>
          <p className="wallet-muted">Only completed withdrawals had TDS deducted; a pending one shows 0.00 until it is paid. The TDS is deposited against your PAN; claim it in your income tax return.</p>
        </>
      )}
      <p className="tds-statement__links"><Link to="/withdrawalHistory">Withdrawal history</Link></p>
    </section>
  )
}
