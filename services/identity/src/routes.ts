import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyError } from 'fastify'
import { toErrorResponse } from '@arena/service-kit'
import type { IdentityDeps } from './deps'
import { IdentityError } from './domain/errors'
import { toHttpError } from './adapters/refusals'
import { administeringUsersRoutes } from './administeringUsers/routes'
import { changingPersonalDataRoutes } from './changingPersonalData/routes'
import { changingProfileImageRoutes } from './changingProfileImage/routes'
import { contactingUsRoutes } from './contactingUs/routes'
import { declaringPlayerRoutes } from './declaringPlayer/routes'
import { deletingAccountRoutes } from './deletingAccount/routes'
import { endingSessionsRoutes } from './endingSessions/routes'
import { loggingInRoutes } from './loggingIn/routes'
import { resettingPasswordRoutes } from './resettingPassword/routes'
import { signingUpRoutes } from './signingUp/routes'
import { subscribingRoutes } from './subscribing/routes'
import { verifyingEmailRoutes } from './verifyingEmail/routes'
import { viewingLoginHistoryRoutes } from './viewingLoginHistory/routes'
import { viewingProfileRoutes } from './viewingProfile/routes'
import { reviewingBankDetailsRoutes } from './reviewingBankDetails/routes'
import { reviewingKycRoutes } from './reviewingKyc/routes'
import { savingBankDetailsRoutes } from './savingBankDetails/routes'
import { verifyingKycRoutes } from './verifyingKyc/routes'
import { viewingKycDocumentsRoutes } from './viewingKycDocuments/routes'

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
