import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { readMultipart, type FormFile } from './multipart'

/** An uploaded file, held to the route's limit: `truncated` says more was sent than was kept. */
export type SubmittedFile = FormFile

export interface FormBodyOptions {
  /** The multipart field that carries the upload; none: file parts are read and dropped. */
  fileField?: string
  /** The most bytes of the upload kept; busboy stops reading past it, so a big file never sits whole in memory. */
  maxFileBytes?: number
  /** The longest text field; a longer one is refused, not cut (default 40 000 bytes). */
  fieldBytes?: number
  /** The most text fields read (default 20). */
  fields?: number
}

const uploads = new WeakMap<FastifyRequest, SubmittedFile>()

/** The upload {@link formBody} set aside for this request, if one was sent. */
export function uploadedFile(request: FastifyRequest): SubmittedFile | undefined {
  return uploads.get(request)
}

/**
 * A form's body as text at the edge, before the route's schema checks it: a multipart form (its
 * upload set aside for {@link uploadedFile}) or a JSON body both become `{ field: text }`, so the
 * route's TypeBox schema sees one shape and the handler gets typed text fields. Numbers and
 * booleans are read as their text; repeated fields and arrays of text are joined with commas
 * (a pair list sent either way); other values are dropped as if not sent.
 */
export function formBody(options: FormBodyOptions = {}): preValidationAsyncHookHandler {
  return async request => {
    if (!request.isMultipart()) {
      request.body = textFields(request.body)
      return
    }
    const { fields, files } = await readMultipart(request, { files: options.fileField ? [options.fileField] : [], maxFileBytes: options.maxFileBytes ?? 0, fieldBytes: options.fieldBytes ?? 40_000, fields: options.fields ?? 20, repeated: 'join' })
    const upload = options.fileField ? files[options.fileField] : undefined
    if (upload) uploads.set(request, upload)
    request.body = fields
  }
}

function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (typeof body !== 'object' || body === null) return fields
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value)
    else if (Array.isArray(value) && value.every(v => typeof v === 'string')) fields[key] = value.join(',')
  }
  return fields
}
