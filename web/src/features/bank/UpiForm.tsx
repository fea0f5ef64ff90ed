import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { selectBankPage, upiSubmitted } from './slice'
import { SubmitActions } from '../../ui/SubmitActions'

/** Add UPI: one UPI ID of the form xxxx@xxxx. */
export function UpiForm() {
  const dispatch = useAppDispatch()
  const { upiForm } = useAppSelector(selectBankPage)
  const [upiid, setUpiid] = useState('')
  return (
    <form
      className="kyc-form"
      aria-label="Add UPI"
      noValidate
      onSubmit={event => {
        event.preventDefault()
        dispatch(upiSubmitted(upiid))
      }}
    >
      <Field label="UPI ID" placeholder="xxxx@xxxx" name="upiid" value={upiid} error={upiForm.errors.upiid} onChange={event => setUpiid(event.target.value)} />
      <SubmitActions label="Add UPI" busyLabel="Saving…" busy={upiForm.status === 'sending'} disabled={upiForm.status === 'saved'} />
    </form>
  )
}
