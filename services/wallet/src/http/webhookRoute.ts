import type { FastifyInstance } from 'fastify'
import { badRequest, notFound, nulAt, nulNotAllowed, unauthorized } from '@arena/service-kit'
import { derivedId } from '../app/eventIds'
import type { WalletHandlers } from '../app/walletHandlers'
import { WalletRefused, walletMessages as m } from '../domain/errors'
import type { WalletRouteDeps } from './deps'
import { asHttp } from './errorMap'
import { amountText, text } from './requestFields'
import { signatureValid } from './webhookSignature'

interface Notice {
  eventId: string
  status: 'success' | 'failed'
  depositId?: string
  userId?: string
  amount?: string
  reference?: string
  method?: string
}

/**
 * The payment provider's notice that a deposit was paid (or failed). Signed with HMAC-SHA256
 * over the raw body; anything unsigned is refused before it is even parsed. Command ids come
 * from the provider's event id, so however often one notice is delivered it applies once.
 */
export async function webhookRoute(app: FastifyInstance, deps: WalletRouteDeps): Promise<void> {
  // Own scope: the signature covers the exact bytes, so this route must see the body unparsed.
  await app.register(async scoped => {
    scoped.removeContentTypeParser('application/json')
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    scoped.post('/api/payments/webhook', async request => {
      const raw = typeof request.body === 'string' ? request.body : ''
      if (!signatureValid(deps.webhookSecret, raw, request.headers['x-signature'])) throw unauthorized('Invalid signature')
      const notice = parseNotice(raw)
      return asHttp(() => apply(deps, notice))
    })
  })
}

const EVENT_ID_MAX_CHARS = 200

function parseNotice(raw: string): Notice {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw badRequest('Body is not JSON')
  }
  // This route parses its own body, so the shared parser's NUL check (PostgreSQL cannot store one) is repeated here.
  const nul = nulAt(body)
  if (nul) throw badRequest('Please check the highlighted fields', { [nul]: nulNotAllowed })
  const eventId = text(body, 'eventId')
  const status = text(body, 'status')
  if (!eventId) throw badRequest('eventId is required', { eventId: 'eventId is required' })
  // It becomes part of command ids kept in events; the provider's ids are far shorter than this.
  if (eventId.length > EVENT_ID_MAX_CHARS) throw badRequest('eventId is too long', { eventId: `eventId must be at most ${EVENT_ID_MAX_CHARS} characters` })
  if (status !== 'success' && status !== 'failed') throw badRequest('status must be success or failed', { status: 'status must be success or failed' })
  const notice: Notice = { eventId, status }
  for (const key of ['depositId', 'userId', 'amount', 'reference', 'method'] as const) {
    const value = key === 'amount' ? amountText(body, key) : text(body, key)
    if (value !== undefined) notice[key] = value
  }
  if (!notice.depositId && !(notice.userId && notice.amount && notice.reference)) {
    throw badRequest('depositId or userId, amount and reference are required', { depositId: 'depositId or userId, amount and reference are required' })
  }
  return notice
}

async function apply(deps: WalletRouteDeps, notice: Notice) {
  const { handlers, clock } = deps
  const cause = { actor: 'system:payments', correlationId: derivedId(`provider\n${notice.eventId}`) }
  const at = clock.now().toISOString()
  const { userId, depositId } = await locate(deps, notice, at, cause)
  const commandId = `provider:${notice.eventId}`
  try {
    if (notice.status === 'success') {
      await handlers.confirmDeposit({ commandId, at, userId, depositId, confirmedBy: commandId, ...(notice.amount ? { amount: notice.amount } : {}) }, cause)
    } else {
      await handlers.rejectDeposit({ commandId, at, userId, depositId, reason: 'Payment failed at provider', rejectedBy: commandId }, cause)
    }
  } catch (error) {
    // Another notice (or an admin) settled it first: acknowledge, so the provider stops resending.
    if (error instanceof WalletRefused && error.reason === 'depositNotPending') return { status: true, message: 'Already settled' }
    throw error
  }
  return { status: true, message: 'Processed' }
}

/** The deposit a notice is about; a paid transfer nobody filed is recorded as a provider deposit. */
async function locate(deps: WalletRouteDeps, notice: Notice, at: string, cause: { actor: string; correlationId: string }) {
  if (notice.depositId) {
    let userId = deps.view.depositOwner(notice.depositId)
    if (!userId) await deps.catchUp()
    userId ??= deps.view.depositOwner(notice.depositId)
    if (!userId) throw notFound(m.depositNotFound)
    return { userId, depositId: notice.depositId }
  }
  const userId = notice.userId!
  const state = await deps.handlers.state(userId)
  const known = [...state.deposits].find(([, d]) => d.reference === notice.reference!.trim() && d.status !== 'rejected')
  if (known) return { userId, depositId: known[0] }
  const depositId = derivedId(`provider-deposit\n${userId}\n${notice.eventId}`)
  await requestByProvider(deps.handlers, { userId, depositId, at, notice }, cause)
  return { userId, depositId }
}

function requestByProvider(handlers: WalletHandlers, p: { userId: string; depositId: string; at: string; notice: Notice }, cause: { actor: string }) {
  const method = p.notice.method === 'NEFT/IMPS' ? 'NEFT/IMPS' : 'UPI'
  return handlers.requestDeposit({
    commandId: `provider:${p.notice.eventId}:request`, at: p.at, userId: p.userId, depositId: p.depositId,
    amount: p.notice.amount!, method, reference: p.notice.reference!, requestedBy: 'provider',
  }, cause)
}
