import type { FastifyInstance } from 'fastify'
import { KYC_DOCUMENTS, type KycDocument, type KycStatus } from '@arena/contracts'
import { badRequest, principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../deps'
import { applyToKyc } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { assertValid, paging, parseForm } from '../adapters/forms'
import { kycQueue, kycRow } from './kycRow'
import { reviewReasonError } from './reviewReason'
import { kycPlayer } from '../verifyingKyc/kycProfile'
import { anyObject, field, form, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'

type Params = { Params: { userId: string; document: string; decision: string } }
const STATUSES: readonly string[] = ['pending', 'verify', 'reject', 'all']
const DECISIONS = { approve: 'verify', reject: 'reject' } as const
const queueQuery = query({ status: field('pending (default), verify, reject or all'), page: field('page, from 1'), limit: field('10, 20 or 50') })
const decisionForm = form({ reason: field('required to reject') })

/** The admin KYC review: a queue by status, and a decision per document with a reason for rejections. */
export function reviewingKycRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { requireAdmin } = deps.guards
  app.get('/api/admin/kyc', { schema: routeSchema('identity', { description: 'Admin: the KYC queue by status', querystring: queueQuery, response: reply({ status: Type.Boolean(), data: rows('users with their documents'), total: Type.Number(), page: Type.Number(), limit: Type.Number() }) }), preHandler: requireAdmin }, async request => {
    const asked = parseForm(queueQuery, request.query)
    const status = (STATUSES.includes(asked.status ?? '') ? asked.status : 'pending') as KycStatus | 'all'
    const { page, size } = paging(asked, 10)
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
    const reason = (parseForm(decisionForm, request.body).reason ?? '').trim()
    if (verdict === 'reject') assertValid({ reason: reviewReasonError(reason) })
    const admin = principalOf(request).id
    const cause = causeOf(request, deps.clock, `admin:${admin}`)
    await applyToKyc(deps, userId, { type: 'ReviewDocument', document: document as KycDocument, decision: verdict, reason, by: admin, at: cause.at, player: kycPlayer(user) }, cause)
    const message = verdict === 'verify' ? 'Document verified' : 'Document rejected'
    return { status: true, message, data: kycRow(user, deps.kyc.kyc(userId)) }
  })
}
