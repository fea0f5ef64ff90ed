import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Field } from '../../ui/Field'
import { Modal } from '../../ui/Modal'
import type { QueueState } from './wallet/slice'

interface QueueActionDialogProps {
  title: string
  /** What is being decided, shown before the admin commits. */
  summary: ReactNode
  submitLabel: string
  /** 'reason' for rejections (required by the server), 'payoutReference' for completions (optional). */
  input?: 'reason' | 'payoutReference'
  action: QueueState<unknown>['action']
  onSubmit: (text: string) => void
  onClose: () => void
}

/**
 * The one dialog every queue decision goes through, so nothing moves money on a single
 * click: it shows what will happen, asks for the reason or reference, and closes only once
 * the server said yes (a refusal stays on screen beside the field).
 */
export function QueueActionDialog({ title, summary, submitLabel, input, action, onSubmit, onClose }: QueueActionDialogProps) {
  const [text, setText] = useState('')
  const [edited, setEdited] = useState(false)
  useEffect(() => {
    if (action.status === 'done') onClose()
  }, [action.status, onClose])
  const sending = action.status === 'sending'
  const fieldError = input && !edited ? action.errors[input] : undefined
  const otherError = action.status === 'failed' && !fieldError && !edited ? action.message : null

  function submit(event: FormEvent) {
    event.preventDefault()
    setEdited(false)
    onSubmit(text.trim())
  }

  return (
    <Modal open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="queue-dialog__summary">{summary}</div>
        {input === 'reason' && (
          <Field label="Reject reason" multiline name="reason" value={text} maxLength={500} error={fieldError}
            onChange={event => { setText(event.target.value); setEdited(true) }} />
        )}
        {input === 'payoutReference' && (
          <Field label="Payout reference (optional)" name="payoutReference" value={text} maxLength={100} error={fieldError}
            onChange={event => { setText(event.target.value); setEdited(true) }} />
        )}
        {otherError && <p role="alert" className="field__error">{otherError}</p>}
        <div className="form-actions">
          <button type="submit" className={`button ${input === 'reason' ? 'button--ghost' : 'button--primary'}`} disabled={sending}>
            {sending ? 'Saving…' : submitLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Modal>
  )
}
