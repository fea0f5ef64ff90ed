import { ApiError } from '../../app/api'
import type { Refusal } from './requestState'
import { takeFile } from '../../app/fileStash'

export function toRefusal(error: unknown): Refusal {
  if (error instanceof ApiError) return { message: error.message, errors: error.errors }
  return { message: 'Something went wrong, please try again', errors: {} }
}

/** The multipart body of a ticket form; the image goes under the spec's field name, issueImage. */
export function ticketForm(fields: Record<string, string>, fileId: string | undefined): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  const file = takeFile(fileId)
  if (file) form.set('issueImage', file, file.name)
  return form
}
