import { useDispatch } from 'react-redux'
import { Link, useParams } from 'react-router-dom'
import { useOpenWhileShown } from '../../app/useOpenWhileShown'
import { ReplyForm } from './ReplyForm'
import { chatRoomClosed, chatRoomOpened, replyFormReset, replySubmitted } from './playerSlice'
import { selectRoom } from './slice'
import { Thread } from './Thread'
import { TicketSummary } from './TicketSummary'
import './support.css'

/** /chat-room/{id}: the ticket, its thread, and the reply editor while the ticket is not Resolved. */
export function ChatRoomPage() {
  const { id = '' } = useParams()
  const dispatch = useDispatch()
  const [room] = useOpenWhileShown(selectRoom, id, chatRoomOpened, chatRoomClosed)

  const ticket = room.ticket
  return (
    <section className="support-page" aria-labelledby="chat-room-title">
      <div className="support-page__head">
        <h1 id="chat-room-title">Support Chat</h1>
        <Link to="/help-history">Back to ticket history</Link>
      </div>
      {room.status === 'failed' && <p role="alert" className="field__error">{room.message}</p>}
      {!ticket && room.status === 'loading' && <p className="support-muted">Loading…</p>}
      {ticket && (
        <>
          <TicketSummary ticket={ticket} />
          <h2>Conversation</h2>
          <Thread replies={ticket.replies} reader="player" />
          {ticket.status === 'Resolved' ? (
            <p role="status" className="support-muted">This ticket is resolved.</p>
          ) : (
            <ReplyForm
              request={room.reply}
              onSend={values => dispatch(replySubmitted({ ticketId: ticket._id, ...values }))}
              onSent={() => dispatch(replyFormReset())}
            />
          )}
        </>
      )}
    </section>
  )
}
