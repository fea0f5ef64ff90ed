import type { FastifyRequest } from 'fastify'
import { principalOf, type Guards } from '@arena/service-kit'
import type { UploadedFile } from '@arena/domain'
import type { Actor, Upload } from '../ports'
import type { TicketQueries } from '../readModel/ticketQueries'
import type { TicketCommands } from './ticketCommands'

/** What support's routes use, built once by createSupportModule. */
export interface SupportRouteDeps {
  guards: Guards
  commands: TicketCommands
  tickets: TicketQueries
}

/** The caller, always from the token; ids in a body never say who asks. */
export const actorOf = (request: FastifyRequest): Actor => principalOf(request)

/** Text fields are short; a description longer than this is refused, not cut. */
const FIELD_BYTES = 20_000

/** A ticket form's multipart limits: one image in `issueImage`, held to the route's size. */
export const ticketFormLimits = (maxFileBytes: number) => ({ files: ['issueImage'], maxFileBytes, fieldBytes: FIELD_BYTES, fields: 10 })

/** An upload as the shared file rules judge it: its size (over the limit when cut) and first bytes. */
export const asUploaded = (upload: Upload): UploadedFile => ({ size: upload.truncated ? upload.bytes.length + 1 : upload.bytes.length, header: upload.bytes.subarray(0, 16) })

export const ticketIdRequired = 'Ticket id is required'

/** The ticket id a call names (`_id`): required, trimmed. */
export function ticketIdOf(id: string | undefined, errors: Record<string, string>): string {
  if (id === undefined || id.trim() === '') errors._id = ticketIdRequired
  return (id ?? '').trim()
}
