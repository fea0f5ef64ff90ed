import t from 'tap'
import type { BankEvent, KycEvent } from '@arena/contracts'
import { decideBank, evolveBank, initialBank, type BankCommand, type BankState } from '../src/domain/bank'
import { decideKyc, type KycCommand } from '../src/domain/decideKyc'
import { IdentityError } from '../src/domain/errors'
import { evolveKyc, initialKyc, isKycComplete, type KycState } from '../src/domain/kyc'

const at = '2026-03-01T10:00:00.000Z'
const details = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' } as const
const photoSent: KycEvent = { type: 'KycPhotoIdSubmitted', data: { ...details, frontFile: 'f.png', backFile: 'b.png', at } }
const addressSent: KycEvent = { type: 'KycAddressSubmitted', data: { docTypeAddress: 'aadhar', state: 'Goa', file: 'a.png', at } }
const panSent: KycEvent = { type: 'KycPanSubmitted', data: { panNo: 'ABCDE1234F', file: 'p.png', at } }
const videoSent: KycEvent = { type: 'KycVideoSubmitted', data: { file: 'v.mp4', at } }
const verified = (document: 'photoFront' | 'photoBack' | 'address' | 'pan' | 'video'): KycEvent => ({ type: 'KycDocumentVerified', data: { document, by: 'admin', at } })
const rejected = (document: 'photoFront' | 'photoBack' | 'address' | 'pan' | 'video'): KycEvent => ({ type: 'KycDocumentRejected', data: { document, reason: 'Blurred', by: 'admin', at } })

const given = (...events: KycEvent[]): KycState => events.reduce(evolveKyc, initialKyc)
const refusal = <C, S>(decide: (command: C, state: S) => unknown, command: C, state: S) => {
  try {
    decide(command, state)
  } catch (error) {
    if (error instanceof IdentityError) return `${error.code}${error.detail.step ? `:${error.detail.step}` : ''}`
    throw error
  }
  return undefined
}
const photo: KycCommand = { type: 'SubmitPhotoId', details, frontFile: 'f2.png', backFile: 'b2.png', mobileVerified: true, at }

t.test('given a verified phone, a photo ID is sent once and opens again only when a side is rejected', async t => {
  t.same(decideKyc(photo, initialKyc).map(e => e.type), ['KycPhotoIdSubmitted'])
  t.equal(refusal(decideKyc, { ...photo, mobileVerified: false }, initialKyc), 'KYC_STEP_ORDER:phone')
  t.equal(refusal(decideKyc, photo, given(photoSent)), 'KYC_UNDER_REVIEW')
  t.equal(refusal(decideKyc, photo, given(photoSent, verified('photoFront'))), 'KYC_UNDER_REVIEW', 'one side still waits')
  t.equal(refusal(decideKyc, photo, given(photoSent, verified('photoFront'), verified('photoBack'))), 'KYC_ALREADY_VERIFIED')
  t.same(decideKyc(photo, given(photoSent, verified('photoFront'), rejected('photoBack'))).map(e => e.type), ['KycPhotoIdSubmitted'])
  const resent = given(photoSent, verified('photoFront'), rejected('photoBack'), { ...photoSent, data: { ...photoSent.data, frontFile: 'f2.png' } })
  t.same([resent.docs.photoFront?.status, resent.docs.photoFront?.file, resent.docs.photoBack?.reason], ['pending', 'f2.png', ''], 'a resubmission starts both sides afresh')
})

t.test('address, PAN and video each need the step before them', async t => {
  t.equal(refusal(decideKyc, { type: 'SubmitAddress', docTypeAddress: 'aadhar', state: 'Goa', file: 'a', at }, initialKyc), 'KYC_STEP_ORDER:photoId')
  t.equal(refusal(decideKyc, { type: 'SubmitPan', panNo: 'X1', file: 'p', at }, given(photoSent)), 'KYC_STEP_ORDER:address')
  t.equal(refusal(decideKyc, { type: 'SubmitVideo', file: 'v', at }, given(photoSent, addressSent)), 'KYC_STEP_ORDER:pan')
  t.same(decideKyc({ type: 'SubmitVideo', file: 'v', at }, given(photoSent, addressSent, panSent)).map(e => e.type), ['KycVideoSubmitted'])
})

t.test('only a pending document can be reviewed, and KYC is complete when the phone and all five are verified', async t => {
  const review: KycCommand = { type: 'ReviewDocument', document: 'pan', decision: 'reject', reason: 'Blurred', by: 'admin', at }
  t.equal(refusal(decideKyc, review, given(photoSent)), 'KYC_NOT_PENDING')
  t.same(decideKyc(review, given(photoSent, addressSent, panSent)), [{ type: 'KycDocumentRejected', data: { document: 'pan', reason: 'Blurred', by: 'admin', at } }])
  const all = given(photoSent, addressSent, panSent, videoSent, ...(['photoFront', 'photoBack', 'address', 'pan', 'video'] as const).map(verified))
  t.equal(isKycComplete(all, true), true)
  t.equal(isKycComplete(all, false), false, 'an unproven phone keeps KYC pending')
  t.equal(isKycComplete(given(photoSent, addressSent, panSent, videoSent, verified('photoFront')), true), false)
})

t.test('the review that completes KYC also records KycCompleted with the referrer, exactly once', async t => {
  const player = { mobileVerified: true, name: 'asha01', referredBy: 'u-ref' }
  const fourVerified = given(photoSent, addressSent, panSent, videoSent, ...(['photoFront', 'photoBack', 'address', 'pan'] as const).map(verified))
  const last: KycCommand = { type: 'ReviewDocument', document: 'video', decision: 'verify', reason: '', by: 'admin', at, player }
  t.same(decideKyc(last, fourVerified).map(e => e.type), ['KycDocumentVerified', 'KycCompleted'])
  t.match(decideKyc(last, fourVerified)[1], { type: 'KycCompleted', data: { name: 'asha01', referredBy: 'u-ref', at } })
  t.same(decideKyc({ ...last, decision: 'reject', reason: 'Blurred' }, fourVerified).map(e => e.type), ['KycDocumentRejected'], 'a rejection completes nothing')
  t.same(decideKyc({ ...last, player: { ...player, mobileVerified: false } }, fourVerified).map(e => e.type), ['KycDocumentVerified'], 'not without a proven phone')
  const early: KycCommand = { ...last, document: 'pan' }
  t.same(decideKyc(early, given(photoSent, addressSent, panSent, videoSent)).map(e => e.type), ['KycDocumentVerified'], 'not before the last document')
  const done = [...decideKyc(last, fourVerified)].reduce(evolveKyc, fourVerified)
  t.equal(done.completed, true)
  t.same(decideKyc({ type: 'ConfirmPhone', at, player }, { ...done, phoneChallenge: { countryCode: '91', mobile: '9876543210', challengeId: 'c' } }).map(e => e.type), ['KycPhoneVerified'], 'announced once')
})

t.test('bank accounts: duplicates refused unless rejected, reviews only while pending, UPI IDs unique in any case', async t => {
  const record = { id: 'b1', bankName: 'HDFC Bank', accountNo: '0012345', accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road', chequeFile: 'c.png' }
  const add: BankCommand = { type: 'AddBankDetail', record, at }
  const added = decideBank(add, initialBank)
  const state = (added as BankEvent[]).reduce(evolveBank, initialBank)
  t.equal(refusal(decideBank, { ...add, record: { ...record, id: 'b2' } }, state), 'BANK_DUPLICATE')
  const accept: BankCommand = { type: 'ReviewBankDetail', bankId: 'b1', decision: 'rejected', reason: 'Not cancelled', by: 'admin', at }
  const afterReject: BankState = decideBank(accept, state).reduce(evolveBank, state)
  t.same([afterReject.accounts[0]!.status, afterReject.accounts[0]!.rejectReason], ['rejected', 'Not cancelled'])
  t.equal(refusal(decideBank, { ...accept, decision: 'accepted' }, afterReject), 'BANK_NOT_PENDING')
  t.equal(refusal(decideBank, { ...accept, bankId: 'nope' }, afterReject), 'BANK_NOT_FOUND')
  t.same(decideBank({ ...add, record: { ...record, id: 'b2' } }, afterReject).map(e => e.type), ['BankDetailAdded'], 'a rejected account may be sent again')
  const upi = decideBank({ type: 'AddUpiDetail', upiDetailId: 'u1', upiId: 'asha@ybl', at }, initialBank).reduce(evolveBank, initialBank)
  t.equal(refusal(decideBank, { type: 'AddUpiDetail', upiDetailId: 'u2', upiId: 'ASHA@ybl', at }, upi), 'UPI_DUPLICATE')
})
