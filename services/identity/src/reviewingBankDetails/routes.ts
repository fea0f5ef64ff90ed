import type { FastifyInstance } from 'fastify'
import type { BankStatus } from '@arena/contracts'
import { badRequest, principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToBank } from '../users/kycWrites'
import { IdentityError } from '../domain/errors'
import { causeOf } from '../adapters/caller'
import { decisionForm, queueQuery, readQueue, readReason } from '../reviewingKyc/reviewForms'
import { bankDto } from '../savingBankDetails/bankDto'
import { anyObject, params, reply, routeSchema, rows, Type } from '@arena/contracts'

type Params = { Params: { id: string; decision: string } }
const STATUSES: readonly (BankStatus | 'all')[] = ['pending', 'accepted', 'rejected', 'all']
const DECISIONS = { accept: 'accepted', reject: 'rejected' } as const

/** The admin bank review: accounts by status (oldest pending first), accept, or reject with a reason. */
export function reviewingBankDetailsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { requireAdmin } = deps.guards
  const row = (userId: string, id: string) => {
    const record = deps.kyc.bank(userId).accounts.find(account => account.id === id)!
    const user = deps.view.byId(userId)
    return { ...bankDto(record), userId, userName: user?.name ?? '', mobile: user?.mobile ?? '' }
  }

  app.get('/api/admin/bank-details', { schema: routeSchema('identity', { description: 'Admin: bank accounts by status', querystring: queueQuery(STATUSES), response: reply({ status: Type.Boolean(), data: rows('bank accounts with their owners'), total: Type.Number(), page: Type.Number(), limit: Type.Number() }) }), preHandler: requireAdmin }, async request => {
    const { status, page, size } = readQueue(STATUSES, request.query)
    const entries = deps.kyc.bankEntries().filter(({ record }) => status === 'all' || record.status === status)
    const sorted = entries.sort((a, b) => (status === 'pending' ? 1 : -1) * a.record.date.localeCompare(b.record.date))
    const data = sorted.slice((page - 1) * size, page * size).map(({ userId, record }) => row(userId, record.id))
    return { status: true, data, total: sorted.length, page, limit: size }
  })

  app.post<Params>('/api/admin/bank-details/:id/:decision', { schema: routeSchema('identity', { description: 'Admin: accepts or rejects a bank account', params: params({ id: Type.String(), decision: Type.String({ description: 'accept or reject' }) }), body: decisionForm, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the bank account row') }) }), preHandler: requireAdmin }, async request => {
    const { id, decision } = request.params
    if (!(decision in DECISIONS)) throw badRequest('Unknown decision')
    const userId = deps.kyc.bankOwner(id)
    if (!userId) throw new IdentityError('BANK_NOT_FOUND')
    const verdict = DECISIONS[decision as keyof typeof DECISIONS]
    const reason = readReason(request.body, verdict === 'rejected')
    const admin = principalOf(request).id
    const cause = causeOf(request, deps.clock, `admin:${admin}`)
    await applyToBank(deps, userId, { type: 'ReviewBankDetail', bankId: id, decision: verdict, reason, by: admin, at: cause.at }, cause)
    return { status: true, message: verdict === 'accepted' ? 'Bank detail accepted' : 'Bank detail rejected', data: row(userId, id) }
  })
}
