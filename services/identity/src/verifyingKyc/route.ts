import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../deps'
import { confirmPhone, sendPhoneOtp } from './phone'
import { addressStep, panStep, photoIdStep, videoStep } from './steps'
import { submitDocument } from './submitDocument'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** The player's KYC calls (spec section 7), in the spec's order; always on the caller's own KYC. */
export function verifyingKycRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  app.post('/api/userMobileKyc', { schema: publicRouteSchema('identity', publicApi['POST /api/userMobileKyc']), preHandler: authenticate }, request => sendPhoneOtp(deps, request))
  app.post('/api/userVerifyOtp', { schema: publicRouteSchema('identity', publicApi['POST /api/userVerifyOtp']), preHandler: authenticate }, request => confirmPhone(deps, request))
  app.post('/api/interMediateUpdate', { schema: publicRouteSchema('identity', publicApi['POST /api/interMediateUpdate']), preHandler: authenticate }, request => submitDocument(deps, request, photoIdStep))
  app.post('/api/addressKyc', { schema: publicRouteSchema('identity', publicApi['POST /api/addressKyc']), preHandler: authenticate }, request => submitDocument(deps, request, addressStep))
  app.post('/api/taxKyc', { schema: publicRouteSchema('identity', publicApi['POST /api/taxKyc']), preHandler: authenticate }, request => submitDocument(deps, request, panStep))
  app.post('/api/videoKyc', { schema: publicRouteSchema('identity', publicApi['POST /api/videoKyc']), preHandler: authenticate }, request => submitDocument(deps, request, videoStep))
}
