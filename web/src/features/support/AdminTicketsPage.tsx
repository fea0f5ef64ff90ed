import { useEffect, useState, type FormEvent } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { supportAdminTopic } from '@arena/contracts'
import { followTopic, unfollowTopic } from '../../app/realtimeSaga'
import { adminReplyReset, adminReplySubmitted, adminResolveRequested, adminTicketSelected, adminTicketsRequested, type AdminFilters } from './adminSlice'
import { formatDate, statusLabel } from './format'
import { ReplyForm } from './ReplyForm'
import { selectAdminSupport } from './slice'
import { Thread } from './Thread'
import { TicketSummary } from './TicketSummary'
import './support.css'

/** The admin ticket queue: filter by status and text, open a thread, reply as ADMIN, resolve. */
export function AdminTicketsPage() {
  const dispatch = useDispatch()
  const state = useSelector(selectAdminSupport)
  const [status, setStatus] = useState<AdminFilters['status']>(state.filters.status)
  const [search, setSearch] = useState(state.filters.search)
  useEffect(() => {
    dispatch(adminTicketsRequested())
    // While the queue is on screen, every ticket change is pushed to it (players' replies included).
    dispatch(followTopic(supportAdminTopic))
    return () => {
      dispatch(unfollowTopic(supportAdminTopic))
    }
  }, [dispatch])
  const awaiting = state.list.rows.filter(row => row.awaitingAdmin).length

  function applyFilters(event: FormEvent) {
    event.preventDefault()
    dispatch(adminTicketsRequested({ status, search }))
  }

  const thread = state.thread
  return (
    <section className="support-page" aria-labelledby="admin-tickets-title">
      <h1 id="admin-tickets-title">Support Tickets</h1>
      <p className="admin-tickets__live" role="status">{awaiting === 0 ? 'No ticket is waiting for a reply' : `${awaiting} ${awaiting === 1 ? 'ticket is' : 'tickets are'} waiting for a reply`}</p>
      <form className="admin-filters" role="search" onSubmit={applyFilters}>
        <label>
          Status{' '}
          <select value={status} onChange={event => setStatus(event.target.value as AdminFilters['status'])}>
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="Resolved">Resolved</option>
          </select>
        </label>
        <label>
          Search <input type="search" value={search} onChange={event => setSearch(event.target.value)} placeholder="Ticket, subject, player" />
        </label>
        <button className="button button--ghost" type="submit">Apply</button>
      </form>
      {state.list.status === 'failed' && <p role="alert" className="field__error">{state.list.message}</p>}
      <div className="admin-tickets">
        {/* Scrolls inside its own box on a phone, so the page keeps the screen's width. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Ticket queue, scrollable">
          <table className="admin-tickets__list">
            <caption className="visually-hidden">Ticket queue</caption>
            <thead>
              <tr><th scope="col">Ticket Id</th><th scope="col">Player</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Last activity</th><th scope="col"><span className="visually-hidden">Open</span></th></tr>
            </thead>
            <tbody>
              {state.list.rows.length === 0 && <tr><td colSpan={6} className="data-table__empty">No tickets found</td></tr>}
              {state.list.rows.map(row => (
                <tr key={row._id} aria-current={row._id === state.selectedId ? 'true' : undefined}>
                  <td>{row.id}</td>
                  <td>{row.userName}</td>
                  <td>{row.subject}</td>
                  <td>{statusLabel(row.status)}{row.awaitingAdmin && <span className="awaiting"> · awaiting reply</span>}</td>
                  <td><time dateTime={row.lastActivity}>{formatDate(row.lastActivity)}</time></td>
                  <td><button type="button" className="link-button" onClick={() => dispatch(adminTicketSelected(row._id))}>Open {row.id}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {thread && (
          <article className="admin-tickets__thread" aria-label={`Ticket ${thread.id}`}>
            <TicketSummary ticket={thread} />
            <h2>Conversation</h2>
            <Thread replies={thread.replies} reader="admin" />
            {thread.status !== 'Resolved' && (
              <>
                <ReplyForm
                  request={state.reply}
                  onSend={values => dispatch(adminReplySubmitted({ ticketId: thread._id, ...values }))}
                  onSent={() => dispatch(adminReplyReset())}
                />
                <button type="button" className="button button--ghost" disabled={state.resolving} onClick={() => dispatch(adminResolveRequested(thread._id))}>
                  {state.resolving ? 'Resolving…' : 'Mark as Resolved'}
                </button>
              </>
            )}
          </article>
        )}
      </div>
    </section>
  )
}
