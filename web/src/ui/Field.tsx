import { useId, type InputHTMLAttributes } from 'react'

type FieldProps = {
  label: string
  error?: string | undefined
  multiline?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id'>

/** A labelled input whose error is announced with it (aria-describedby), not only painted red. */
export function Field({ label, error, multiline = false, ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, ...input }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...shared} /> : <input {...shared} />}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
