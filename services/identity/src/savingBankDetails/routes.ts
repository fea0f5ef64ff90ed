import type { FastifyInstance } from 'fastify'
import { newId, publicApi, publicRouteSchema } from '@arena/contracts'
import { validateUpi } from '@arena/domain'
import { principalOf, parseForm } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToBank } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { readUpload } from '../adapters/uploads'
import { addBankDetail, bankFiles, bankForm } from './addBankDetail'
import { assertKycComplete, bankDto, newestFirst, upiDto } from './bankDto'

const upiForm = publicApi['POST /api/add_upi_detail'].body

/** The player's bank and UPI details (spec section 7); lists and saves are always the caller's own. */
export function savingBankDetailsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  const own = (userId: string) => deps.kyc.bank(userId)
  app.get('/api/user_bank_account_list', { schema: publicRouteSchema('identity', publicApi['GET /api/user_bank_account_list']), preHandler: authenticate }, async request => {
    const accepted = own(principalOf(request).id).accounts.filter(account => account.status === 'accepted')
    return { status: true, data: newestFirst(accepted.map(bankDto)) }
  })
  app.get('/api/user_bank_detail', { schema: publicRouteSchema('identity', publicApi['GET /api/user_bank_detail']), preHandler: authenticate }, async request => ({ status: true, data: newestFirst(own(principalOf(request).id).accounts.map(bankDto)) }))
  app.get('/api/geuserUPIList', { schema: publicRouteSchema('identity', publicApi['GET /api/geuserUPIList']), preHandler: authenticate }, async request => ({ status: true, data: newestFirst(own(principalOf(request).id).upis.map(upiDto)) }))
  app.post('/api/add_bank_detail', { schema: publicRouteSchema('identity', publicApi['POST /api/add_bank_detail']), preHandler: authenticate }, request =>
    addBankDetail(deps, principalOf(request).id, () => readUpload(request, bankForm, bankFiles), causeOf(request, deps.clock)))

  app.post('/api/add_upi_detail', { schema: publicRouteSchema('identity', publicApi['POST /api/add_upi_detail']), preHandler: authenticate }, async request => {
    const user = requireUser(deps, principalOf(request).id)
    assertKycComplete(deps, user)
    const { upiid: upiId } = parseForm(upiForm, request.body)
    // The call names the field upiid; the shared rule names it upiId.
    assertValid({ upiid: validateUpi({ upiId }).upiId })
    const cause = causeOf(request, deps.clock)
    await applyToBank(deps, user.id, { type: 'AddUpiDetail', upiDetailId: newId(), upiId: upiId!.trim(), at: cause.at }, cause)
    return { status: true, message: 'UPI ID added successfully' }
  })
}
