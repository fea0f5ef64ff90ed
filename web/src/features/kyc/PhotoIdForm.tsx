import { GENDERS } from '@arena/domain'
import { Field } from '../../ui/Field'
import { FileField, IMAGE_TYPES, SelectField } from './FormFields'
import { useStepForm } from './useStepForm'

const DOC_TYPES = [
  { value: 'id', label: 'Aadhaar card' },
  { value: 'ps', label: 'Passport' },
  { value: 'li', label: 'Driving licence' },
]
const DOC_LENGTH: Record<string, number> = { id: 12, ps: 8, li: 16 }

/** interMediateUpdate: document type and number, the names, gender and birth date on it, and both sides. */
export function PhotoIdForm({ initial }: { initial: { fname: string; lname: string; gender: string; dob: string } }) {
  const form = useStepForm('photoId', { docType: 'id', documentNo: '', ...initial })
  const { errors } = form
  return (
    <form onSubmit={form.onSubmit} noValidate className="kyc-form">
      <SelectField label="Document type" options={DOC_TYPES} error={errors.docType} {...form.text('docType')} />
      <Field label="Document number" error={errors.documentNo} maxLength={DOC_LENGTH[form.values.docType] ?? 16}
        {...form.text('documentNo', raw => (form.values.docType === 'id' ? raw.replace(/\D/g, '') : raw))} />
      <Field label="First name" error={errors.fname} autoComplete="given-name" {...form.text('fname')} />
      <Field label="Last name" error={errors.lname} autoComplete="family-name" {...form.text('lname')} />
      <SelectField label="Gender" options={GENDERS} error={errors.gender} {...form.text('gender')} />
      <Field label="Date of birth" type="date" error={errors.dob} {...form.text('dob')} />
      <FileField label="Front image" accept={IMAGE_TYPES} hint="jpg, jpeg, png or gif, 10 KB to 10 MB" error={errors.fImage} {...form.file('fImage')} />
      <FileField label="Back image" accept={IMAGE_TYPES} hint="jpg, jpeg, png or gif, 10 KB to 10 MB" error={errors.bImage} {...form.file('bImage')} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.sending}>
          {form.sending ? 'Submitting…' : 'Submit photo ID'}
        </button>
      </div>
    </form>
  )
}
