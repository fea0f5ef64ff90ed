import { useLoadOnMount } from '../../app/useLoadOnMount'
import { formatDateTime } from '../../ui/formatDateTime'
import { RetryAlert } from '../../ui/RetryAlert'
import '../../ui/ui.css'
import { LogoutAllDevicesButton } from '../session/LogoutAllDevicesButton'
import { loginHistoryRequested, selectLoginHistory } from './slice'
import { ScrollTable } from '../../ui/ScrollTable'


const COLUMNS = ['#', 'IP Address', 'City', 'Country', 'Device', 'Browser', 'Os', 'Date and Time']

/** The dashboard's Login History table (spec section 2); live pushes replace its rows. */
export function LoginHistoryTable() {
  const [{ items, status, error }, reload] = useLoadOnMount(selectLoginHistory, loginHistoryRequested())
  return (
    <section className="card dashboard-card" aria-labelledby="login-history-title" aria-busy={status === 'loading'}>
      <div className="dashboard-card__header">
        <h2 id="login-history-title">Login History</h2>
        {/* A sign-in the player does not recognise is the moment to end every session. */}
        <LogoutAllDevicesButton />
      </div>
      {status === 'failed' && (
        <RetryAlert error={error} onRetry={reload} className="dashboard-error" />
      )}
      {/* Focusable so keyboard users can scroll the wide table on a phone. */}
      <ScrollTable region="Login History, scrollable" headers={COLUMNS}>
        {items.map((item, index) => (
          <tr key={`${item.date}-${index}`}>
            <td>{index + 1}</td>
            <td>{item.ip || '—'}</td>
            <td>{item.cityName || '—'}</td>
            <td>{item.countryName || '—'}</td>
            <td>{item.device || '—'}</td>
            <td>{item.browser || '—'}</td>
            <td>{item.os || '—'}</td>
            <td>
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </td>
          </tr>
        ))}
        {items.length === 0 && (
          <tr>
            <td colSpan={COLUMNS.length} className="data-table__empty">
              {status === 'loading' || status === 'idle' ? 'Loading…' : 'No login history yet'}
            </td>
          </tr>
        )}
      </ScrollTable>
    </section>
  )
}
