import type { FastifyRequest } from 'fastify'
import type { Static } from '@arena/contracts'
import { HttpError, parseForm, type FormSchema } from '@arena/service-kit'
import type { IdentityDeps } from './deps'
import { assertValid, lengthErrors } from './forms'
import { refusals } from './refusals'

type Brakes = Pick<IdentityDeps, 'limiters'>

/** Counts one anonymous form from `ip` (contact, subscription, reset email), or refuses when its window is full. */
export function admitForm(deps: Brakes, ip: string): void {
  if (deps.limiters.formsPerIp.retryAfterSeconds(ip) > 0) throw new HttpError(429, refusals.tooManyForms, undefined, 'TOO_MANY_REQUESTS')
  deps.limiters.formsPerIp.hit(ip)
}

/**
 * An anonymous form parsed by its schema and checked by its content rules and length limits
 * (content rules win, so a field that is both wrong and long shows the content message), then
 * counted against the caller's IP. Nothing is changed when it refuses.
 */
export function publicForm<S extends FormSchema>(
  deps: Brakes, request: FastifyRequest, schema: S,
  limits: Record<string, [label: string, max: number]>, rules: (input: Static<S>) => Partial<Record<string, string>>,
): Static<S> {
  const input = parseForm(schema, request.body)
  assertValid({ ...lengthErrors(input as Record<string, string | undefined>, limits), ...rules(input) })
  admitForm(deps, request.ip)
  return input
}
