import type { FastifyInstance } from 'fastify'
import { derivedId } from '../app/eventIds'
import type { HistoryTable } from '../app/walletBalances'
import { principalOf } from '@arena/service-kit'
import { WalletInputInvalid, walletMessages } from '../domain/errors'
import type { WalletRouteDeps } from './deps'
import { asHttp } from './errorMap'
import { amountText, commandIdOf, text } from './requestFields'
import { workingLines } from '../audit/tdsStatement'
import { anyObject, dataReply, DecimalAmountField, field, form, publicApi, publicRouteSchema, reply, routeSchema, rows, Type, type PublicCallKey } from '@arena/contracts'

/** The spec's history calls (section 7) and the table each one reads. */
export const historyCalls: Record<string, HistoryTable> = {
  gettransaction: 'all',
  getTransactionWallet: 'cash',
  getTransactionWithdral: 'winning',
  getbonustransaction: 'reward',
  getrefferaltransaction: 'referral',
  user_withdrawal_list: 'withdrawals',
}

const methods = ['NEFT/IMPS', 'UPI'] as const

/** A player's wallet calls. The user is always the token's; ids in a body are ignored. */
export function playerRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, view, clock, guards } = deps
  const authenticated = { preHandler: guards.authenticate }

  app.get('/api/wallet-balance', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s cash, winning and reward balances', response: dataReply(anyObject('balances as decimal strings')) }) }, async request => ({ status: true, data: view.balances(principalOf(request).id) }))

  for (const [call, table] of Object.entries(historyCalls)) {
    app.post(`/api/${call}`, { ...authenticated, schema: publicRouteSchema('wallet', publicApi[`POST /api/${call}` as PublicCallKey]) }, async request => ({ status: true, data: view.history(principalOf(request).id, table) }))
  }

  // The player's own deposit requests: pending ones are waiting for review, rejected ones say why.
  app.get('/api/deposit-requests', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s deposit requests', response: dataReply(rows('deposit requests')) }) }, async request => ({ status: true, data: view.playerDeposits(principalOf(request).id) }))

  app.post('/api/deposit-request', { ...authenticated, schema: routeSchema('wallet', { description: 'Files a deposit for review', body: form({ amount: DecimalAmountField('INR'), method: field('NEFT/IMPS (default) or UPI'), reference: field('bank or UPI reference') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: Type.Optional(anyObject('the request')) }) }) }, async request =>
    asHttp(async () => {
      const userId = principalOf(request).id
      const method = text(request.body, 'method') ?? 'NEFT/IMPS'
      if (!(methods as readonly string[]).includes(method)) throw new WalletInputInvalid({ method: 'Please select NEFT/IMPS or UPI' })
      const commandId = commandIdOf(request)
      const result = await handlers.requestDeposit({
        commandId, at: clock.now().toISOString(), userId, depositId: derivedId(`deposit\n${userId}\n${commandId}`),
        amount: amountText(request.body, 'amount') ?? '', method: method as (typeof methods)[number],
        reference: text(request.body, 'reference') ?? '', requestedBy: 'user',
      }, { actor: userId })
      const event = result.events.find(e => e.type === 'DepositRequested')
      const data = event?.type === 'DepositRequested' ? { _id: event.data.depositId, amount: event.data.amount, status: 'pending' } : undefined
      return { status: true, message: 'Deposit request submitted', data }
    }),
  )

  app.post('/api/withdral-request-add', { ...authenticated, schema: publicRouteSchema('wallet', publicApi['POST /api/withdral-request-add']) }, async request =>
    asHttp(async () => {
      const userId = principalOf(request).id
      const commandId = commandIdOf(request)
      const result = await handlers.requestWithdrawal({
        commandId, at: clock.now().toISOString(), userId, withdrawalId: derivedId(`withdrawal\n${userId}\n${commandId}`),
        amount: amountText(request.body, 'amount') ?? '', bankAccountId: text(request.body, 'bank_account_id') ?? '',
      }, { actor: userId })
      const event = result.events.find(e => e.type === 'WithdrawalRequested')
      if (event?.type !== 'WithdrawalRequested') return { status: true, message: walletMessages.withdrawalSubmitted }
      const { withdrawalId, amount, tds } = event.data
      const percent = tds.working ? '30% of net winnings' : `${tds.inputs.rateNumerator}/${tds.inputs.rateDenominator}`
      const working = { policy: tds.policy, working: tds.working ?? null, lines: workingLines(tds) }
      return { status: true, message: walletMessages.withdrawalSubmitted, data: { _id: withdrawalId, amount, tds: tds.tax, paid: tds.paid, tdsRate: percent, balances: result.balances, ...working } }
    }),
  )
}
