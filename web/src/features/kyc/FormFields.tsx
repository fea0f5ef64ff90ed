import { useId, type ChangeEvent, type ReactNode } from 'react'

interface Described {
  label: string
  error?: string | undefined
}

/** Ties a control to its label and its error text, as ui/Field does for inputs. */
function useDescribed(error: string | undefined) {
  const id = useId()
  const errorId = `${id}-error`
  return { id, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } }
}

const ErrorText = ({ id, error }: { id: string; error?: string | undefined }) =>
  error ? <p id={id} className="field__error">{error}</p> : null

/** The field's frame: its label, the control, an optional hint and the error announced with it. */
function FieldFrame({ id, label, errorId, error, hint, children }: { id: string; label: string; errorId: string; error?: string | undefined; hint?: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="kyc-muted">{hint}</p>}
      <ErrorText id={errorId} error={error} />
    </div>
  )
}

/** A labelled select whose error is announced with it. */
export function SelectField({ label, error, name, value, options, onChange, placeholder = 'Select' }: Described & {
  name: string
  value: string
  options: readonly (string | { value: string; label: string })[]
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  placeholder?: string
}) {
  const { id, errorId, aria } = useDescribed(error)
  return (
    <FieldFrame id={id} label={label} errorId={errorId} error={error}>
      <select id={id} name={name} value={value} onChange={onChange} {...aria}>
        <option value="">{placeholder}</option>
        {options.map(option => {
          const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option
          return <option key={v} value={v}>{l}</option>
        })}
      </select>
    </FieldFrame>
  )
}

/** A labelled file input; `accept` only helps the picker, the content is checked before sending. */
export function FileField({ label, error, name, accept, onChange, hint }: Described & {
  name: string
  accept: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  hint?: string
}) {
  const { id, errorId, aria } = useDescribed(error)
  return (
    <FieldFrame id={id} label={label} errorId={errorId} error={error} hint={hint}>
      <input id={id} type="file" name={name} accept={accept} onChange={onChange} {...aria} />
    </FieldFrame>
  )
}

export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif'
