import type { FastifyRequest } from 'fastify'
import { badRequest, nulAt, nulNotAllowed, type Clock } from '@arena/service-kit'
import type { Cause } from '@arena/contracts'

/** A reader of one form field as text: numbers and booleans as the client typed them, null absent. */
export type Fields = (name: string) => string | undefined

export const notSingleValue = 'Must be a single value'

/**
 * Refuses a list or an object under any name before anything is read: no form sends one, and
 * read as "absent" it would let an optional field fall back to its default (a KYC `type` to
 * phone) on garbage. Checked up front, so a handler never meets it after it has written.
 */
export function fieldsOf(body: unknown): Fields {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const lists = Object.keys(record).filter(name => typeof record[name] === 'object' && record[name] !== null)
  if (lists.length > 0) throw badRequest('Please check the highlighted fields', Object.fromEntries(lists.map(name => [name, notSingleValue])))
  // JSON bodies are checked by the parser; multipart fields arrive here unchecked.
  const nul = nulAt(record)
  if (nul) throw badRequest('Please check the highlighted fields', { [nul]: nulNotAllowed })
  return name => {
    const value = record[name]
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    return undefined
  }
}

export const isChecked = (value: string | undefined): boolean => value !== undefined && ['true', '1', 'on', 'yes'].includes(value.toLowerCase())

/**
 * Refuses with the spec's field-keyed body when any rule failed; the first message doubles as
 * the toast text. Nothing has been changed when this throws.
 */
export function assertValid(errors: Partial<Record<string, string>>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)
  if (entries.length > 0) throw badRequest(entries[0]![1], Object.fromEntries(entries))
}

/**
 * Size limits for free-text fields the shared rules only check for content: without them one
 * anonymous form could store a megabyte of text in an event. `limits` maps a field to its label
 * and longest length; the answer has a message for each field that is too long.
 */
export function lengthErrors(input: Record<string, string | undefined>, limits: Record<string, [label: string, max: number]>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(limits).map(([field, [label, max]]) => [field, (input[field]?.length ?? 0) > max ? `${label} must be at most ${max} characters` : undefined]))
}

/** The metadata basis of the events a request causes: its request id correlates them. */
export function causeOf(request: FastifyRequest, clock: Clock, actor?: string): Cause {
  return { actor: actor ?? request.principal?.id ?? 'anonymous', correlationId: String(request.id), at: clock.now().toISOString() }
}

/** `?page=` as a whole number from 1, and a page size limited to the spec's table choices. */
export function paging(query: unknown, defaultSize: number): { page: number; size: number } {
  const fields = fieldsOf(query)
  const page = Math.max(1, Number.parseInt(fields('page') ?? '1', 10) || 1)
  const asked = Number.parseInt(fields('limit') ?? '', 10)
  const size = [10, 20, 50].includes(asked) ? asked : defaultSize
  return { page, size }
}
