import { INDIAN_STATES } from '@arena/contracts'
import { ADDRESS_DOCUMENT_TYPES } from '@arena/domain'
import { Field } from '../../ui/Field'
import { FileField, IMAGE_TYPES, SelectField } from './FormFields'
import { useStepForm } from './useStepForm'

const ADDRESS_LABELS: Record<(typeof ADDRESS_DOCUMENT_TYPES)[number], string> = {
  aadhar: 'Aadhaar card', drivingLicense: 'Driving licence', passport: 'Passport', utilityBill: 'Utility bill', bankPassbook: 'Bank passbook',
}

const Submit = ({ sending, label }: { sending: boolean; label: string }) => (
  <div className="form-actions">
    <button type="submit" className="button button--primary" disabled={sending}>{sending ? 'Submitting…' : label}</button>
  </div>
)

/** addressKyc: the proof's type, the state of residence on it, and its image (10 KB to 1 MB). */
export function AddressForm() {
  const form = useStepForm('address', { docTypeAddress: '', state: '' })
  const options = ADDRESS_DOCUMENT_TYPES.map(value => ({ value, label: ADDRESS_LABELS[value] }))
  return (
    <form onSubmit={form.onSubmit} noValidate className="kyc-form">
      <SelectField label="Address proof type" options={options} error={form.errors.docTypeAddress} {...form.text('docTypeAddress')} />
      <SelectField label="State" options={INDIAN_STATES} error={form.errors.state} {...form.text('state')} />
      <FileField label="Address proof image" accept={IMAGE_TYPES} hint="jpg, jpeg, png or gif, 10 KB to 1 MB" error={form.errors.addProof} {...form.file('addProof')} />
      <Submit sending={form.sending} label="Submit address proof" />
    </form>
  )
}

/** taxKyc: PAN number (letters and digits, at most 10) and its image. */
export function PanForm() {
  const form = useStepForm('pan', { panNo: '' })
  return (
    <form onSubmit={form.onSubmit} noValidate className="kyc-form">
      <Field label="PAN number" maxLength={10} autoCapitalize="characters" error={form.errors.panNo} {...form.text('panNo', raw => raw.toUpperCase())} />
      <FileField label="PAN card image" accept={IMAGE_TYPES} hint="jpg, jpeg, png or gif, 10 KB to 10 MB" error={form.errors.panDoc} {...form.file('panDoc')} />
      <Submit sending={form.sending} label="Submit PAN" />
    </form>
  )
}

/** videoKyc: a short face video, mp4 of 1 to 10 MB. */
export function VideoForm() {
  const form = useStepForm('video', {})
  return (
    <form onSubmit={form.onSubmit} noValidate className="kyc-form">
      <p className="kyc-muted">Record a short video of your face holding your photo ID.</p>
      <FileField label="Face video" accept="video/mp4" hint="mp4, 1 MB to 10 MB" error={form.errors.video} {...form.file('video')} />
      <Submit sending={form.sending} label="Submit video" />
    </form>
  )
}
