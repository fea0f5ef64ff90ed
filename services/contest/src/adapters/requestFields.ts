import { badRequest } from '@arena/service-kit'
import type { Ticked } from '../domain/state'

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/** A contest id from the body under any of the names the spec's calls use for it. */
export function contestIdOf(body: unknown, ...names: string[]): string {
  const fields = bodyOf(body)
  for (const name of names) {
    const value = fields[name]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  throw badRequest('Contest id is required', { [names[0]!]: 'Contest id is required' })
}

const truthy = (value: unknown): boolean => value === true || value === 'true' || value === 1 || value === '1' || value === 'on'

/**
 * The ticked wallets of the payment modal. One place in the spec's client sends a single
 * `checked` value naming one wallet; it is read as that wallet alone.
 */
export function tickedOf(body: unknown): Ticked {
  const fields = bodyOf(body)
  if (typeof fields.checked === 'string' && ['cash', 'winning', 'reward'].includes(fields.checked)) {
    return { cash: fields.checked === 'cash', winning: fields.checked === 'winning', reward: fields.checked === 'reward' }
  }
  return { cash: truthy(fields.cashWalletChecked), winning: truthy(fields.winningWalletChecked), reward: truthy(fields.rewardWalletChecked) }
}

/**
 * The client's `idempotency-key` header, when sent (up to 200 characters): the same key names the
 * same contest, so a request resent after a crash finishes what the first began.
 */
export function requestKeyOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const key = request.headers['idempotency-key']
  return typeof key === 'string' && key.trim() !== '' && key.length <= 200 ? key.trim() : undefined
}
