import { useMemo, useState } from 'react'
import type { ContestDto } from '@arena/contracts'
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { adminEvidencePath, downloadEvidence } from '../../contest/evidence'
import { formatCardDate, rupees } from '../../contest/format'
import { detailPath, endMs, startMs } from '../../contest/model'
import { CancelContestDialog, ContestInspectDialog } from './ContestDialogs'
import { ContestFormModal } from './ContestFormModal'
import { adminContestsRequested, contestFormOpened, contestInspectRequested, selectAdminContests } from './slice'
import { selectToken } from '../../session/slice'
import '../../../ui/ui.css'
import './adminContests.css'

/** Only contests that have not started can still be edited; ended ones can no longer be cancelled (the server says so too). */
const editable = (contest: ContestDto) => contest.contestStatus === 'Upcoming'
const cancellable = (contest: ContestDto) => contest.contestStatus === 'Upcoming' || contest.contestStatus === 'Running'

/** /admin/contests: every contest with create, edit, cancel (refunding everyone) and inspect. */
export function AdminContestsPage() {
  const dispatch = useAppDispatch()
  const [state] = useLoadOnMount(selectAdminContests, adminContestsRequested())
  const [cancelling, setCancelling] = useState<ContestDto | null>(null)
  const token = useAppSelector(selectToken)
  // A file download is a browser side effect, not app state: kept in the page like the CSV export.
  const [evidence, setEvidence] = useState<{ busy: string | null; error: string | null }>({ busy: null, error: null })
  const downloadWhole = (c: ContestDto) => {
    setEvidence({ busy: c._id, error: null })
    downloadEvidence(adminEvidencePath(c._id), token)
      .then(() => setEvidence({ busy: null, error: null }))
      .catch((error: Error) => setEvidence({ busy: null, error: `${c.contestName}: ${error.message}` }))
  }
  const columns = useMemo<DataColumn<ContestDto>[]>(
    () => [
      { id: 'name', header: 'Contest Name', text: c => c.contestName, cell: c => <><Link to={detailPath(c._id)}>{c.contestName}</Link>{c.joinCode ? <> · private, code <code>{c.joinCode}</code></> : null}</> },
      { id: 'status', header: 'Status', text: c => c.contestStatus },
      { id: 'start', header: 'Start', text: c => formatCardDate(startMs(c)) },
      { id: 'end', header: 'End', text: c => formatCardDate(endMs(c)) },
      { id: 'fee', header: 'Entry Fee', text: c => rupees(c.entryFee) },
      { id: 'prize', header: 'Prize pool', text: c => rupees(c.winningAmount) },
      { id: 'seats', header: 'Participants', text: c => `${c.numOfParticipation}/${c.max_particepate}` },
      {
        id: 'action',
        header: 'Action',
        text: () => '',
        cell: c => (
          <span className="admin-contest-actions">
            {editable(c) && (
              <button type="button" className="button button--ghost" aria-label={`Edit ${c.contestName}`} onClick={() => dispatch(contestFormOpened(c))}>
                Edit
              </button>
            )}
            <button type="button" className="button button--ghost" aria-label={`Inspect ${c.contestName}`} onClick={() => dispatch(contestInspectRequested(c))}>
              Inspect
            </button>
            {c.contestStatus === 'Complete' && (
              <button type="button" className="button button--ghost" aria-label={`Download evidence of ${c.contestName}`} disabled={evidence.busy === c._id} onClick={() => downloadWhole(c)}>
                {evidence.busy === c._id ? 'Downloading…' : 'Download evidence'}
              </button>
            )}
            {cancellable(c) && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Cancel ${c.contestName}`}
                disabled={state.cancelling[c._id] === true}
                onClick={() => setCancelling(c)}
              >
                {state.cancelling[c._id] ? 'Cancelling…' : 'Cancel'}
              </button>
            )}
          </span>
        ),
      },
    ],
    [dispatch, state.cancelling, token, evidence.busy],
  )
  return (
    <section aria-labelledby="admin-contests-title" aria-busy={state.status === 'loading'}>
      <h1 id="admin-contests-title">Contests</h1>
      <p>
        <button type="button" className="button button--primary" onClick={() => dispatch(contestFormOpened(null))}>
          Add Contest
        </button>
      </p>
      {state.status === 'loading' && state.items.length === 0 && <p aria-live="polite">Loading contests…</p>}
      {state.status === 'failed' && (
        <p role="alert" className="field__error">
          {state.error}
        </p>
      )}
      {evidence.error && (
        <p role="alert" className="field__error">
          {evidence.error}
        </p>
      )}
      <DataTable caption="Contests" rows={state.items} columns={columns} exportName="Contest List" emptyText="No contest yet. Add the first one." />
      <ContestFormModal />
      <CancelContestDialog contest={cancelling} onClose={() => setCancelling(null)} />
      <ContestInspectDialog />
    </section>
  )
}
