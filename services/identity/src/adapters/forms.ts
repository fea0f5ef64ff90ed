import type { Static, TSchema } from '@arena/contracts'
import { badRequest, nulAt, nulNotAllowed } from '@arena/service-kit'

export const notSingleValue = 'Must be a single value'

/** A form schema: an object of named fields (contracts' `form`, `query`). */
export type FormSchema = TSchema & { properties: Record<string, TSchema> }

/**
 * A form as its route's TypeBox schema declares it: each declared field as the text the client
 * sent (numbers and booleans as typed), absent when not sent; undeclared fields are dropped.
 * Identity's forms are marked handler-checked (the spec words each bad field itself), so this is
 * where they are parsed: a list or an object under any name is refused before anything is read,
 * since read as "absent" it would let an optional field fall back to its default (a KYC `type`
 * to phone) on garbage. Nothing has been changed when this throws.
 */
export function parseForm<S extends FormSchema>(schema: S, body: unknown): Static<S> {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const lists = Object.keys(record).filter(name => typeof record[name] === 'object' && record[name] !== null)
  if (lists.length > 0) throw badRequest('Please check the highlighted fields', Object.fromEntries(lists.map(name => [name, notSingleValue])))
  // JSON bodies are checked by the parser; multipart fields arrive here unchecked.
  const nul = nulAt(record)
  if (nul) throw badRequest('Please check the highlighted fields', { [nul]: nulNotAllowed })
  const form: Record<string, string> = {}
  for (const name of Object.keys(schema.properties)) {
    const value = record[name]
    if (typeof value === 'string') form[name] = value
    else if (typeof value === 'number' || typeof value === 'boolean') form[name] = String(value)
  }
  return form as Static<S>
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

/** `?page=` as a whole number from 1, and a page size limited to the spec's table choices. */
export function paging(query: { page?: string; limit?: string }, defaultSize: number): { page: number; size: number } {
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1)
  const asked = Number.parseInt(query.limit ?? '', 10)
  const size = [10, 20, 50].includes(asked) ? asked : defaultSize
  return { page, size }
}
