import type { KycStatus } from '@arena/contracts'
import type { KycProfile, KycStep } from './api'

/** Where one step stands on the /kyc page. */
export interface StepView {
  /** Undefined until the step was sent. */
  status: KycStatus | undefined
  /** The form shows when the step is open: never sent, or rejected (spec: a rejected document re-enables upload). */
  open: boolean
  /** The earlier steps are not done yet, so this one waits (spec order: phone, photo ID, address, PAN, video). */
  locked: boolean
  /** Reasons to show in the reject-reason dialog. */
  reasons: string[]
}

/** The photo ID has two sides: rejected if either is, verified only if both are. */
const combine = (a: KycStatus | undefined, b: KycStatus | undefined): KycStatus | undefined => {
  if (a === undefined && b === undefined) return undefined
  if (a === 'reject' || b === 'reject') return 'reject'
  return a === 'verify' && b === 'verify' ? 'verify' : 'pending'
}

export function stepViews(profile: KycProfile): Record<KycStep, StepView> {
  const phoneDone = profile.mobileVerifyStatus === 'verify'
  const statuses: Record<KycStep, KycStatus | undefined> = {
    photoId: combine(profile.fImage_status, profile.bImage_status),
    address: profile.addressStatus,
    pan: profile.taxStatus,
    video: profile.videoStatus,
  }
  const reasons: Record<KycStep, (string | undefined)[]> = {
    photoId: [profile.fi_rejectResion && `Front: ${profile.fi_rejectResion}`, profile.bi_rejectResion && `Back: ${profile.bi_rejectResion}`],
    address: [profile.add_rejectResion],
    pan: [profile.tax_rejectResion],
    video: [profile.v_rejectResion],
  }
  const before: Record<KycStep, boolean> = {
    photoId: phoneDone,
    address: statuses.photoId !== undefined,
    pan: statuses.address !== undefined,
    video: statuses.pan !== undefined,
  }
  const view = (step: KycStep): StepView => ({
    status: statuses[step],
    open: before[step] && (statuses[step] === undefined || statuses[step] === 'reject'),
    locked: !before[step],
    reasons: reasons[step].filter((text): text is string => Boolean(text)),
  })
  return { photoId: view('photoId'), address: view('address'), pan: view('pan'), video: view('video') }
}

export const KYC_VERIFIED = 'KYC Verified'
export const KYC_PENDING = 'KYC Verification Pending'

/**
 * The banner of spec section 4: "KYC Verified" when phone, photo ID and PAN are all verify;
 * "KYC Verification Pending" when a document is pending and another is pending or verified.
 */
export function kycBanner(profile: KycProfile): string | null {
  const photo = [profile.fImage_status, profile.bImage_status]
  if (profile.mobileVerifyStatus === 'verify' && [...photo, profile.taxStatus].every(s => s === 'verify')) return KYC_VERIFIED
  const documents = [...photo, profile.addressStatus, profile.taxStatus, profile.videoStatus]
  const pending = documents.filter(s => s === 'pending').length
  const verified = documents.filter(s => s === 'verify').length
  return pending >= 1 && pending + verified >= 2 ? KYC_PENDING : null
}

/** Spec section 4: the "Verified Your KYC" prompt shows while the video is not verified. */
export const needsKycPrompt = (profile: Pick<KycProfile, 'videoStatus'>): boolean => profile.videoStatus !== 'verify'

/**
 * Spec section 4: the wallet and withdrawal screens prompt while any of video, bank image (the
 * photo ID's back), address, tax or mobile verification is pending or rejected. A step never
 * sent counts as pending: the spec's statuses start at pending, ours start absent.
 */
export const needsWalletKycPrompt = (profile: Pick<KycProfile, 'videoStatus' | 'bImage_status' | 'addressStatus' | 'taxStatus' | 'mobileVerifyStatus'>): boolean =>
  [profile.videoStatus, profile.bImage_status, profile.addressStatus, profile.taxStatus, profile.mobileVerifyStatus].some(status => status !== 'verify')

export const STATUS_LABELS: Record<KycStatus, string> = { pending: 'Pending', verify: 'Verified', reject: 'Rejected' }
