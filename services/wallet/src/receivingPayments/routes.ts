import type { FastifyInstance } from 'fastify'
import { paymentStreams, type UnmatchedReasonName } from '@arena/contracts'
import { normalizeReference, playModeMessages } from '@arena/domain'
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '@arena/service-kit'
import { derivedId } from '../adapters/eventIds'
import type { AccountStatus } from '../ports'
import type { WalletHandlers } from '../adapters/walletHandlers'
import { WalletInputInvalid, WalletRefused, walletMessages as m, type WalletRefusal } from '../domain/errors'
import type { WalletRouteDeps } from '../adapters/routeDeps'
import { asHttp } from '../adapters/errorMap'
import { signatureValid } from './webhookSignature'
import { DecimalAmountField, field, form, reply, routeSchema, Type } from '@arena/contracts'
import { walletForm } from '../adapters/requestFields'

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
    scoped.post('/api/payments/webhook', {
      schema: routeSchema('wallet', {
        description: 'The payment provider\'s signed deposit notice (HMAC of the raw body in x-signature)',
        body: paymentNotice,
        response: reply({ status: Type.Boolean(), message: Type.Optional(Type.String()) }),
      }),
    }, async request => {
      const raw = typeof request.body === 'string' ? request.body : ''
      if (!signatureValid(deps.webhookSecret, raw, request.headers['x-signature'])) throw unauthorized('Invalid signature')
      // Free play takes no money in: refused before anything (a reference claim, a provider deposit) is written.
      if (deps.playMode === 'free') throw forbidden(playModeMessages.depositsOff)
      const notice = parseNotice(raw)
      return asHttp(() => apply(deps, notice))
    })
  })
}

const EVENT_ID_MAX_CHARS = 200

/** The provider's notice, as this route reads it (the raw bytes are parsed here, after the signature check). */
const paymentNotice = form({
  eventId: field('the provider\'s notice id'), status: field('success or failed'), depositId: field('our deposit id, when known'),
  userId: field('player'), amount: DecimalAmountField('INR'), reference: field('provider reference'), method: field('NEFT/IMPS or UPI'),
})

function parseNotice(raw: string): Notice {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw badRequest('Body is not JSON')
  }
  // This route parses its own body: walletForm repeats the shared parser's NUL check (PostgreSQL cannot store one).
  const fields = walletForm(paymentNotice, body)
  const { eventId, status } = fields
  if (!eventId) throw badRequest('eventId is required', { eventId: 'eventId is required' })
  // It becomes part of command ids kept in events; the provider's ids are far shorter than this.
  if (eventId.length > EVENT_ID_MAX_CHARS) throw badRequest('eventId is too long', { eventId: `eventId must be at most ${EVENT_ID_MAX_CHARS} characters` })
  if (status !== 'success' && status !== 'failed') throw badRequest('status must be success or failed', { status: 'status must be success or failed' })
  const notice: Notice = { eventId, status }
  for (const key of ['depositId', 'userId', 'amount', 'reference', 'method'] as const) {
    const value = fields[key]
    if (value !== undefined) notice[key] = value
  }
  if (!notice.depositId && !(notice.userId && notice.amount && notice.reference)) {
    throw badRequest('depositId or userId, amount and reference are required', { depositId: 'depositId or userId, amount and reference are required' })
  }
  return notice
}

type NoticeCause = { actor: string; correlationId: string }

async function apply(deps: WalletRouteDeps, notice: Notice) {
  const { handlers, clock } = deps
  const cause = { actor: 'system:payments', correlationId: derivedId(`provider\n${notice.eventId}`) }
  const at = clock.now().toISOString()
  const located = await locate(deps, notice, at, cause)
  if ('unmatched' in located) throw await unmatched(deps, notice, located, at, cause)
  const { userId, depositId } = located
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

type Located = { userId: string; depositId: string } | { unmatched: UnmatchedReasonName; userId: string; depositId: string | null; detail?: string }

const reasonOf: Record<Exclude<AccountStatus, 'active'>, UnmatchedReasonName> = { unknown: 'unknownUser', blocked: 'blockedUser', deleted: 'deletedUser' }

/**
 * The deposit a notice is about; a paid transfer nobody filed is recorded as a provider deposit.
 * Money is applied only to an active user's own deposit: a notice for an unknown, blocked or
 * deleted user, or quoting a reference another user's deposit holds, is unmatched.
 */
async function locate(deps: WalletRouteDeps, notice: Notice, at: string, cause: NoticeCause): Promise<Located> {
  if (notice.depositId) {
    let userId = deps.view.depositOwner(notice.depositId)
    if (!userId) await deps.catchUp()
    userId ??= deps.view.depositOwner(notice.depositId)
    if (!userId) throw notFound(m.depositNotFound)
    const status = await deps.accounts.statusOf(userId)
    if (status !== 'active') return { unmatched: reasonOf[status], userId, depositId: notice.depositId }
    return { userId, depositId: notice.depositId }
  }
  const userId = notice.userId!
  const status = await deps.accounts.statusOf(userId)
  if (status !== 'active') return { unmatched: reasonOf[status], userId, depositId: null }
  const reference = normalizeReference(notice.reference!)
  const holder = await deps.handlers.claims.holder(reference)
  if (holder && holder.userId !== userId) return { unmatched: 'referenceClaimed', userId, depositId: null }
  if (holder) return holder
  // Deposits filed before references were claimed across users are found in the user's own wallet.
  const state = await deps.handlers.state(userId)
  const known = [...state.deposits].find(([, d]) => d.reference === reference && d.status !== 'rejected')
  if (known) return { userId, depositId: known[0] }
  const depositId = derivedId(`provider-deposit\n${userId}\n${notice.eventId}`)
  try {
    await requestByProvider(deps.handlers, { userId, depositId, at, notice }, cause)
  } catch (error) {
    // Money the bank says arrived but the wallet will not take (above a cap, beyond the player's own
    // deposit limit, during their break): keep it in sight for a refund.
    if (error instanceof WalletInputInvalid || (error instanceof WalletRefused && refusedMoney.has(error.reason))) {
      return { unmatched: 'refusedByWallet', userId, depositId: null, detail: error.message }
    }
    throw error
  }
  return { userId, depositId }
}

const refusedMoney = new Set<WalletRefusal>(['walletLimitReached', 'depositLimitReached', 'onBreak'])

const unmatchedMessages: Record<UnmatchedReasonName, string> = {
  unknownUser: 'No such user: payment recorded as unmatched',
  blockedUser: 'User is blocked: payment recorded as unmatched',
  deletedUser: 'User account is deleted: payment recorded as unmatched',
  referenceClaimed: 'This reference is already used by another deposit: payment recorded as unmatched',
  refusedByWallet: 'The wallet refused this deposit: payment recorded as unmatched',
}

/**
 * Records the notice on its own `payment-<id>` stream for operations (shown in the admin
 * deposits area) and answers with the 4xx to send back. The event id derives from the
 * provider's event id, so a redelivered notice is recorded once.
 */
async function unmatched(deps: WalletRouteDeps, notice: Notice, found: Extract<Located, { unmatched: string }>, at: string, cause: NoticeCause): Promise<HttpError> {
  const id = derivedId(`unmatched-payment\n${notice.eventId}`)
  const fact = {
    type: 'PaymentUnmatched' as const,
    data: {
      eventId: notice.eventId, reason: found.unmatched, userId: found.userId, depositId: found.depositId,
      amount: notice.amount ?? null, reference: notice.reference ?? null, method: notice.method ?? null,
      ...(found.detail ? { detail: found.detail } : {}),
    },
  }
  await deps.handlers.recordUnmatched(paymentStreams.unmatched(id), fact, { correlationId: cause.correlationId, causationId: null, actor: cause.actor, at })
  const message = found.detail ? `${unmatchedMessages[found.unmatched]} (${found.detail})` : unmatchedMessages[found.unmatched]
  return found.unmatched === 'referenceClaimed' ? conflict(message, { reference: m.depositReferenceUsed }) : new HttpError(422, message, undefined, 'PAYMENT_UNMATCHED')
}

function requestByProvider(handlers: WalletHandlers, p: { userId: string; depositId: string; at: string; notice: Notice }, cause: { actor: string }) {
  const method = p.notice.method === 'NEFT/IMPS' ? 'NEFT/IMPS' : 'UPI'
  return handlers.requestDeposit({
    commandId: `provider:${p.notice.eventId}:request`, at: p.at, userId: p.userId, depositId: p.depositId,
    amount: p.notice.amount!, method, reference: p.notice.reference!, requestedBy: 'provider',
  }, cause)
}
