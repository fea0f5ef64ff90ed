import type { FastifyInstance } from 'fastify'
import type { AdminDepositRowDto } from '@arena/contracts'
import { principalOf } from '@arena/service-kit'
import { derivedId } from '../adapters/eventIds'
import { asHttp } from '../adapters/errorMap'
import { commandIdOf, reasonForm, settlementQuery, statusFilter, walletForm } from '../adapters/requestFields'
import { adminActor, foundAfterCatchUp, routeOptions, type ById, type WalletRouteDeps } from '../adapters/routeDeps'
import { WalletInputInvalid, walletMessages as m } from '../domain/errors'
import { anyObject, dataReply, DecimalAmountField, field, form, params, reply, routeSchema, rows, Type, Ack, NoBody } from '@arena/contracts'

const methods = ['NEFT/IMPS', 'UPI'] as const

const depositRequestForm = form({ amount: DecimalAmountField('INR'), method: field('NEFT/IMPS (default) or UPI'), reference: field('bank or UPI reference') })

/** Adding money: the player files a deposit, an admin confirms or rejects it (the provider's webhook is beside). */
export function depositRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, view, clock } = deps
  const { admin, authenticated, base } = routeOptions(deps)
  const actor = adminActor
  const depositOwner = (id: string) => foundAfterCatchUp(deps.catchUp, () => view.depositOwner(id), m.depositNotFound)

  // The player's own deposit requests: pending ones are waiting for review, rejected ones say why.
  app.get('/api/deposit-requests', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s deposit requests', response: dataReply(rows('deposit requests')) }) }, async request => ({ status: true, data: view.playerDeposits(principalOf(request).id) }))

  app.post('/api/deposit-request', { ...authenticated, schema: routeSchema('wallet', { description: 'Files a deposit for review', body: depositRequestForm, response: reply({ status: Type.Boolean(), message: Type.String(), data: Type.Optional(anyObject('the request')) }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(depositRequestForm, request.body)
      const userId = principalOf(request).id
      const method = fields.method ?? 'NEFT/IMPS'
      if (!(methods as readonly string[]).includes(method)) throw new WalletInputInvalid({ method: 'Please select NEFT/IMPS or UPI' })
      const commandId = commandIdOf(request)
      const result = await handlers.requestDeposit({
        commandId, at: clock.now().toISOString(), userId, depositId: derivedId(`deposit\n${userId}\n${commandId}`),
        amount: fields.amount ?? '', method: method as (typeof methods)[number],
        reference: fields.reference ?? '', requestedBy: 'user',
      }, { actor: userId })
      const event = result.events.find(e => e.type === 'DepositRequested')
      const data = event?.type === 'DepositRequested' ? { _id: event.data.depositId, amount: event.data.amount, status: 'pending' } : undefined
      return { status: true, message: 'Deposit request submitted', data }
    }),
  )


  // Rows carry identity's facts (who filed it, who to pay) so an operator can match and pay from the queue alone.
  app.get('/api/admin/deposits', { ...admin, schema: routeSchema('wallet', { description: 'Admin: the deposit queue', querystring: settlementQuery, response: dataReply(rows('deposits with their players')) }) }, async request => {
    const rows = view.deposits(statusFilter(walletForm(settlementQuery, request.query).status))
    const data: AdminDepositRowDto[] = await Promise.all(rows.map(async row => ({
      ...row, player: await deps.players.contactOf(row.userId), referenceUsedBefore: view.referenceUsedBefore(row._id),
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

  app.post<ById>('/api/admin/deposits/:id/reject', { ...admin, schema: routeSchema('wallet', { description: 'Admin: rejects a deposit', params: params({ id: Type.String() }), body: reasonForm, response: Ack }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(reasonForm, request.body)
      const depositId = request.params.id
      const userId = await depositOwner(depositId)
      const reason = fields.reason ?? ''
      await handlers.rejectDeposit({ ...base(request), userId, depositId, reason, rejectedBy: actor(request) }, { actor: actor(request) })
      return { status: true, message: 'Deposit rejected' }
    }),
  )
}
