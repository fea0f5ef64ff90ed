import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AdminDepositRowDto, AdminWithdrawalRowDto } from '@arena/contracts'
import { notFound, principalOf } from '@arena/service-kit'
import { walletMessages as m } from '../domain/errors'
import type { WalletRouteDeps } from './deps'
import { asHttp } from './errorMap'
import { commandIdOf, statusFilter, text } from './requestFields'
import { Ack, anyObject, dataReply, field, form, NoBody, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'

type ById = { Params: { id: string } }

/** The admin's queues: confirm or reject filed deposits, complete or reject withdrawals. */
export function adminRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, view, clock, guards } = deps
  const admin = { preHandler: guards.requireAdmin }
  const actor = (request: FastifyRequest) => `admin:${principalOf(request).id}`
  const base = (request: FastifyRequest) => ({ commandId: commandIdOf(request), at: clock.now().toISOString() })

  /** The owner of a deposit or withdrawal; an id this instance has not seen yet may be another's fresh write. */
  async function ownerOf(find: (id: string) => string | undefined, id: string, message: string): Promise<string> {
    const known = find(id)
    if (known) return known
    await deps.catchUp()
    const owner = find(id)
    if (!owner) throw notFound(message)
    return owner
  }
  const depositOwner = (id: string) => ownerOf(i => view.depositOwner(i), id, m.depositNotFound)
  const withdrawalOwner = (id: string) => ownerOf(i => view.withdrawalOwner(i), id, m.withdrawalNotFound)

  // Rows carry identity's facts (who filed it, who to pay) so an operator can match and pay from the queue alone.
  app.get('/api/admin/deposits', { ...admin, schema: routeSchema('wallet', { description: 'Admin: the deposit queue', querystring: query({ status: field('pending, completed, rejected or all') }), response: dataReply(rows('deposits with their players')) }) }, async request => {
    const rows = view.deposits(statusFilter(request.query))
    const data: AdminDepositRowDto[] = await Promise.all(rows.map(async row => ({
      ...row, player: await deps.players.contactOf(row.userId), referenceUsedBefore: view.referenceUsedBefore(row._id),
    })))
    return { status: true, data }
  })
  app.get('/api/admin/withdrawals', { ...admin, schema: routeSchema('wallet', { description: 'Admin: the withdrawal queue', querystring: query({ status: field('pending, completed, rejected or all') }), response: dataReply(rows('withdrawals with payee and hold')) }) }, async request => {
    const rows = view.withdrawals(statusFilter(request.query))
    const data: AdminWithdrawalRowDto[] = await Promise.all(rows.map(async row => ({
      ...row, hold: deps.holdOf(row._id), player: await deps.players.contactOf(row.userId), payee: await deps.players.payoutAccountOf(row.userId, row.bank_detail_id),
    })))
    return { status: true, data }
  })
  // Signed payment notices nobody could be credited with: for operations to refund or match by hand.
  app.get('/api/admin/deposits/unmatched', { ...admin, schema: routeSchema('wallet', { description: 'Admin: signed payment notices nobody could be credited with', response: dataReply(rows('notices')) }) }, async () => ({ status: true, data: view.unmatchedPayments() }))

  app.post<ById>('/api/admin/deposits/:id/confirm', { ...admin, schema: routeSchema('wallet', { description: 'Admin: confirms a deposit (large ones need a second admin)', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the user and balances') }) }) }, async request =>
    asHttp(async () => {
      const depositId = request.params.id
      const userId = await depositOwner(depositId)
      const result = await handlers.confirmDeposit({ ...base(request), userId, depositId, confirmedBy: actor(request) }, { actor: actor(request) })
      const firstOfTwo = result.events.some(e => e.type === 'DepositApproved')
      return { status: true, message: firstOfTwo ? m.depositFirstApproval : 'Deposit confirmed', data: { userId, balances: result.balances } }
    }),
  )

  app.post<ById>('/api/admin/deposits/:id/reject', { ...admin, schema: routeSchema('wallet', { description: 'Admin: rejects a deposit', params: params({ id: Type.String() }), body: form({ reason: field('why') }), response: Ack }) }, async request =>
    asHttp(async () => {
      const depositId = request.params.id
      const userId = await depositOwner(depositId)
      const reason = text(request.body, 'reason') ?? ''
      await handlers.rejectDeposit({ ...base(request), userId, depositId, reason, rejectedBy: actor(request) }, { actor: actor(request) })
      return { status: true, message: 'Deposit rejected' }
    }),
  )

  app.post<ById>('/api/admin/withdrawals/:id/complete', { ...admin, schema: routeSchema('wallet', { description: 'Admin: marks a withdrawal paid (large ones need a second admin)', params: params({ id: Type.String() }), body: form({ payoutReference: field('bank reference, optional') }), response: Ack }) }, async request =>
    asHttp(async () => {
      const withdrawalId = request.params.id
      const userId = await withdrawalOwner(withdrawalId)
      const payoutReference = text(request.body, 'payoutReference') ?? null
      const result = await handlers.completeWithdrawal({ ...base(request), userId, withdrawalId, completedBy: actor(request), payoutReference }, { actor: actor(request) })
      const firstOfTwo = result.events.some(e => e.type === 'WithdrawalApproved')
      return { status: true, message: firstOfTwo ? m.withdrawalFirstApproval : 'Withdrawal completed' }
    }),
  )

  app.post<ById>('/api/admin/withdrawals/:id/reject', { ...admin, schema: routeSchema('wallet', { description: 'Admin: rejects a withdrawal, returning the money', params: params({ id: Type.String() }), body: form({ reason: field('why') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the user and balances') }) }) }, async request =>
    asHttp(async () => {
      const withdrawalId = request.params.id
      const userId = await withdrawalOwner(withdrawalId)
      const reason = text(request.body, 'reason') ?? ''
      const result = await handlers.rejectWithdrawal({ ...base(request), userId, withdrawalId, reason, rejectedBy: actor(request) }, { actor: actor(request) })
      return { status: true, message: 'Withdrawal rejected', data: { userId, balances: result.balances } }
    }),
  )
}
