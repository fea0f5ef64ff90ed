import { useMemo } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { useOpenWhileShown } from '../../app/useOpenWhileShown'
import { RetryAlert } from '../../ui/RetryAlert'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import type { HistoryCall } from './api'
import { historyRow, type HistoryRow } from './historyRows'
import { historyClosed, historyOpened, historyRequested, selectHistory } from './slice'

interface HistoryTableProps {
  table: HistoryCall
  title: string
  columns: DataColumn<HistoryRow>[]
  /** Anchor for the summary strip's buttons (e.g. /wallet#winning-history). */
  id?: string
}

/**
 * One history table of spec section 2: loads its call when shown, stays live while shown
 * (a balance push reloads it), and says when it is loading or failed instead of showing
 * an empty table that looks like "no history".
 */
export function HistoryTable({ table, title, columns, id }: HistoryTableProps) {
  const [history] = useOpenWhileShown(selectHistory(table), table, historyOpened, () => historyClosed(table))
  const dispatch = useAppDispatch()
  const rows = useMemo(() => history.rows.map(historyRow), [history.rows])
  const headingId = `${id ?? table}-title`
  return (
    <section className="card wallet-history" id={id} aria-labelledby={headingId} aria-busy={history.status === 'loading'} tabIndex={-1}>
      <h2 id={headingId}>{title}</h2>
      {history.status === 'failed' && (
        <RetryAlert error={history.error} onRetry={() => dispatch(historyRequested(table))} className="wallet-history__error" errorClassName="field__error" />
      )}
      {history.status === 'loading' || history.status === 'idle' ? (
        <p className="wallet-muted" role="status">Loading…</p>
      ) : (
        <DataTable caption={title} rows={rows} columns={columns} />
      )}
    </section>
  )
}
