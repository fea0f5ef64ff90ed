import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { principalOf, parseForm } from '@arena/service-kit'
import { callerOf, causeOf } from '../adapters/caller'
import { readUpload } from '../adapters/uploads'
import type { IdentityDeps } from '../adapters/deps'
import { confirmPhone, sendPhoneOtp } from './phone'
import { addressStep, panStep, photoIdStep, videoStep, type KycStepCall } from './steps'
import { submitDocument, type DocumentStep } from './submitDocument'

const phone = publicApi['POST /api/userMobileKyc']
const phoneOtp = publicApi['POST /api/userVerifyOtp']

/** The player's KYC calls (spec section 7), in the spec's order; always on the caller's own KYC. */
export function verifyingKycRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  app.post('/api/userMobileKyc', { schema: publicRouteSchema('identity', phone), preHandler: authenticate }, request =>
    sendPhoneOtp(deps, principalOf(request).id, parseForm(phone.body, request.body), callerOf(request, deps.clock)))
  app.post('/api/userVerifyOtp', { schema: publicRouteSchema('identity', phoneOtp), preHandler: authenticate }, request =>
    confirmPhone(deps, principalOf(request).id, parseForm(phoneOtp.body, request.body), callerOf(request, deps.clock)))

  // The step's form type is its call's: the upload is read with the very schema the route declares.
  const documentStep = <K extends KycStepCall, F extends string>(call: K, step: DocumentStep<(typeof publicApi)[K]['body'], F>) =>
    app.post(call.slice('POST '.length), { schema: publicRouteSchema('identity', publicApi[call]), preHandler: authenticate }, async request =>
      submitDocument(deps, principalOf(request).id, step, await readUpload(request, publicApi[call].body, step.files), causeOf(request, deps.clock)))
  documentStep('POST /api/interMediateUpdate', photoIdStep)
  documentStep('POST /api/addressKyc', addressStep)
  documentStep('POST /api/taxKyc', panStep)
  documentStep('POST /api/videoKyc', videoStep)
}
