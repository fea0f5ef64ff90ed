import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { selectRole } from '../session/slice'
import { LinkList } from '../shell/LinkList'
import { adminSections } from './adminSections'
import './admin.css'

/**
 * The /admin area: shown to tokens with the admin role, a refusal to everyone else. The role
 * is only read here to pick the screen; every admin call is checked by the server again.
 */
export function AdminArea({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectRole)
  if (role !== 'admin') {
    return (
      <section className="admin-refusal" aria-labelledby="admin-refusal-title">
        <h1 id="admin-refusal-title">Admins only</h1>
        <p>This area is for admin accounts, and your account is not one.</p>
        <Link className="button button--primary" to="/dashboard">
          Back to the dashboard
        </Link>
      </section>
    )
  }
  return (
    <div className="admin-area">
      <nav aria-label="Admin" className="admin-nav">
        <LinkList links={[{ to: '/admin', label: 'Overview', end: true }, ...adminSections]} nav />
      </nav>
      {children}
    </div>
  )
}
