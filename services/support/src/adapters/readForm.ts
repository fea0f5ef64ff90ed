import type { FastifyRequest } from 'fastify'
import { badRequest, nulAt, nulNotAllowed } from '@arena/service-kit'

export interface SubmittedFile {
  /** At most the route's limit; `truncated` says more was sent. */
  bytes: Buffer
  truncated: boolean
}

export interface SubmittedForm {
  fields: Record<string, string>
  file: SubmittedFile | undefined
}

/** Text fields are short; a description longer than this is refused, not cut. */
const FIELD_BYTES = 20_000

/**
 * Reads a ticket form: multipart (with the upload in `fileField`) or, without an upload, JSON.
 * The file is held to `maxFileBytes`; busboy stops reading past it, so an oversized upload
 * never sits whole in memory.
 */
export async function readForm(request: FastifyRequest, fileField: string, maxFileBytes: number): Promise<SubmittedForm> {
  if (!request.isMultipart()) return { fields: stringFields(request.body), file: undefined }
  const fields: Record<string, string> = {}
  let file: SubmittedFile | undefined
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: FIELD_BYTES, parts: 11 } })
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = []
      for await (const chunk of part.file) chunks.push(chunk as Buffer)
      const bytes = Buffer.concat(chunks)
      // Browsers send an empty, nameless file part when nothing was chosen.
      if (part.fieldname === fileField && (bytes.length > 0 || part.filename)) file = { bytes, truncated: part.file.truncated }
      continue
    }
    if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`, { [part.fieldname]: `${part.fieldname} is too long` })
    if (typeof part.value === 'string') fields[part.fieldname] = part.value
  }
  // JSON bodies are checked by the parser; form fields arrive here unchecked, and PostgreSQL cannot store a NUL.
  const nul = nulAt(fields)
  if (nul) throw badRequest('Please check the highlighted fields', { [nul]: nulNotAllowed })
  return { fields, file }
}

function stringFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (typeof body !== 'object' || body === null) return fields
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value
  return fields
}
