import type { FastifyInstance } from 'fastify'
import type { AdminWithdrawalRowDto } from '@arena/contracts'
import { principalOf } from '@arena/service-kit'
import { derivedId } from '../adapters/eventIds'
import { asHttp } from '../adapters/errorMap'
import { commandIdOf, reasonForm, settlementQuery, statusFilter, walletForm } from '../adapters/requestFields'
import { adminActor, foundAfterCatchUp, routeOptions, type ById, type WalletRouteDeps } from '../adapters/routeDeps'
import { walletMessages as m, walletMessages } from '../domain/errors'
import { workingLines } from '../payingTax/tdsStatement'
import { anyObject, dataReply, field, form, params, publicApi, publicRouteSchema, reply, routeSchema, rows, Type, Ack } from '@arena/contracts'

const withdrawalsCompleteForm = form({ payoutReference: field('bank reference, optional') })

/** Taking winnings out: the player asks, an admin pays (completes) or rejects it. */
export function withdrawalRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, view, clock } = deps
  const { admin, authenticated, base } = routeOptions(deps)
  const actor = adminActor
  const withdrawalOwner = (id: string) => foundAfterCatchUp(deps.catchUp, () => view.withdrawalOwner(id), m.withdrawalNotFound)

  app.post('/api/withdral-request-add', { ...authenticated, schema: publicRouteSchema('wallet', publicApi['POST /api/withdral-request-add']) }, async request =>
    asHttp(async () => {
      const fields = walletForm(publicApi['POST /api/withdral-request-add'].body, request.body)
      const userId = principalOf(request).id
      const commandId = commandIdOf(request)
      const result = await handlers.requestWithdrawal({
        commandId, at: clock.now().toISOString(), userId, withdrawalId: derivedId(`withdrawal\n${userId}\n${commandId}`),
        amount: fields.amount ?? '', bankAccountId: fields.bank_account_id ?? '',
      }, { actor: userId })
      const event = result.events.find(e => e.type === 'WithdrawalRequested')
      if (event?.type !== 'WithdrawalRequested') return { status: true, message: walletMessages.withdrawalSubmitted }
      const { withdrawalId, amount, tds } = event.data
      const percent = tds.working ? '30% of net winnings' : `${tds.inputs.rateNumerator}/${tds.inputs.rateDenominator}`
      const working = { policy: tds.policy, working: tds.working ?? null, lines: workingLines(tds) }
      return { status: true, message: walletMessages.withdrawalSubmitted, data: { _id: withdrawalId, amount, tds: tds.tax, paid: tds.paid, tdsRate: percent, balances: result.balances, ...working } }
    }),
  )
  app.get('/api/admin/withdrawals', { ...admin, schema: routeSchema('wallet', { description: 'Admin: the withdrawal queue', querystring: settlementQuery, response: dataReply(rows('withdrawals with payee and hold')) }) }, async request => {
    const rows = view.withdrawals(statusFilter(walletForm(settlementQuery, request.query).status))
    const data: AdminWithdrawalRowDto[] = await Promise.all(rows.map(async row => ({
      ...row, hold: deps.holdOf(row._id), player: await deps.players.contactOf(row.userId), payee: await deps.players.payoutAccountOf(row.userId, row.bank_detail_id),
    })))
    return { status: true, data }
  })

  app.post<ById>('/api/admin/withdrawals/:id/complete', { ...admin, schema: routeSchema('wallet', { description: 'Admin: marks a withdrawal paid (large ones need a second admin)', params: params({ id: Type.String() }), body: withdrawalsCompleteForm, response: Ack }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(withdrawalsCompleteForm, request.body)
      const withdrawalId = request.params.id
      const userId = await withdrawalOwner(withdrawalId)
      const payoutReference = fields.payoutReference ?? null
      const result = await handlers.completeWithdrawal({ ...base(request), userId, withdrawalId, completedBy: actor(request), payoutReference }, { actor: actor(request) })
      const firstOfTwo = result.events.some(e => e.type === 'WithdrawalApproved')
      return { status: true, message: firstOfTwo ? m.withdrawalFirstApproval : 'Withdrawal completed' }
    }),
  )

  app.post<ById>('/api/admin/withdrawals/:id/reject', { ...admin, schema: routeSchema('wallet', { description: 'Admin: rejects a withdrawal, returning the money', params: params({ id: Type.String() }), body: reasonForm, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the user and balances') }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(reasonForm, request.body)
      const withdrawalId = request.params.id
      const userId = await withdrawalOwner(withdrawalId)
      const reason = fields.reason ?? ''
      const result = await handlers.rejectWithdrawal({ ...base(request), userId, withdrawalId, reason, rejectedBy: actor(request) }, { actor: actor(request) })
      return { status: true, message: 'Withdrawal rejected', data: { userId, balances: result.balances } }
    }),
  )
}
