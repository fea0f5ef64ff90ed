import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyError } from 'fastify'
import { toErrorResponse } from '@arena/service-kit'
import type { IdentityDeps } from './deps'
import { IdentityError } from './domain/errors'
import { toHttpError } from './adapters/refusals'
import { administeringUsersRoutes } from './administeringUsers/route'
import { changingPersonalDataRoutes } from './changingPersonalData/route'
import { changingProfileImageRoutes } from './changingProfileImage/route'
import { contactingUsRoutes } from './contactingUs/route'
import { declaringPlayerRoutes } from './declaringPlayer/route'
import { deletingAccountRoutes } from './deletingAccount/route'
import { endingSessionsRoutes } from './endingSessions/route'
import { loggingInRoutes } from './loggingIn/route'
import { resettingPasswordRoutes } from './resettingPassword/route'
import { signingUpRoutes } from './signingUp/route'
import { subscribingRoutes } from './subscribing/route'
import { verifyingEmailRoutes } from './verifyingEmail/route'
import { viewingLoginHistoryRoutes } from './viewingLoginHistory/route'
import { viewingProfileRoutes } from './viewingProfile/route'
import { reviewingBankDetailsRoutes } from './reviewingBankDetails/route'
import { reviewingKycRoutes } from './reviewingKyc/route'
import { savingBankDetailsRoutes } from './savingBankDetails/route'
import { verifyingKycRoutes } from './verifyingKyc/route'
import { viewingKycDocumentsRoutes } from './viewingKycDocuments/route'

/**
 * Identity's routes in their own fastify scope: multipart parsing and the mapping of domain
 * refusals to HTTP stay here and do not leak into other services' routes.
 */
export async function registerIdentityRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  await app.register(async scope => {
    await scope.register(multipart)
    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error instanceof IdentityError ? toHttpError(error) : error)
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
      return reply.code(statusCode).send(body)
    })
    for (const routes of [
      signingUpRoutes, loggingInRoutes, resettingPasswordRoutes, verifyingEmailRoutes, viewingProfileRoutes,
      changingProfileImageRoutes, changingPersonalDataRoutes, deletingAccountRoutes, viewingLoginHistoryRoutes,
      subscribingRoutes, contactingUsRoutes, administeringUsersRoutes,
      verifyingKycRoutes, reviewingKycRoutes, viewingKycDocumentsRoutes, savingBankDetailsRoutes, reviewingBankDetailsRoutes,
      declaringPlayerRoutes,
      endingSessionsRoutes,
    ]) routes(scope, deps)
  })
}
