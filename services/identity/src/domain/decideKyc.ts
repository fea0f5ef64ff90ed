import type { KycDocument, KycEvent } from '@arena/contracts'
import { refuse } from './errors'
import { evolveKyc, isKycComplete, type KycDoc, type KycState, type PhotoIdDetails } from './kyc'

/** The steps in the spec's order; each one needs the one before it to have been sent. */
export type KycStep = 'phone' | 'photoId' | 'address' | 'pan'

/** What a completion announcement needs of the user (KycCompleted); without it none is written. */
export interface KycPlayer {
  mobileVerified: boolean
  name: string
  referredBy: string | null
}

export type KycCommand =
  | { type: 'SendPhoneOtp'; countryCode: string; mobile: string; challengeId: string; at: string }
  | { type: 'ConfirmPhone'; at: string; player?: KycPlayer }
  | { type: 'SubmitPhotoId'; details: PhotoIdDetails; frontFile: string; backFile: string; mobileVerified: boolean; at: string }
  | { type: 'SubmitAddress'; docTypeAddress: string; state: string; file: string; at: string }
  | { type: 'SubmitPan'; panNo: string; file: string; at: string }
  | { type: 'SubmitVideo'; file: string; at: string }
  | { type: 'ReviewDocument'; document: KycDocument; decision: 'verify' | 'reject'; reason: string; by: string; at: string; player?: KycPlayer }

/**
 * Decides a KYC command; when its events complete the KYC for the first time (phone proven and
 * all five documents verified), KycCompleted is appended with them, so the completion is a
 * fact in the same stream, written exactly once.
 */
export function decideKyc(command: KycCommand, state: KycState): KycEvent[] {
  const events = decideStep(command, state)
  const player = command.type === 'ConfirmPhone' || command.type === 'ReviewDocument' ? command.player : undefined
  if (!player || state.completed || events.length === 0) return events
  const after = events.reduce(evolveKyc, state)
  if (!isKycComplete(after, player.mobileVerified)) return events
  return [...events, { type: 'KycCompleted', data: { name: player.name, referredBy: player.referredBy, at: command.at } }]
}

function decideStep(command: KycCommand, state: KycState): KycEvent[] {
  const { docs } = state
  switch (command.type) {
    case 'SendPhoneOtp': {
      const { countryCode, mobile, challengeId, at } = command
      return [{ type: 'KycPhoneOtpSent', data: { countryCode, mobile, challengeId, at } }]
    }
    case 'ConfirmPhone': {
      const sent = state.phoneChallenge
      if (!sent) return refuse('OTP_NOT_ISSUED')
      return [{ type: 'KycPhoneVerified', data: { countryCode: sent.countryCode, mobile: sent.mobile, at: command.at } }]
    }
    case 'SubmitPhotoId': {
      if (!command.mobileVerified) refuse('KYC_STEP_ORDER', { step: 'phone' })
      assertResubmittable([docs.photoFront, docs.photoBack])
      const { details, frontFile, backFile, at } = command
      return [{ type: 'KycPhotoIdSubmitted', data: { ...details, frontFile, backFile, at } }]
    }
    case 'SubmitAddress': {
      if (!docs.photoFront) refuse('KYC_STEP_ORDER', { step: 'photoId' })
      assertResubmittable([docs.address])
      const { docTypeAddress, state: residence, file, at } = command
      return [{ type: 'KycAddressSubmitted', data: { docTypeAddress, state: residence, file, at } }]
    }
    case 'SubmitPan':
      if (!docs.address) refuse('KYC_STEP_ORDER', { step: 'address' })
      assertResubmittable([docs.pan])
      return [{ type: 'KycPanSubmitted', data: { panNo: command.panNo, file: command.file, at: command.at } }]
    case 'SubmitVideo':
      if (!docs.pan) refuse('KYC_STEP_ORDER', { step: 'pan' })
      assertResubmittable([docs.video])
      return [{ type: 'KycVideoSubmitted', data: { file: command.file, at: command.at } }]
    case 'ReviewDocument': {
      // Only a file waiting for review can be judged: an admin acts on what the player last sent.
      if (docs[command.document]?.status !== 'pending') refuse('KYC_NOT_PENDING')
      const { document, by, at } = command
      return command.decision === 'verify'
        ? [{ type: 'KycDocumentVerified', data: { document, by, at } }]
        : [{ type: 'KycDocumentRejected', data: { document, reason: command.reason, by, at } }]
    }
    default: {
      const never: never = command
      throw new Error(`unknown kyc command ${JSON.stringify(never)}`)
    }
  }
}

/**
 * A step may be sent when it never was, or when a part of it was rejected (spec: a rejected
 * document re-enables upload). While it waits for review, or once verified, it is closed.
 */
function assertResubmittable(parts: (KycDoc | null)[]): void {
  if (parts.every(doc => doc === null)) return
  if (parts.some(doc => doc?.status === 'reject')) return
  if (parts.every(doc => doc?.status === 'verify')) refuse('KYC_ALREADY_VERIFIED')
  refuse('KYC_UNDER_REVIEW')
}
