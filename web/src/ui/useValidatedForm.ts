import { useState, type ChangeEvent, type FormEvent } from 'react'

type Errors<F extends string> = Partial<Record<F, string>>

/**
 * Form values checked with a shared rule from @arena/domain on every change and on submit
 * (spec section 5, contact form); `onValid` runs only when the rule finds nothing.
 * Server errors passed in show until the player edits that field.
 */
export function useValidatedForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Errors<F>,
  serverErrors: Partial<Record<string, string>> = {},
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const [edited, setEdited] = useState<Partial<Record<F, boolean>>>({})
  const clientErrors = validate(values)

  const errorOf = (field: F): string | undefined =>
    (touched[field] ? clientErrors[field] : undefined) ?? (edited[field] ? undefined : serverErrors[field])

  return {
    values,
    errorOf,
    bind: (field: F) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
        const value = event.target.value
        setValues(current => ({ ...current, [field]: value }))
        setTouched(current => ({ ...current, [field]: true }))
        setEdited(current => ({ ...current, [field]: true }))
      },
    }),
    onSubmit: (onValid: (values: Record<F, string>) => void) => (event: FormEvent) => {
      event.preventDefault()
      const all = Object.fromEntries(Object.keys(initial).map(key => [key, true])) as Record<F, boolean>
      setTouched(all)
      setEdited({})
      if (Object.keys(validate(values)).length === 0) onValid(values)
    },
    reset: () => {
      setValues(initial)
      setTouched({})
      setEdited({})
    },
  }
}
