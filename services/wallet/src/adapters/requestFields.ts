import type { FastifyRequest } from 'fastify'
import { field, form, newId, query } from '@arena/contracts'
import { badRequest, parseForm, type FormSchema } from '@arena/service-kit'
import type { Static } from '@arena/contracts'

/**
 * The command id of a request: the client's `idempotency-key` header when sent (so a resent
 * request changes nothing), else a fresh id.
 */
export function commandIdOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key']
  return typeof key === 'string' && key.trim() !== '' && key.length <= 200 ? key.trim() : newId()
}

/**
 * A wallet body or query as its route's schema declares it. Only amounts may come as JSON numbers
 * (a number literal prints back as typed); a number anywhere else is refused: read as its text, a
 * `method` of 5 would be judged as the word "5".
 */
export const walletForm = <S extends FormSchema>(schema: S, body: unknown): Static<S> => parseForm(schema, body, { numbersIn: ['amount'] })

const statuses = ['pending', 'success', 'rejected'] as const
export type SettlementFilter = (typeof statuses)[number] | undefined

/** An admin's refusal of a request (a deposit, a withdrawal, a held prize): why, shown to the player. */
export const reasonForm = form({ reason: field('why') })

/** The queues' `?status=`: one schema for the deposit and withdrawal lists. */
export const settlementQuery = query({ status: field('pending, completed, rejected or all') })

export function statusFilter(raw: string | undefined): SettlementFilter {
  if (raw === undefined || raw === '') return undefined
  if ((statuses as readonly string[]).includes(raw)) return raw as SettlementFilter
  throw badRequest('Unknown status', { status: `status must be one of ${statuses.join(', ')}` })
}
