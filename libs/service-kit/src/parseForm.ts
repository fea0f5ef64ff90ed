import type { Static, TSchema } from '@arena/contracts'
import { badRequest } from './errors'
import { disallowedCharacterAt, characterNotAllowed } from './inputGuards'

export const notSingleValue = 'Must be a single value'
export const notText = 'Must be text'

export interface ParseFormOptions {
  /**
   * Given: only these fields may arrive as JSON numbers (an amount, which prints back as typed);
   * a number or boolean anywhere else is refused, not read as its text. Absent: any field may.
   */
  numbersIn?: readonly string[]
}

/** A form schema: an object of named fields (contracts' `form`, `query`). */
export type FormSchema = TSchema & { properties: Record<string, TSchema> }

/**
 * A JSON body or query string as its route's TypeBox schema declares it, the typed value the
 * handler works on: each declared field as the text the client sent (numbers and booleans as
 * typed), absent when not sent; undeclared fields are dropped. A list or an object under any
 * name is refused before anything is read, since read as "absent" it would let an optional field
 * fall back to its default (a deposit `method` to NEFT/IMPS) on garbage. Nothing has been
 * changed when this throws.
 */
export function parseForm<S extends FormSchema>(schema: S, body: unknown, options: ParseFormOptions = {}): Static<S> {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const lists = Object.keys(record).filter(name => typeof record[name] === 'object' && record[name] !== null)
  if (lists.length > 0) throw badRequest('Please check the highlighted fields', Object.fromEntries(lists.map(name => [name, notSingleValue])))
  // JSON bodies are checked by the parser; multipart fields arrive here unchecked.
  const field = disallowedCharacterAt(record)
  if (field) throw badRequest('Please check the highlighted fields', { [field]: characterNotAllowed })
  const { numbersIn } = options
  const notTexts = numbersIn ? Object.keys(record).filter(name => ['number', 'boolean'].includes(typeof record[name]) && !numbersIn.includes(name)) : []
  if (notTexts.length > 0) throw badRequest('Please check the highlighted fields', Object.fromEntries(notTexts.map(name => [name, notText])))
  const form: Record<string, string> = {}
  for (const name of Object.keys(schema.properties)) {
    const value = record[name]
    if (typeof value === 'string') form[name] = value
    else if (typeof value === 'number' || typeof value === 'boolean') form[name] = String(value)
  }
  return form as Static<S>
}
