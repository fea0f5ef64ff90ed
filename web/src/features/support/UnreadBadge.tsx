import { Link } from 'react-router-dom'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { historyRequested } from './playerSlice'
import { selectUnread } from './slice'
import './support.css'

/** The header's count of support replies the player has not read; live over the websocket. */
export function UnreadBadge() {
  const [unread] = useLoadOnMount(selectUnread, historyRequested())
  if (unread === 0) return null
  const label = `${unread} unread support ${unread === 1 ? 'reply' : 'replies'}`
  return (
    <Link to="/help-history" className="unread-badge" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="unread-count">{unread}</span>
    </Link>
  )
}
