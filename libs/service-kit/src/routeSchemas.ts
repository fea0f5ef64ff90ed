import { Type, type TProperties, type TSchema } from '@sinclair/typebox'
import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'

/**
 * Marks a request schema whose fields the handler checks itself, because the spec gives each bad
 * field its own wording (section 5) that a generic schema error would replace. The schema still
 * says what the call takes, for the OpenAPI document and the web client; fastify does not enforce it.
 */
export const HANDLER_CHECKS = 'x-handler-checks'

/** A form the handler validates field by field with the spec's messages (see {@link HANDLER_CHECKS}). */
export function form<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: true, [HANDLER_CHECKS]: true, ...(description ? { description } : {}) })
}

/** A JSON answer with the fields named; other fields may appear (answers are serialized with JSON.stringify). */
export function reply<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) })
}

/** The one error body (errors.ts), as every 4xx answers. */
export const ErrorReply = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'field name to the message shown beside it' })),
})

/** `{ status, message }`, the spec's plain acknowledgement. */
export const Ack = reply({ status: Type.Boolean(), message: Type.Optional(Type.String()) })

/** A file answer (image, video, CSV, evidence bundle): not JSON. */
export const FileReply = Type.Unsafe<unknown>({ description: 'the file\'s bytes with its content type' })

/** Path parameters: always strings, so a schema here can never change a message. */
export const params = <P extends TProperties>(properties: P) => Type.Object(properties)

/** A JSON value of any shape (open objects the handler passes through). */
export const anyValue = (description: string): TSchema => Type.Unknown({ description })

function handlerChecks(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as Record<string, unknown>)[HANDLER_CHECKS] === true
}

type BuildValidator = ReturnType<typeof AjvCompiler>

/**
 * fastify's own ajv compiler, except for schemas marked {@link HANDLER_CHECKS}: those pass through
 * to the handler untouched, so a bad field keeps the spec's message.
 */
export function validatorFactory(): BuildValidator {
  const ajv = AjvCompiler()
  return ((externalSchemas: unknown, options: unknown) => {
    const build = (ajv as (a: unknown, b: unknown) => (route: { schema: unknown }) => unknown)(externalSchemas, options)
    return (route: { schema: unknown }) => (handlerChecks(route.schema) ? () => true : build(route))
  }) as unknown as BuildValidator
}

/** One route as registered, for the route-table test and tools. */
export interface RegisteredRoute {
  method: string
  url: string
  schema?: FastifySchema & Record<string, unknown>
}

const table = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/** Records every route added to `app` from now on (hooks reach routes in child scopes too). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = []
  table.set(app, routes)
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] })
  })
}

/** The routes recorded by {@link recordRoutes}; HEAD twins of GET routes included as fastify adds them. */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return table.get(app) ?? []
}
