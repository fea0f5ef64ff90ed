import type { ContestDto } from '@arena/contracts'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { Modal } from '../../../ui/Modal'
import { rupees } from '../../contest/format'
import { LeaderboardTable } from '../../contest/LeaderboardTable'
import { contestCancelRequested, contestInspectClosed, selectAdminContests } from './slice'

/** Confirms a cancellation: it cannot be undone, and every player's fee goes back to their wallets. */
export function CancelContestDialog({ contest, onClose }: { contest: ContestDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch()
  return (
    <Modal open={contest !== null} title="Cancel contest?" onClose={onClose}>
      {contest && (
        <>
          <p>
            Cancel <strong>{contest.contestName}</strong>? It closes at once and every one of its {contest.numOfParticipation} players gets the
            entry fee of {rupees(contest.entryFee)} refunded in full, to the wallets it was paid from. This cannot be undone.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                dispatch(contestCancelRequested(contest._id))
                onClose()
              }}
            >
              Cancel contest and refund everyone
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Keep contest
            </button>
          </div>
        </>
      )}
    </Modal>
  )
}

/** A contest's participants and results, from the same leaderboard players see (final once settled). */
export function ContestInspectDialog() {
  const dispatch = useAppDispatch()
  const { inspect } = useAppSelector(selectAdminContests)
  const contest = inspect.contest
  return (
    <Modal open={contest !== null} title={contest ? `Inspect: ${contest.contestName}` : 'Inspect'} onClose={() => dispatch(contestInspectClosed())}>
      {contest && (
        <>
          <dl className="admin-contest-facts">
            <div>
              <dt>Status</dt>
              <dd>{contest.contestStatus}</dd>
            </div>
            <div>
              <dt>Participants</dt>
              <dd>
                {contest.numOfParticipation}/{contest.max_particepate}
              </dd>
            </div>
            <div>
              <dt>Fees collected</dt>
              <dd>{rupees((Number(contest.entryFee) * contest.numOfParticipation).toFixed(2))}</dd>
            </div>
          </dl>
          <LeaderboardTable board={inspect} caption={`${contest.contestName} results`} withPrize />
        </>
      )}
    </Modal>
  )
}
