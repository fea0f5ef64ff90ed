import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { HANDLER_CHECKS } from '@arena/contracts'

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
