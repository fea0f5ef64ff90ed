import type { FastifyRequest } from 'fastify'
import { badRequest, type Clock } from '@arena/service-kit'
import type { Cause } from '../app/commandRunner'

/** A reader of one form field as text: numbers and booleans as the client typed them, anything else absent. */
export type Fields = (name: string) => string | undefined

export function fieldsOf(body: unknown): Fields {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
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

/** The metadata basis of the events a request causes: its request id correlates them. */
export function causeOf(request: FastifyRequest, clock: Clock, actor?: string): Cause {
  return { actor: actor ?? request.principal?.id ?? 'anonymous', correlationId: String(request.id), at: clock.now() }
}

/** `?page=` as a whole number from 1, and a page size limited to the spec's table choices. */
export function paging(query: unknown, defaultSize: number): { page: number; size: number } {
  const fields = fieldsOf(query)
  const page = Math.max(1, Number.parseInt(fields('page') ?? '1', 10) || 1)
  const asked = Number.parseInt(fields('limit') ?? '', 10)
  const size = [10, 20, 50].includes(asked) ? asked : defaultSize
  return { page, size }
}
