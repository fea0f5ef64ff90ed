import { useEffect, useState, type FormEvent } from 'react'
import { validateSupportReply } from '@arena/domain'
import { Field } from '../../ui/Field'
import type { RequestState } from './requestState'
import { stashFile } from '../../app/fileStash'
import { useImagePick } from './useImagePick'
import { SubmitActions } from '../../ui/SubmitActions'

export interface ReplyFormProps {
  request: RequestState
  onSend: (values: { description: string; fileId?: string }) => void
  /** Called after a sent reply has cleared the form, so the request state can go back to idle. */
  onSent: () => void
}

/** The reply editor: description and an optional image (max 1 MB), checked with the spec's rules. */
export function ReplyForm({ request, onSend, onSent }: ReplyFormProps) {
  const [description, setDescription] = useState('')
  const [touched, setTouched] = useState(false)
  // Server errors stay beside the fields until the player edits the form again.
  const [edited, setEdited] = useState(false)
  const image = useImagePick()
  const errors = validateSupportReply({ description, issueImage: image.check })
  const sending = request.status === 'sending'
  const errorOf = (field: 'description' | 'issueImage') => (touched ? errors[field] : undefined) ?? (edited ? undefined : request.errors[field])
  const changed = () => {
    setTouched(true)
    setEdited(true)
  }

  useEffect(() => {
    if (request.status !== 'done') return
    setDescription('')
    setTouched(false)
    image.clear()
    onSent()
  }, [request.status])

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setEdited(false)
    if (Object.keys(errors).length > 0) return
    onSend(image.file ? { description, fileId: stashFile(image.file) } : { description })
  }

  return (
    <form className="reply-form" noValidate aria-label="Reply" onSubmit={submit}>
      <Field label="Description" multiline name="description" value={description} error={errorOf('description')}
        onChange={event => { setDescription(event.target.value); changed() }} />
      <div className="field">
        <label htmlFor="reply-image">Image (optional)</label>
        <input id="reply-image" key={image.inputKey} type="file" accept="image/jpeg,image/png,image/gif"
          aria-invalid={errorOf('issueImage') ? true : undefined} onChange={event => { void image.onChange(event); changed() }} />
        {errorOf('issueImage') && <p className="field__error">{errorOf('issueImage')}</p>}
      </div>
      <SubmitActions label="Send" busyLabel="Sending…" busy={sending} />
    </form>
  )
}
