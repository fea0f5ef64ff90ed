import { useEffect } from 'react'
import { INDIAN_STATES } from '@arena/contracts'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { Modal } from '../../ui/Modal'
import { SelectField } from '../kyc/FormFields'
import { feePreview, REWARD_NOTE, WALLETS } from './feePreview'
import { entryFeeText, rupees } from './format'
import { declarationEdited, participateClosed, participateRequested, walletTicked } from './participateSlice'
import { selectParticipate } from './slice'
import { SubmitActions } from '../../ui/SubmitActions'

/**
 * The participate modal (spec section 5): tick the wallets to pay from, see what each gives by
 * the shared deduction rule, and join. The server decides; its message comes back as a toast.
 */
export function ParticipateModal() {
  const dispatch = useAppDispatch()
  const { open, balances, balancesStatus, balancesError, ticked, sending, declaration } = useAppSelector(selectParticipate)
  // Leaving the page closes the modal, so it does not pop up again on the next visit.
  useEffect(
    () => () => {
      dispatch(participateClosed())
    },
    [dispatch],
  )
  const preview = open ? feePreview(open.contest.entryFee, balances, ticked) : null
  const feeFree = open !== null && entryFeeText(open.contest.entryFee) === 'Free'
  // Known to fall short: joining would only be refused. Unknown balances leave it to the server.
  const blocked = preview !== null && !preview.ok
  return (
    <Modal open={open !== null} title="Participate" onClose={() => dispatch(participateClosed())}>
      {open && (
        <form
          className="participate"
          aria-busy={sending}
          onSubmit={event => {
            event.preventDefault()
            dispatch(participateRequested())
          }}
        >
          <p>
            <strong>{open.contest.contestName}</strong>: entry fee <strong>{entryFeeText(open.contest.entryFee)}</strong>
            {open.contest.sponsorName && <> (prizes sponsored by {open.contest.sponsorName})</>}
          </p>
          {balancesStatus === 'loading' && <p aria-live="polite">Loading your wallet balances…</p>}
          {balancesStatus === 'failed' && (
            <p role="alert" className="field__error">
              Could not load your balances: {balancesError}
            </p>
          )}
          {/* A free contest takes no fee: there is no wallet to pay from. */}
          {!feeFree && (
            <>
              <fieldset className="participate__wallets">
                <legend>Pay from</legend>
                {WALLETS.map(({ wallet, label, field }) => (
                  <div key={wallet} className="participate__wallet">
                    <label>
                      <input
                        type="checkbox"
                        name={wallet}
                        checked={ticked[wallet]}
                        disabled={sending}
                        onChange={event => dispatch(walletTicked({ wallet, checked: event.target.checked }))}
                      />{' '}
                      {label} <span className="participate__balance">{balances ? rupees(balances[field]) : '—'}</span>
                    </label>
                    <output className="participate__take" aria-label={`Taken from ${label}`}>
                      {preview?.ok ? rupees(preview.split[wallet]) : '—'}
                    </output>
                  </div>
                ))}
              </fieldset>
              <p className="participate__note">{REWARD_NOTE}</p>
            </>
          )}
          {declaration.needed && (
            <fieldset className="participate__declaration">
              <legend>About you (asked once)</legend>
              <p role="status">{declaration.message}</p>
              <Field
                label="Date of birth"
                type="date"
                name="dob"
                value={declaration.dob}
                error={declaration.errors.dob}
                disabled={sending}
                onChange={event => dispatch(declarationEdited({ field: 'dob', value: event.target.value }))}
              />
              <SelectField
                label="State of residence"
                name="state"
                options={INDIAN_STATES}
                value={declaration.state}
                error={declaration.errors.state}
                onChange={event => dispatch(declarationEdited({ field: 'state', value: event.target.value }))}
              />
            </fieldset>
          )}
          {preview && !preview.ok && (
            <p role="alert" className="field__error">
              {preview.error.message}
              {preview.error.code === 'INSUFFICIENT_BALANCE' && ` (short by ${rupees(preview.error.shortfall)})`}
            </p>
          )}
          <SubmitActions label="Participate" busyLabel="Participating…" busy={sending} disabled={blocked}>
            <button type="button" className="button button--ghost" disabled={sending} onClick={() => dispatch(participateClosed())}>
              Cancel
            </button>
          </SubmitActions>
        </form>
      )}
    </Modal>
  )
}
