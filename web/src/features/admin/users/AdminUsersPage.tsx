import { useState } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { Field } from '../../../ui/Field'
import { formatDateTime } from '../../../ui/formatDateTime'
import type { AdminUserRow, UserAction } from './api'
import { adminUserActionRequested, adminUsersRequested, availableAction, selectAdminUsers } from './slice'
import { UserResponsiblePlayDialog } from '../../responsiblePlay/UserResponsiblePlayDialog'
import { userResponsiblePlayRequested } from '../../responsiblePlay/slice'
import { ScrollTable } from '../../../ui/ScrollTable'
import '../../../ui/ui.css'

const ACTION_LABELS: Record<UserAction, string> = { block: 'Block', unblock: 'Unblock', restore: 'Restore' }

function statusOf(row: AdminUserRow): { label: string; className: string } {
  if (row.deletedAt) return { label: 'Deleted', className: 'status--deleted' }
  if (row.userBlock === 'yes') return { label: 'Blocked', className: 'status--blocked' }
  return { label: 'Active', className: 'status--active' }
}

/** /admin/users: search by name, mobile or email; block, unblock and restore accounts. */
export function AdminUsersPage() {
  const dispatch = useAppDispatch()
  const [state] = useLoadOnMount(selectAdminUsers, current => adminUsersRequested({ search: current.search, page: current.page }))
  const [query, setQuery] = useState(state.search)
  const pages = Math.max(1, Math.ceil(state.total / state.limit))
  const go = (page: number) => dispatch(adminUsersRequested({ search: state.search, page }))
  return (
    <section aria-labelledby="admin-users-title" aria-busy={state.status === 'loading'}>
      <h1 id="admin-users-title">Users</h1>
      <form
        className="admin-search"
        role="search"
        onSubmit={event => {
          event.preventDefault()
          dispatch(adminUsersRequested({ search: query, page: 1 }))
        }}
      >
        <Field label="Search name, mobile or email" type="search" name="search" value={query} onChange={event => setQuery(event.target.value)} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {state.status === 'failed' && (
        <p role="alert" className="field__error">
          {state.error}
        </p>
      )}
      <ScrollTable region="Users, scrollable" headers={['Username', 'Mobile', 'Email', 'Role', 'Status', 'Registered', 'Last login', 'Action']}>
        {state.items.map(row => {
          const status = statusOf(row)
          const action = availableAction(row)
          const pending = state.pending[row._id]
          return (
            <tr key={row._id}>
              <td>{row.name}</td>
              <td>{row.mobile ? `+${row.countryCode} ${row.mobile}` : '—'}</td>
              <td>{row.email || '—'}</td>
              <td>{row.role}</td>
              <td className={status.className}>{status.label}</td>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>{row.lastLogin ? formatDateTime(row.lastLogin) : '—'}</td>
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`${ACTION_LABELS[action]} ${row.name}`}
                  disabled={pending !== undefined}
                  onClick={() => dispatch(adminUserActionRequested({ id: row._id, action }))}
                >
                  {pending ? 'Saving…' : ACTION_LABELS[action]}
                </button>{' '}
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Responsible play of ${row.name}`}
                  onClick={() => dispatch(userResponsiblePlayRequested({ userId: row._id, name: row.name }))}
                >
                  Limits
                </button>
              </td>
            </tr>
          )
        })}
        {state.items.length === 0 && (
          <tr>
            <td colSpan={8} className="data-table__empty">
              {state.status === 'loading' ? 'Loading…' : 'No user found!'}
            </td>
          </tr>
        )}
      </ScrollTable>
      <UserResponsiblePlayDialog />
      <nav className="admin-pager" aria-label="Pages">
        <span>
          Page {state.page} of {pages} ({state.total} users)
        </span>
        <button type="button" className="button button--ghost" disabled={state.page <= 1} onClick={() => go(state.page - 1)}>
          Previous
        </button>
        <button type="button" className="button button--ghost" disabled={state.page >= pages} onClick={() => go(state.page + 1)}>
          Next
        </button>
      </nav>
    </section>
  )
}
