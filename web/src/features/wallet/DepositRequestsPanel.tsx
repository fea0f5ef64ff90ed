import { useLoadOnMount } from '../../app/useLoadOnMount'
import { formatDateTime } from '../../ui/formatDateTime'
import { Loaded } from '../../ui/Loaded'
import { inr, statusLabel } from './historyRows'
import { depositRequestsRequested, selectDepositRequests } from './slice'

/**
 * The player's deposit requests: nothing is credited until an admin matches a transfer with the
 * bank statement, so a request waiting for that, or refused and why, must be visible here. The
 * id is the one support, the admin queue and the ledger know the deposit by.
 */
export function DepositRequestsPanel() {
  const [requests] = useLoadOnMount(selectDepositRequests, depositRequestsRequested())
  // Completed requests are in the history tables already; these are the ones a player waits on or must act on.
  const rows = requests.rows.filter(row => row.status !== 'success')

  return (
    <section className="card deposit-requests" aria-labelledby="deposit-requests-title" aria-busy={requests.status === 'loading'}>
      <h2 id="deposit-requests-title">Your deposit requests</h2>
      <Loaded status={requests.status} error={requests.error} rows={requests.rows}>
        {requests.status === 'loaded' && rows.length === 0 && <p className="wallet-muted">No deposit requests waiting for review.</p>}
        {rows.length > 0 && (
          <ul className="deposit-requests__list">
            {rows.map(row => (
              <li key={row._id} className={`deposit-request deposit-request--${row.status}`} aria-label={`Deposit ${inr(row.amount)} reference ${row.reference}`}>
                <span className="deposit-request__amount">{inr(row.amount)}</span>
                <span className={`wallet-status wallet-status--${statusLabel(row.status).toLowerCase()}`}>
                  {row.status === 'pending' ? 'Waiting for review' : statusLabel(row.status)}
                </span>
                <dl className="deposit-request__facts">
                  <div><dt>Reference</dt><dd>{row.reference}</dd></div>
                  <div><dt>Method</dt><dd>{row.method}</dd></div>
                  <div><dt>Filed</dt><dd>{formatDateTime(row.date)}</dd></div>
                  <div><dt>Transaction id</dt><dd className="deposit-request__id">{row.tx_id}</dd></div>
                </dl>
                {row.status === 'rejected' && (
                  <p className="deposit-request__reason"><strong>Reason:</strong> {row.reject || 'No reason was given.'}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  )
}
