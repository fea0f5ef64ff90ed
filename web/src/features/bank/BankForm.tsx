import { useState, type FormEvent } from 'react'
import { INDIAN_BANKS } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { stashFile } from '../../app/fileStash'
import { Field } from '../../ui/Field'
import { FileField, IMAGE_TYPES, SelectField } from '../kyc/FormFields'
import { SampleChequeModal } from './SampleChequeModal'
import { bankDetailSubmitted, selectBankPage, type BankFields } from './slice'
import { SubmitActions } from '../../ui/SubmitActions'

const EMPTY: BankFields = { bankName: '', accountNo: '', ifscCode: '', branchName: '' }

/**
 * Add Bank: bank from the fixed list, account number (digits, 6-18), holder name fixed from
 * the profile, IFSC (4 letters then 7 digits), branch, and a cancelled cheque image.
 */
export function BankForm({ holder }: { holder: string }) {
  const dispatch = useAppDispatch()
  const { bankForm } = useAppSelector(selectBankPage)
  const [values, setValues] = useState(EMPTY)
  const [cheque, setCheque] = useState<File | undefined>()
  const [sampleOpen, setSampleOpen] = useState(false)
  const errors = bankForm.errors
  const bind = (field: keyof BankFields, clean: (raw: string) => string = raw => raw) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues(current => ({ ...current, [field]: clean(event.target.value) })),
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    dispatch(bankDetailSubmitted({ fields: values, ...(cheque ? { chequeImage: stashFile(cheque) } : {}) }))
  }
  return (
    <form onSubmit={submit} noValidate className="kyc-form" aria-label="Add bank">
      <SelectField label="Bank name" options={INDIAN_BANKS} placeholder="Select bank" error={errors.bankName} {...bind('bankName')} />
      <Field label="Account number" inputMode="numeric" maxLength={18} error={errors.accountNo} {...bind('accountNo', raw => raw.replace(/\D/g, ''))} />
      <Field label="Account holder name" value={holder} readOnly error={errors.accountHolderName} />
      <Field label="IFSC code" maxLength={11} autoCapitalize="characters" error={errors.ifscCode} {...bind('ifscCode', raw => raw.toUpperCase().replace(/\s/g, ''))} />
      <Field label="Branch name" error={errors.branchName} {...bind('branchName')} />
      <FileField label="Cancelled cheque image" accept={IMAGE_TYPES} hint="jpg, jpeg, png or gif, up to 10 MB" error={errors.cancelledChequeImage}
        name="cancelledChequeImage" onChange={event => setCheque(event.target.files?.[0])} />
      <button type="button" className="link-button" onClick={() => setSampleOpen(true)}>
        View sample cheque
      </button>
      <SampleChequeModal open={sampleOpen} onClose={() => setSampleOpen(false)} />
      <SubmitActions label="Add bank" busyLabel="Saving…" busy={bankForm.status === 'sending'} disabled={bankForm.status === 'saved'} />
    </form>
  )
}
