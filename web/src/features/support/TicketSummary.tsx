import { useAppSelector } from '../../app/hooks'
import { ProtectedImage } from '../../ui/ProtectedImage'
import { selectToken } from '../session/slice'
import { attachmentPath } from './api'
import { formatDate, statusLabel } from './format'
import type { TicketDto } from './types'

/** Ticket id, status, subject, description and image: the head of the chat page (spec section 2). */
export function TicketSummary({ ticket }: { ticket: TicketDto }) {
  const token = useAppSelector(selectToken)
  return (
    <dl className="ticket-summary">
      <div><dt>Ticket Id</dt><dd>{ticket.id}</dd></div>
      <div><dt>Status</dt><dd className={`ticket-status ticket-status--${ticket.status === 'Resolved' ? 'resolved' : 'open'}`}>{statusLabel(ticket.status)}</dd></div>
      <div><dt>Date</dt><dd><time dateTime={ticket.date}>{formatDate(ticket.date)}</time></dd></div>
      <div><dt>Subject</dt><dd>{ticket.subject}</dd></div>
      <div className="ticket-summary__wide"><dt>Description</dt><dd className="thread__text">{ticket.description}</dd></div>
      {ticket.issueImage && (
        <div className="ticket-summary__wide"><dt>Image</dt><dd><ProtectedImage path={attachmentPath(ticket.issueImage)} token={token} alt="Image attached to the ticket" className="support-image" linked /></dd></div>
      )}
    </dl>
  )
}
