import { Link } from 'react-router-dom'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { formatDate, statusLabel } from './format'
import { historyRequested } from './playerSlice'
import { selectHistory } from './slice'
import type { TicketDto } from './types'
import './support.css'

const columns: DataColumn<TicketDto>[] = [
  { id: 'index', header: '#', text: (_row, index) => String(index + 1) },
  { id: 'id', header: 'Ticket Id', text: row => row.id },
  { id: 'subject', header: 'Subject', text: row => row.subject },
  { id: 'date', header: 'Date', text: row => formatDate(row.date) },
  { id: 'status', header: 'Status', text: row => statusLabel(row.status) },
  {
    id: 'chat',
    header: 'Chat',
    text: row => (row.unread > 0 ? `Chat (${row.unread} unread)` : 'Chat'),
    cell: row => (
      <span className="chat-cell">
        <Link to={`/chat-room/${row._id}`}>Chat</Link>
        {row.unread > 0 && <span className="unread-count" aria-label={`${row.unread} unread`}>{row.unread}</span>}
      </span>
    ),
  },
]

/** /help-history: the player's tickets, newest first, with a Chat link to each thread. */
export function HelpHistoryPage() {
  const [history] = useLoadOnMount(selectHistory, historyRequested())

  return (
    <section className="support-page" aria-labelledby="help-history-title">
      <div className="support-page__head">
        <h1 id="help-history-title">Ticket History</h1>
        <Link to="/help-center">Submit a ticket</Link>
      </div>
      {history.status === 'failed' && <p role="alert" className="field__error">Ticket history could not be loaded.</p>}
      <DataTable caption="Ticket history" rows={history.tickets} columns={columns} />
    </section>
  )
}
