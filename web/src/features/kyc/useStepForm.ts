import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { stashFile } from '../../app/fileStash'
import type { KycStep } from './api'
import { selectKyc, stepSubmitted } from './slice'

/**
 * One KYC step's form: text values and chosen files kept here, checked and sent by the saga.
 * Files are stashed afresh on every submit, so a refused form can be sent again as it is.
 */
export function useStepForm<F extends string>(step: KycStep, initial: Record<F, string>) {
  const dispatch = useAppDispatch()
  const form = useAppSelector(selectKyc).steps[step]
  const [values, setValues] = useState(initial)
  const [files, setFiles] = useState<Record<string, File | undefined>>({})
  return {
    values,
    errors: form.errors,
    sending: form.status === 'sending',
    text: (field: F, clean: (raw: string) => string = raw => raw) => ({
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValues(current => ({ ...current, [field]: clean(event.target.value) })),
    }),
    file: (field: string) => ({
      name: field,
      onChange: (event: { target: { files: FileList | null } }) => setFiles(current => ({ ...current, [field]: event.target.files?.[0] })),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      const stashed = Object.fromEntries(Object.entries(files).flatMap(([name, file]) => (file ? [[name, stashFile(file)]] : [])))
      dispatch(stepSubmitted({ step, fields: values, files: stashed }))
    },
  }
}
