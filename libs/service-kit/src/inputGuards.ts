import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

export const characterNotAllowed = 'Contains a character that is not allowed'

/**
 * Whether the text holds what PostgreSQL cannot store: a NUL (in text or jsonb), or half of a
 * UTF-16 surrogate pair with no other half (JSON can spell one, `"\ud800"`, but it is not a
 * character and has no UTF-8 form). A loop over the code units, on every string of every body.
 */
function unstorable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit === 0) return true
    if (unit < 0xd800 || unit > 0xdfff) continue
    const next = text.charCodeAt(i + 1)
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true
    i++
  }
  return false
}

/** Where (`a.b.0`) a string in `value` holds a character that cannot be stored; undefined when none does. */
export function disallowedCharacterAt(value: unknown, path = ''): string | undefined {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`)
  if (typeof value === 'string') return unstorable(value) ? path || 'body' : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = disallowedCharacterAt(item, at(index))
      if (found) return found
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const found = unstorable(key) ? at([...key].filter(character => !unstorable(character)).join('')) : disallowedCharacterAt(item, at(key))
    if (found) return found
  }
  return undefined
}

const refuseCharacter = (field: string) => badRequest('Please check the highlighted fields', { [field]: characterNotAllowed })

/**
 * Input rules no handler should have to repeat:
 * - a JSON body is an object of fields: a bare array, string, number or null (or a text/plain
 *   body) would reach handlers that read it as "no fields given", and a call with no input
 *   (delete-account) would then act on garbage;
 * - no text holds a NUL or a lone surrogate: PostgreSQL cannot store either, so it would fail the
 *   write with a 500 instead of a refusal. Bodies, path parameters and query strings are all checked.
 * The default JSON parser is kept for its prototype-poisoning checks.
 */
export function guardInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return done(badRequest('The request body must be a JSON object'), undefined)
      // A NUL or half a pair reaches JSON text only as a `\u` escape (the body is decoded UTF-8,
      // and a raw control character is not valid JSON): a body without one is not walked.
      const field = (body as string).includes('\\u') ? disallowedCharacterAt(value) : undefined
      if (field) return done(refuseCharacter(field), undefined)
      done(null, value)
    })
  })
  app.addHook('preValidation', async request => {
    const field = disallowedCharacterAt(request.params) ?? disallowedCharacterAt(request.query)
    if (field) throw refuseCharacter(field)
  })
}
