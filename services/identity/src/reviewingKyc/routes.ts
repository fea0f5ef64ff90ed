import type { FastifyInstance } from 'fastify'
import { KYC_DOCUMENTS, type KycDocument, type KycStatus } from '@arena/contracts'
import { badRequest, principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToKyc } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { kycQueue, kycRow } from './kycRow'
import { decisionForm, queueQuery, readQueue, readReason } from './reviewForms'
import { kycPlayer } from '../verifyingKyc/kycProfile'
import { anyObject, params, reply, routeSchema, rows, Type } from '@arena/contracts'

type Params = { Params: { userId: string; document: string; decision: string } }
const STATUSES: readonly (KycStatus | 'all')[] = ['pending', 'verify', 'reject', 'all']
const DECISIONS = { approve: 'verify', reject: 'reject' } as const

/** The admin KYC review: a queue by status, and a decision per document with a reason for rejections. */
export function reviewingKycRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { requireAdmin } = deps.guards
  app.get('/api/admin/kyc', { schema: routeSchema('identity', { description: 'Admin: the KYC queue by status', querystring: queueQuery(STATUSES), response: reply({ status: Type.Boolean(), data: rows('users with their documents'), total: Type.Number(), page: Type.Number(), limit: Type.Number() }) }), preHandler: requireAdmin }, async request => {
    const { status, page, size } = readQueue(STATUSES, request.query)
    const rows = deps.kyc.kycEntries().flatMap(([userId, state]) => {
      const user = deps.view.byId(userId)
      return user ? [kycRow(user, state)] : []
    })
    const queue = kycQueue(rows, status)
    return { status: true, data: queue.slice((page - 1) * size, page * size), total: queue.length, page, limit: size }
  })

  app.post<Params>('/api/admin/kyc/:userId/:document/:decision', { schema: routeSchema('identity', { description: 'Admin: approves or rejects one KYC document', params: params({ userId: Type.String(), document: Type.String({ description: 'phone, photoId, address, pan or video' }), decision: Type.String({ description: 'approve or reject' }) }), body: decisionForm, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the user\'s KYC row') }) }), preHandler: requireAdmin }, async request => {
    const { userId, document, decision } = request.params
    if (!KYC_DOCUMENTS.includes(document as KycDocument) || !(decision in DECISIONS)) throw badRequest('Unknown document or decision')
    const user = requireUser(deps, userId)
    const verdict = DECISIONS[decision as keyof typeof DECISIONS]
    const reason = readReason(request.body, verdict === 'reject')
    const admin = principalOf(request).id
    const cause = causeOf(request, deps.clock, `admin:${admin}`)
    await applyToKyc(deps, userId, { type: 'ReviewDocument', document: document as KycDocument, decision: verdict, reason, by: admin, at: cause.at, player: kycPlayer(user) }, cause)
    const message = verdict === 'verify' ? 'Document verified' : 'Document rejected'
    return { status: true, message, data: kycRow(user, deps.kyc.kyc(userId)) }
  })
}
