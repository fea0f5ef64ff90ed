import { Link } from 'react-router-dom'
import { BRAND } from '../../app/site'

export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${BRAND} home`}>
      <img src="/logo.svg" alt="" width="32" height="32" />
      <span>{BRAND}</span>
    </Link>
  )
}
