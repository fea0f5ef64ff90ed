import type { FastifyRequest } from 'fastify'
// The scope registers @fastify/multipart; its types add isMultipart() and parts() to the request.
import type {} from '@fastify/multipart'
import { badRequest } from './errors'
import { disallowedCharacterAt, characterNotAllowed } from './inputGuards'

/** An uploaded file as a form carried it: at most the route's limit, `truncated` when more was sent. */
export interface FormFile {
  bytes: Buffer
  truncated: boolean
}

export interface MultipartLimits {
  /** The file fields the route reads; any other file part is drained and dropped. */
  files: readonly string[]
  /** The most bytes of a file kept; busboy stops reading past it, so a big upload never sits whole in memory. */
  maxFileBytes: number
  /** Largest text part; a longer one is refused, not cut. */
  fieldBytes: number
  /** Most text parts. */
  fields: number
  /** A field sent twice: its values joined with commas (a list sent as repeated parts), or the last kept. */
  repeated?: 'join' | 'last'
}

/**
 * The one multipart reader: text parts (NUL refused, as the JSON parser refuses it; PostgreSQL
 * cannot store one) and the named file parts, each held to the limit.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<{ fields: Record<string, string>; files: Record<string, FormFile> }> {
  const fields: Record<string, string> = {}
  const files: Record<string, FormFile> = {}
  // throwFileSizeLimit is honoured by parts() at run time though its type omits it: a cut part is flagged, not thrown.
  const options = { limits: { fileSize: limits.maxFileBytes, files: limits.files.length + 2, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.fields + limits.files.length + 2 }, throwFileSizeLimit: false }
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'file') {
      const chunks: Buffer[] = []
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk)
      const bytes = Buffer.concat(chunks)
      // Browsers send an empty, nameless file part when nothing was chosen.
      if (limits.files.includes(part.fieldname) && (bytes.length > 0 || part.filename)) files[part.fieldname] = { bytes, truncated: part.file.truncated }
      continue
    }
    if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`, { [part.fieldname]: `${part.fieldname} is too long` })
    if (typeof part.value !== 'string') continue
    const earlier = fields[part.fieldname]
    fields[part.fieldname] = earlier !== undefined && limits.repeated === 'join' ? `${earlier},${part.value}` : part.value
  }
  const field = disallowedCharacterAt(fields)
  if (field) throw badRequest('Please check the highlighted fields', { [field]: characterNotAllowed })
  return { fields, files }
}
