import { useEffect, useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import type { DepositMethod } from './api'
import { depositFormReset, depositSubmitted, selectDepositForm } from './withdrawalSlice'
import { Decimal, validateDeposit } from '@arena/domain'
import { inr } from './historyRows'
import { depositSplitCleared, depositSplitRequested, selectTax } from './taxSlice'
import { SubmitActions } from '../../ui/SubmitActions'

type DepositField = 'amount' | 'reference'

/** "0500" shows as "500" (as on the withdrawal form); nothing else is changed, so "-5" stays "-5" and is refused. */
const leadingZerosOff = (raw: string) => raw.replace(/^0+(?=\d)/, '')
const empty: Record<DepositField, string> = { amount: '', reference: '' }

/**
 * Tells the operations team a transfer was made: nothing is credited until an admin matches
 * it with the bank statement. The rules (the withdrawal form's amount rules, a real UTR not used
 * before by anyone) are the wallet service's, shared from libs/domain and checked before sending;
 * field errors show beside the fields. What is typed is kept as typed: "-5" is refused, never
 * quietly turned into 5.
 */
export function DepositRequestForm({ method }: { method: DepositMethod }) {
  const dispatch = useAppDispatch()
  const request = useAppSelector(selectDepositForm)
  const [values, setValues] = useState(empty)
  const [edited, setEdited] = useState<Partial<Record<DepositField, boolean>>>({})
  const sending = request.status === 'sending'

  useEffect(() => {
    if (request.status === 'sent') setValues(empty)
  }, [request.status])
  useEffect(
    () => () => {
      dispatch(depositFormReset())
    },
    [dispatch],
  )

  // GST on deposits (DEPOSIT_GST_RATE): the split is the wallet's, asked for the amount typed.
  const amountValid = values.amount.trim() !== '' && !validateDeposit({ amount: values.amount.trim(), reference: '-' }).amount
  useEffect(() => {
    dispatch(amountValid ? depositSplitRequested(values.amount.trim()) : depositSplitCleared())
  }, [dispatch, amountValid, values.amount])
  const split = useAppSelector(selectTax).deposit
  const gst = amountValid && split.amount === values.amount.trim() && split.data && !new Decimal(split.data.gstRate).isZero() ? split.data : null

  const errorOf = (field: DepositField) => (edited[field] ? undefined : request.errors[field])
  const otherError = request.errors.method
  const set = (field: DepositField, value: string) => {
    setValues(current => ({ ...current, [field]: value }))
    setEdited(current => ({ ...current, [field]: true }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setEdited({})
    dispatch(depositSubmitted({ amount: values.amount.trim(), method, reference: values.reference.trim() }))
  }

  return (
    <form className="card deposit-form" noValidate aria-labelledby="deposit-form-title" onSubmit={submit}>
      <h2 id="deposit-form-title">Tell us about your transfer</h2>
      <p className="wallet-muted">After paying by {method === 'UPI' ? 'UPI' : 'NEFT/IMPS'}, enter the amount and the bank or UPI reference number (UTR): 12 digits for UPI/IMPS, 16 characters for NEFT, 22 for RTGS.</p>
      <Field label="Amount (INR)" name="amount" inputMode="decimal" autoComplete="off" value={values.amount}
        onChange={event => set('amount', leadingZerosOff(event.target.value))} error={errorOf('amount')} maxLength={16} />
      <Field label={method === 'UPI' ? 'UPI reference (UTR)' : 'Transaction reference (UTR)'} name="reference" autoComplete="off"
        value={values.reference} onChange={event => set('reference', event.target.value)} error={errorOf('reference')} maxLength={32}
        placeholder="e.g. 412345678901" />
      {gst && (
        <dl className="tds-preview deposit-split" aria-live="polite" aria-label="GST on this deposit">
          <div><dt>You pay</dt><dd>{inr(gst.gross)}</dd></div>
          <div><dt>GST ({new Decimal(gst.gstRate).times(100).toString()}%, inside the amount)</dt><dd>{inr(gst.gst)}</dd></div>
          <div><dt>Credited to your cash wallet</dt><dd>{inr(gst.credited)}</dd></div>
        </dl>
      )}
      {otherError && <p role="alert" className="field__error">{otherError}</p>}
      {request.status === 'sent' && <p role="status" className="wallet-success">{request.message}</p>}
      <SubmitActions label="Submit deposit request" busyLabel="Submitting…" busy={sending} />
    </form>
  )
}
