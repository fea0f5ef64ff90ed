import { formatIndiaTime } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Modal } from '../../ui/Modal'
import { LimitsTable } from './LimitsTable'
import { selectResponsiblePlay, userResponsiblePlayClosed } from './slice'
import './responsiblePlay.css'

/**
 * The admin's look at a user's deposit limits and break. Read only on purpose: a player's limits
 * and breaks are theirs; no one else may shorten or lift them (docs/adr/0017).
 */
export function UserResponsiblePlayDialog() {
  const dispatch = useAppDispatch()
  const { user } = useAppSelector(selectResponsiblePlay)
  return (
    <Modal open={user.userId !== null} title={`Responsible play: ${user.name}`} onClose={() => dispatch(userResponsiblePlayClosed())}>
      {user.error && <p role="alert" className="field__error">{user.error}</p>}
      {!user.data && !user.error && <p role="status">Loading…</p>}
      {user.data && (
        <div className="responsible-play">
          <p>
            {user.data.break
              ? `On a ${user.data.break.kind === 'timeOut' ? 'time-out' : 'self-exclusion'} (${user.data.break.duration}) from ${formatIndiaTime(user.data.break.from)} until ${formatIndiaTime(user.data.break.until)}.`
              : 'No time-out or self-exclusion in force.'}
          </p>
          <LimitsTable data={user.data} />
          <p className="profile-muted">Only the player can change these. Limits and breaks cannot be shortened or lifted by support.</p>
        </div>
      )}
    </Modal>
  )
}
