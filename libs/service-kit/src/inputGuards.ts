import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

const NUL = '\u0000'
export const nulNotAllowed = 'Contains a character that is not allowed'

/** Where (`a.b.0`) a string in `value` holds a NUL; undefined when none does. */
export function nulAt(value: unknown, path = ''): string | undefined {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`)
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulAt(item, at(index))
      if (found) return found
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes(NUL) ? at(key.replaceAll(NUL, '')) : nulAt(item, at(key))
    if (found) return found
  }
  return undefined
}

const refuseNul = (field: string) => badRequest('Please check the highlighted fields', { [field]: nulNotAllowed })

/**
 * Input rules no handler should have to repeat:
 * - a JSON body is an object of fields: a bare array, string, number or null (or a text/plain
 *   body) would reach handlers that read it as "no fields given", and a call with no input
 *   (delete-account) would then act on garbage;
 * - no text holds a NUL: PostgreSQL cannot store one in text or jsonb, so it would fail the write
 *   with a 500 instead of a refusal. Bodies, path parameters and query strings are all checked.
 * The default JSON parser is kept for its prototype-poisoning checks.
 */
export function guardInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return done(badRequest('The request body must be a JSON object'), undefined)
      const field = nulAt(value)
      if (field) return done(refuseNul(field), undefined)
      done(null, value)
    })
  })
  app.addHook('preValidation', async request => {
    const field = nulAt(request.params) ?? nulAt(request.query)
    if (field) throw refuseNul(field)
  })
}
