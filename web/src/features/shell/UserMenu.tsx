import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { logoutRequested, selectLoggingOut, selectRole, selectUser } from '../session/slice'

/** The signed-in player's name in upper case linking to the profile, and the logout icon (spec section 2). */
export function UserMenu() {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  const role = useAppSelector(selectRole)
  const loggingOut = useAppSelector(selectLoggingOut)
  return (
    <>
      {role === 'admin' && (
        <Link to="/admin" className="header-user__admin">
          Admin
        </Link>
      )}
      <Link to="/profile-user" className="header-user__name">
        {(user?.name || 'Profile').toUpperCase()}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label="Logout"
        title="Logout"
        disabled={loggingOut}
        onClick={() => dispatch(logoutRequested())}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  )
}
