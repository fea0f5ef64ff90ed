import { useEffect, useState, type FormEvent } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { Link } from 'react-router-dom'
import { helpIssueSubject, OTHER_SUBJECT, validateHelpIssue } from '@arena/domain'
import { Field } from '../../ui/Field'
import { helpFormReset, helpIssueSubmitted } from './playerSlice'
import { HELP_SUBJECTS } from './subjects'
import { selectHelpForm } from './slice'
import { stashFile } from '../../app/fileStash'
import { useImagePick } from './useImagePick'
import { SubmitActions } from '../../ui/SubmitActions'
import './support.css'

type HelpField = 'subject' | 'otherSubject' | 'description' | 'issueImage'
const empty = { subject: '', otherSubject: '', description: '' }

/** /help-center: the issue form (spec sections 2 and 5, Help issue). */
export function HelpCenterPage() {
  const dispatch = useDispatch()
  const request = useSelector(selectHelpForm)
  const [values, setValues] = useState(empty)
  const [touched, setTouched] = useState<Partial<Record<HelpField, boolean>>>({})
  const [edited, setEdited] = useState(false)
  const image = useImagePick()
  const errors = validateHelpIssue({ ...values, issueImage: image.check })
  const errorOf = (field: HelpField) => (touched[field] ? errors[field] : undefined) ?? (edited ? undefined : request.errors[field])
  const sending = request.status === 'sending'

  useEffect(() => {
    if (request.status !== 'done') return
    setValues(empty)
    setTouched({})
    image.clear()
    dispatch(helpFormReset())
  }, [request.status])

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues(current => ({ ...current, [field]: event.target.value }))
    setTouched(current => ({ ...current, [field]: true }))
    setEdited(true)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched({ subject: true, otherSubject: true, description: true, issueImage: true })
    setEdited(false)
    if (Object.keys(errors).length > 0) return
    // Spec: with Others, the typed subject is title-cased before sending.
    const payload = { subject: helpIssueSubject(values), description: values.description.trim() }
    dispatch(helpIssueSubmitted(image.file ? { ...payload, fileId: stashFile(image.file) } : payload))
  }

  return (
    <section className="support-page" aria-labelledby="help-center-title">
      <div className="support-page__head">
        <h1 id="help-center-title">Help Center</h1>
        <Link to="/help-history">Ticket history</Link>
      </div>
      <form className="support-card" noValidate aria-label="Submit a ticket" onSubmit={submit}>
        <div className="field">
          <label htmlFor="help-subject">Subject</label>
          <select id="help-subject" name="subject" value={values.subject} onChange={set('subject')}
            aria-invalid={errorOf('subject') ? true : undefined} aria-describedby={errorOf('subject') ? 'help-subject-error' : undefined}>
            <option value="">Select subject</option>
            {HELP_SUBJECTS.map(subject => <option key={subject} value={subject}>{subject}</option>)}
          </select>
          {errorOf('subject') && <p id="help-subject-error" className="field__error">{errorOf('subject')}</p>}
        </div>
        {values.subject === OTHER_SUBJECT && (
          <Field label="Other Subject" name="otherSubject" value={values.otherSubject} onChange={set('otherSubject')} error={errorOf('otherSubject')} maxLength={100} />
        )}
        <Field label="Description" multiline name="description" value={values.description} onChange={set('description')} error={errorOf('description')} maxLength={5000} />
        <div className="field">
          <label htmlFor="help-image">Issue Image (optional, max 10 MB)</label>
          <input id="help-image" key={image.inputKey} type="file" accept="image/jpeg,image/png,image/gif"
            aria-invalid={errorOf('issueImage') ? true : undefined}
            onChange={event => { void image.onChange(event); setTouched(current => ({ ...current, issueImage: true })); setEdited(true) }} />
          {errorOf('issueImage') && <p className="field__error">{errorOf('issueImage')}</p>}
        </div>
        <SubmitActions label="Submit" busyLabel="Submitting…" busy={sending} />
      </form>
    </section>
  )
}
