import { Type, type TProperties, type TSchema } from '@sinclair/typebox'

/**
 * Marks a request schema whose fields the handler checks itself, because the spec gives each bad
 * field its own wording (section 5) that a generic schema error would replace. The schema still
 * says what the call takes (OpenAPI document, web client); fastify does not enforce it.
 */
export const HANDLER_CHECKS = 'x-handler-checks'

/** The tag of the spec's section 7 calls: their paths, spellings and fields are the public wire contract. */
export const PUBLIC_CONTRACT_TAG = 'public-contract'

/** A form field as the client sends it: text (numbers and booleans are read as their text). */
export const field = (description: string) => Type.Optional(Type.String({ description }))

/** An uploaded file of a multipart form. */
export const fileField = (description: string) => Type.Optional(Type.String({ format: 'binary', description }))

/** A form the handler validates field by field with the spec's messages (see {@link HANDLER_CHECKS}). */
export function form<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: true, [HANDLER_CHECKS]: true, ...(description ? { description } : {}) })
}

/**
 * A form read as text at the edge (service-kit's `formBody`: multipart or JSON become text fields,
 * the upload set aside), then checked by this schema; the handler gets typed text. The spec's
 * wording for each bad value stays the handler's, so every field is text that may be missing.
 */
export function textForm<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: Type.String(), ...(description ? { description } : {}) })
}

/** No fields: the call is identified by its path and the caller's token; whatever is sent is ignored. */
export const NoBody = form({}, 'nothing is read from the body')

/** A JSON answer with the fields named; answers are serialized as the handler built them, other fields may appear. */
export function reply<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) })
}

/** The one error body every refusal answers with: a toast message and field-keyed texts. */
export const ErrorReply = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'field name to the message shown beside it' })),
})

/** `{ status, message }`, the plain acknowledgement. */
export const Ack = reply({ status: Type.Boolean(), message: Type.Optional(Type.String()) })

/** `{ status, data }` with the data described. */
export const dataReply = (data: TSchema, description?: string) => reply({ status: Type.Optional(Type.Boolean()), data }, description)

/** A list of open records (rows the screens read by name). */
export const rows = (description: string) => Type.Array(Type.Object({}, { additionalProperties: true }), { description })

/** Any JSON object (a record the handler passes through). */
export const anyObject = (description: string) => Type.Object({}, { additionalProperties: true, description })

/** A file answer (image, video, CSV, evidence bundle): its bytes with their content type, not JSON. */
export const FileReply = Type.Unsafe<unknown>({ description: 'the file\'s bytes with its content type' })

/** Path parameters: always text, so checking them can never change a message. */
export const params = <P extends TProperties>(properties: P) => Type.Object(properties)

/** A query string the handler reads leniently (paging, filters); never refused by schema. */
export const query = <P extends TProperties>(properties: P) => form(properties)

export interface RouteSchemaParts {
  description?: string
  body?: TSchema
  querystring?: TSchema
  params?: TSchema
  /** The 200 answer. */
  response: TSchema
  /** multipart/form-data instead of JSON. */
  multipart?: boolean
  /** One of the spec's section 7 calls. */
  publicContract?: boolean
}

/** A route's fastify schema: request parts, the answer and the error body, and its tags for the OpenAPI document. */
export function routeSchema(tag: string, parts: RouteSchemaParts) {
  return {
    tags: parts.publicContract ? [tag, PUBLIC_CONTRACT_TAG] : [tag],
    ...(parts.description ? { description: parts.description } : {}),
    ...(parts.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(parts.body ? { body: parts.body } : {}),
    ...(parts.querystring ? { querystring: parts.querystring } : {}),
    ...(parts.params ? { params: parts.params } : {}),
    response: { 200: parts.response, '4xx': ErrorReply },
  }
}

/** A money or quantity field: a decimal as text (a JSON number is read as its text). */
export const DecimalAmountField = (description: string) => field(`${description}; a decimal number`)

/** A section 7 call's route schema: its request and answer from {@link publicApi}, tagged public contract. */
export function publicRouteSchema(tag: string, call: { description: string; body?: TSchema; querystring?: TSchema; params?: TSchema; response: TSchema; multipart?: boolean }) {
  return routeSchema(tag, { ...call, publicContract: true })
}
