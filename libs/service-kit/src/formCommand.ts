import type { FastifyRequest } from 'fastify'
import type { Static, TObject } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { badRequest } from './errors'
import { readMultipart, type FormFile, type MultipartLimits } from './multipart'

/** A request body as sent: its fields (JSON as parsed, or multipart's text parts) and its files. */
export interface FormBody {
  fields: Record<string, unknown>
  files: Record<string, FormFile>
}

/** A JSON body (or none) as a form without files. */
export const jsonForm = (body: unknown): FormBody => ({ fields: typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>) } : {}, files: {} })

export type FormLimits = Omit<MultipartLimits, 'repeated'>

/** The body of a form route: JSON as the parser left it, or multipart read by {@link readMultipart}. */
export async function readFormBody(request: FastifyRequest, limits: FormLimits): Promise<FormBody> {
  return request.isMultipart() ? readMultipart(request, limits) : jsonForm(request.body)
}

export type FieldErrors = Record<string, string>

/**
 * How one form becomes a typed command: its TypeBox schema (the route's own), the spec's text for
 * a field the schema refuses (a string shown under that field, or the errors to show instead),
 * and the spec's field rules on the typed fields. `check` adds what it finds to `errors` and
 * returns the command; any error at all refuses the form with the one error body.
 */
export interface FormRules<S extends TObject, C> {
  schema: S
  refused: Partial<Record<keyof Static<S> & string, string | FieldErrors>>
  check(fields: Static<S>, errors: FieldErrors, files: Record<string, FormFile>): C
}

/** A file field of the schema (format binary): read from multipart files, never from the fields. */
const isFileField = (schema: TObject, key: string) => (schema.properties[key] as { format?: string } | undefined)?.format === 'binary'

/**
 * Parses a body at the route's edge into a typed command. A field the schema refuses is dropped
 * before `check` sees it, and answered with the rules' text for it or else its `refused` text,
 * so a number sent for a text field gets the spec's wording, not the schema's; every bad field
 * is named at once. The message is the first error's text, as the spec's screens toast it.
 */
export function formCommand<S extends TObject, C>(rules: FormRules<S, C>, body: FormBody): C {
  const fields = Object.fromEntries(Object.entries(body.fields).filter(([key]) => !isFileField(rules.schema, key)))
  const errors: FieldErrors = {}
  for (const error of [...Value.Errors(rules.schema, fields)]) {
    const field = error.path.split('/')[1] ?? ''
    if (!(field in fields)) continue
    delete fields[field]
    const text = rules.refused[field as keyof Static<S> & string] ?? `${field} is invalid`
    Object.assign(errors, typeof text === 'string' ? { [field]: text } : text)
  }
  const checked: FieldErrors = {}
  const command = rules.check(fields as Static<S>, checked, body.files)
  // The rules' own order (the form's), with a refused field the rules did not name after them.
  const all = { ...checked, ...Object.fromEntries(Object.entries(errors).filter(([key]) => !(key in checked))) }
  const first = Object.values(all)[0]
  if (first !== undefined) throw badRequest(first, all)
  return command
}
