import type { FastifyRequest } from 'fastify'
import { badRequest } from '@arena/service-kit'

export interface SubmittedForm {
  fields: Record<string, string>
  file: { bytes: Buffer; truncated: boolean } | undefined
}

/** Rules HTML is the longest field; anything longer is refused, not cut. */
const FIELD_BYTES = 40_000

/**
 * Reads the contest form: multipart (logo in `fileField`) or, without a logo, JSON. The file is
 * held to `maxFileBytes`; busboy stops reading past it, so an oversized upload never sits whole
 * in memory. JSON arrays (pairs) are joined with commas.
 */
export async function readForm(request: FastifyRequest, fileField: string, maxFileBytes: number): Promise<SubmittedForm> {
  if (!request.isMultipart()) return { fields: stringFields(request.body), file: undefined }
  const fields: Record<string, string> = {}
  let file: SubmittedForm['file']
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: FIELD_BYTES, parts: 21 } })
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
    if (typeof part.value === 'string') fields[part.fieldname] = fields[part.fieldname] === undefined ? part.value : `${fields[part.fieldname]},${part.value}`
  }
  return { fields, file }
}

function stringFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (typeof body !== 'object' || body === null) return fields
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value)
    else if (Array.isArray(value) && value.every(v => typeof v === 'string')) fields[key] = value.join(',')
  }
  return fields
}
