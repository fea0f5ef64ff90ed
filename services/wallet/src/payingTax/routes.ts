import type { FastifyInstance } from 'fastify'
import { Decimal, normalizeWithdrawalAmount, validateDeposit, validateWithdrawal } from '@arena/domain'
import { badRequest, conflict, principalOf } from '@arena/service-kit'
import { withdrawalTds } from '../domain/decide'
import { walletMessages as m } from '../domain/errors'
import { closeTaxYearForEveryone } from './taxYearEnd'
import { RULE133_POLICY, depositGstSplit, financialYearOf, isFinancialYear } from '../domain/rule133'
import { tdsStatement, workingLines } from './tdsStatement'
import type { WalletRouteDeps } from '../adapters/routeDeps'
import { asHttp } from '../adapters/errorMap'
import { anyObject, dataReply, DecimalAmountField, field, form, query, reply, routeSchema, Type } from '@arena/contracts'
import { walletForm } from '../adapters/requestFields'

const withdrawalPreviewForm = form({ amount: DecimalAmountField('INR') })
const depositPreviewForm = form({ amount: DecimalAmountField('INR') })
const tdsStatementQuery = query({ financialYear: field('e.g. 2026-27; default the current one') })
const tdsYearEndForm = form({ financialYear: field('e.g. 2026-27') })

/**
 * TDS and GST as the player and the operator see them: the withdrawal's TDS worked out line by
 * line before it is asked for, the deposit's GST split, the annual TDS statement, and Rule 133's
 * year-end step (docs/adr/0016-tds-rule-133-and-deposit-gst.md).
 */
export function taxRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, clock, guards } = deps
  const authenticated = { preHandler: guards.authenticate }
  const admin = { preHandler: guards.requireAdmin }

  // What the request would record now, from the same ledger and the same function.
  app.post('/api/withdrawal-preview', { ...authenticated, schema: routeSchema('wallet', { description: 'The TDS a withdrawal of this amount would withhold', body: withdrawalPreviewForm, response: reply({ status: Type.Boolean(), data: anyObject('tax working') }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(withdrawalPreviewForm, request.body)
      const userId = principalOf(request).id
      const raw = fields.amount ?? ''
      const { minWithdrawal: min, maxWithdrawal: max } = deps.limits
      const errors = validateWithdrawal({ amount: raw, bankAccountId: '-' }, { min, max })
      if (Object.keys(errors).length > 0) throw badRequest('Please check the highlighted fields', errors)
      const amount = new Decimal(normalizeWithdrawalAmount(raw))
      const tds = withdrawalTds(amount, clock.now().toISOString(), await handlers.state(userId), deps.tdsPolicy)
      const tdsRate = tds.policy === RULE133_POLICY ? '30% of net winnings' : `${tds.inputs.rateNumerator}/${tds.inputs.rateDenominator}`
      return { status: true, data: { policy: tds.policy, amount: amount.toFixed(2), tds: tds.tax, paid: tds.paid, tdsRate, working: 'working' in tds ? tds.working : null, lines: workingLines(tds) } }
    }),
  )

  app.post('/api/deposit-preview', { ...authenticated, schema: routeSchema('wallet', { description: 'The GST split of a deposit of this amount', body: depositPreviewForm, response: reply({ status: Type.Boolean(), data: anyObject('GST working') }) }) }, async request => {
    const fields = walletForm(depositPreviewForm, request.body)
    const amount = fields.amount ?? ''
    const errors = validateDeposit({ amount, reference: '-' }, { max: deps.limits.maxDeposit })
    if (errors.amount) throw badRequest('Please check the highlighted fields', { amount: errors.amount })
    return { status: true, data: depositGstSplit(normalizeWithdrawalAmount(amount), deps.depositGstRate) }
  })

  app.get('/api/tds-statement', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s TDS statement for a financial year', querystring: tdsStatementQuery, response: dataReply(anyObject('statement')) }) }, async request => {
    const q = walletForm(tdsStatementQuery, request.query)
    const userId = principalOf(request).id
    const financialYear = q.financialYear || financialYearOf(clock.now())
    if (!isFinancialYear(financialYear)) throw badRequest('Please check the financial year', { financialYear: m.financialYearInvalid })
    return { status: true, data: await tdsStatement(deps.store, userId, financialYear, await deps.panLookup.panOf(userId)) }
  })

  /**
   * Rule 133 at 31 March for every player: once a year has ended, records each one's year-end TDS.
   * Each player's close has a fixed command id and the decider closes a year once, so running it
   * again (a retry, a restart half-way) records nothing twice.
   */
  app.post('/api/admin/tds-year-end', { ...admin, schema: routeSchema('wallet', { description: 'Admin: the Rule 133 year-end step for a financial year', body: tdsYearEndForm, response: reply({ status: Type.Boolean(), message: Type.Optional(Type.String()), data: Type.Optional(anyObject('what was done')) }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(tdsYearEndForm, request.body)
      if (deps.tdsPolicy !== RULE133_POLICY) throw conflict('The year-end step is part of TDS_POLICY=rule133')
      const financialYear = fields.financialYear ?? ''
      if (!isFinancialYear(financialYear)) throw badRequest('Please check the financial year', { financialYear: m.financialYearInvalid })
      const players = async () => {
        await deps.catchUp()
        return deps.view.userIds()
      }
      const { closed, tds, uncollected } = await closeTaxYearForEveryone({ handlers, players }, financialYear, clock.now().toISOString(), { actor: `admin:${principalOf(request).id}` })
      return { status: true, message: `Year-end TDS recorded for ${closed} players`, data: { financialYear, closed, tds, uncollected } }
    }),
  )
}
