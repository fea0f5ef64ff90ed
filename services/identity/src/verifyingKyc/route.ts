import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../app/deps'
import { confirmPhone, sendPhoneOtp } from './phone'
import { addressStep, panStep, photoIdStep, videoStep } from './steps'
import { submitDocument } from './submitDocument'

/** The player's KYC calls (spec section 7), in the spec's order; always on the caller's own KYC. */
export function verifyingKycRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  app.post('/api/userMobileKyc', { preHandler: authenticate }, request => sendPhoneOtp(deps, request))
  app.post('/api/userVerifyOtp', { preHandler: authenticate }, request => confirmPhone(deps, request))
  app.post('/api/interMediateUpdate', { preHandler: authenticate }, request => submitDocument(deps, request, photoIdStep))
  app.post('/api/addressKyc', { preHandler: authenticate }, request => submitDocument(deps, request, addressStep))
  app.post('/api/taxKyc', { preHandler: authenticate }, request => submitDocument(deps, request, panStep))
  app.post('/api/videoKyc', { preHandler: authenticate }, request => submitDocument(deps, request, videoStep))
}
