import { useEffect, useId, useRef } from 'react'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router-dom'
import type { NotificationDto } from '@arena/contracts'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { formatDateTime } from '../../ui/formatDateTime'
import { allNotificationsRead, notificationRead, notificationsRequested, panelToggled, selectNotifications } from './slice'
import './notifications.css'

function NotificationItem({ item, onRead, onFollow }: { item: NotificationDto; onRead: () => void; onFollow: () => void }) {
  return (
    <li className={`notification${item.read ? '' : ' notification--unread'}`} aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}>
      <p className="notification__title">{item.title}</p>
      <p className="notification__message">{item.message}</p>
      <p className="notification__meta">
        <time dateTime={item.date}>{formatDateTime(item.date)}</time>
        {item.link && <Link to={item.link} onClick={onFollow}>View</Link>}
        {!item.read && <button type="button" className="link-button" onClick={onRead}>Mark as read<span className="visually-hidden">: {item.title}</span></button>}
      </p>
    </li>
  )
}

/**
 * The signed-in header's bell: the unread count, live over the websocket, and a panel listing the
 * player's notifications with mark-as-read (one and all). Escape or a click outside closes it.
 */
export function NotificationBell() {
  const dispatch = useDispatch()
  const [{ items, unread, open, status }] = useLoadOnMount(selectNotifications, notificationsRequested())
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) dispatch(panelToggled(false))
    }
    document.addEventListener('keydown', close)
    document.addEventListener('mousedown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('mousedown', close)
    }
  }, [open, dispatch])

  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`
  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="icon-button notification-bell__button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) dispatch(notificationsRequested())
          dispatch(panelToggled())
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread > 0 && <span className="unread-count" aria-hidden="true">{unread}</span>}
      </button>
      {open && (
        <section id={panelId} className="notification-panel" aria-label="Notifications">
          <header className="notification-panel__head">
            <h2>Notifications</h2>
            <button type="button" className="link-button" disabled={unread === 0} onClick={() => dispatch(allNotificationsRead())}>Mark all as read</button>
          </header>
          {status === 'failed' && items.length === 0 && <p role="alert" className="field__error">Notifications could not be loaded. Please try again.</p>}
          {status === 'loading' && items.length === 0 && <p className="notification-panel__empty">Loading…</p>}
          {status === 'loaded' && items.length === 0 && <p className="notification-panel__empty">No notifications yet</p>}
          {items.length > 0 && (
            <ul className="notification-list">
              {items.map(item => (
                <NotificationItem
                  key={item._id}
                  item={item}
                  onRead={() => dispatch(notificationRead(item._id))}
                  onFollow={() => {
                    if (!item.read) dispatch(notificationRead(item._id))
                    dispatch(panelToggled(false))
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
