import { useId, useState, type InputHTMLAttributes } from 'react'

type PasswordFieldProps = { label: string; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id' | 'type'>

/** A password box with a show/hide toggle; the toggle says its state to screen readers (aria-pressed). */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [shown, setShown] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button type="button" className="password-field__toggle" aria-pressed={shown} aria-label={`Show ${label.toLowerCase()}`} onClick={() => setShown(value => !value)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
