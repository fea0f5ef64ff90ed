import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema, type PublicCallKey } from '@arena/contracts'
import { principalOf } from '@arena/service-kit'
import { callerOf, causeOf } from '../adapters/caller'
import { parseForm, type FormSchema } from '../adapters/forms'
import { readUpload } from '../adapters/uploads'
import type { IdentityDeps } from '../deps'
import { confirmPhone, sendPhoneOtp } from './phone'
import { addressStep, panStep, photoIdStep, videoStep } from './steps'
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

  const documentStep = <S extends FormSchema, F extends string>(call: PublicCallKey, step: DocumentStep<S, F>) =>
    app.post(call.slice('POST '.length), { schema: publicRouteSchema('identity', publicApi[call]), preHandler: authenticate }, async request =>
      submitDocument(deps, principalOf(request).id, step, await readUpload(request, step.schema, step.files), causeOf(request, deps.clock)))
  documentStep('POST /api/interMediateUpdate', photoIdStep)
  documentStep('POST /api/addressKyc', addressStep)
  documentStep('POST /api/taxKyc', panStep)
  documentStep('POST /api/videoKyc', videoStep)
}
