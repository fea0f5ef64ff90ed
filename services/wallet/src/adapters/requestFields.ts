import type { FastifyRequest } from 'fastify'
import { newId } from '@arena/contracts'
import { badRequest } from '@arena/service-kit'

/**
 * A string field of a JSON body (or query); absent or null is not given. Any other value is
 * refused: read as "not given" it would let an optional field take its default (a deposit
 * `method` of 5 becoming NEFT/IMPS) and the call succeed on garbage.
 */
export function text(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined
  if (value === undefined || value === null || typeof value === 'string') return value ?? undefined
  throw badRequest('Please check the highlighted fields', { [name]: 'Must be text' })
}

/**
 * An amount field. Strings are taken as typed; a JSON number is accepted too, because a number
 * literal of up to 15 significant digits prints back exactly as it was written (`100.5` ->
 * "100.5"), and anything odd (`1e21`) prints in a form the decimal check then refuses.
 */
export function amountText(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value : undefined
}

/**
 * The command id of a request: the client's `idempotency-key` header when sent (so a resent
 * request changes nothing), else a fresh id.
 */
export function commandIdOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key']
  return typeof key === 'string' && key.trim() !== '' && key.length <= 200 ? key.trim() : newId()
}

const statuses = ['pending', 'success', 'rejected'] as const
export type SettlementFilter = (typeof statuses)[number] | undefined

export function statusFilter(query: unknown): SettlementFilter {
  const raw = text(query, 'status')
  if (raw === undefined || raw === '') return undefined
  if ((statuses as readonly string[]).includes(raw)) return raw as SettlementFilter
  throw badRequest('Unknown status', { status: `status must be one of ${statuses.join(', ')}` })
}
