import t from 'tap'
import { ApiError } from '../src/app/api'
import { stashFile } from '../src/app/fileStash'
import type { KycProfile } from '../src/features/kyc/api'
import { kycBanner, needsKycPrompt, stepViews } from '../src/features/kyc/kycStatus'
import { kycRequested, phoneOtpRequested, phoneOtpSubmitted, phoneReset, selectKyc, stepSubmitted } from '../src/features/kyc/slice'
import { reviewDecisionRequested, reviewQueueRequested, selectAdminReview } from '../src/features/admin/review/slice'
import { realtimeActionType } from '../src/app/realtime'
import { settle, setup, type Call } from './authHarness'

const base: KycProfile = {
  name: 'asha01', fname: '', lname: '', gender: '', dob: '', mobile: '9876543210', countryCode: '91', mobileVerifyStatus: 'verify',
  interMediate: false, taxForverify: false, kycCompleteStatus: 'pending',
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const MP4 = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]
const file = (bytes: number[], size: number, name = 'f.png') => new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name)
const stash = (files: Record<string, File>) => Object.fromEntries(Object.entries(files).map(([name, f]) => [name, stashFile(f)]))

function start(profile: Partial<KycProfile> = {}, answers: Record<string, (call: Call) => unknown> = {}) {
  const app = setup(call => {
    const answer = answers[call.path]
    if (answer) return answer(call)
    if (call.path === 'profile-data') return { status: true, data: { ...base, ...profile } }
    throw new Error(`unexpected call to ${call.path}`)
  })
  return app
}

const photo = { docType: 'id', documentNo: '123412341234', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14' }
const photoFiles = () => ({ fImage: file(PNG, 20_000), bImage: file(PNG, 20_000) })

t.test('each step shows its status, opens in the spec order, and a rejected one reopens with its reasons', async t => {
  const fresh = stepViews({ ...base, mobileVerifyStatus: 'pending' })
  t.same([fresh.photoId.locked, fresh.photoId.open, fresh.address.locked], [true, false, true], 'nothing opens before the phone')
  const sent = stepViews({ ...base, fImage_status: 'verify', bImage_status: 'reject', bi_rejectResion: 'Blurred', addressStatus: 'pending' })
  t.match(sent.photoId, { status: 'reject', open: true, locked: false, reasons: ['Back: Blurred'] })
  t.match(sent.address, { status: 'pending', open: false })
  t.match(sent.pan, { status: undefined, open: true, locked: false }, 'PAN opens once the address proof was sent')
  t.match(sent.video, { locked: true })
})

t.test('the banner reads "KYC Verified" or "KYC Verification Pending" as spec section 4 says', async t => {
  t.equal(kycBanner({ ...base, fImage_status: 'verify', bImage_status: 'verify', taxStatus: 'verify' }), 'KYC Verified')
  t.equal(kycBanner({ ...base, mobileVerifyStatus: 'pending', fImage_status: 'verify', bImage_status: 'verify', taxStatus: 'verify' }), null, 'not verified while the phone is not')
  t.equal(kycBanner({ ...base, fImage_status: 'pending', bImage_status: 'pending' }), 'KYC Verification Pending')
  t.equal(kycBanner({ ...base, fImage_status: 'verify', bImage_status: 'verify', addressStatus: 'pending' }), 'KYC Verification Pending')
  t.equal(kycBanner({ ...base, fImage_status: 'reject', bImage_status: 'reject', addressStatus: 'pending' }), null, 'one pending document alone')
  t.equal(kycBanner(base), null)
  t.equal(needsKycPrompt({ videoStatus: 'pending' }), true)
  t.equal(needsKycPrompt({}), true)
  t.equal(needsKycPrompt({ videoStatus: 'verify' }), false)
})

t.test('the phone step checks the number and the OTP, shows server refusals under the OTP field, and reloads once verified', async t => {
  const { store, api, toasts } = start({ mobileVerifyStatus: 'pending', mobile: '' }, {
    userMobileKyc: () => ({ status: true, message: 'OTP sent successfully' }),
    userVerifyOtp: call => {
      if ((call.body as { otp: string }).otp === '111111') throw new ApiError('Invalid OTP. 4 attempts left', 400, { otp: 'Invalid OTP. 4 attempts left' })
      return { status: true, message: 'Mobile number verified successfully' }
    },
  })
  const phone = () => selectKyc(store.getState()).phone
  store.dispatch(phoneOtpRequested({ countryCode: '91', mobile: '' }))
  await settle()
  t.same(phone().errors, { mobile: 'Please enter mobile number' })
  store.dispatch(phoneOtpRequested({ countryCode: '91', mobile: '98765' }))
  await settle()
  t.same(phone().errors, { mobile: 'Please enter valid mobile no' })
  t.same(api.calls, [], 'nothing was sent for a bad number')
  store.dispatch(phoneOtpRequested({ countryCode: '91', mobile: '9811200001' }))
  await settle()
  t.same(api.calls[0], { method: 'post', path: 'userMobileKyc', body: { type: 'phone', countryCode: '91', mobile: '9811200001' } })
  t.equal(phone().stage, 'otp')
  for (const [otp, message] of [['', 'Please enter OTP'], ['12ab', 'Please enter valid OTP'], ['111111', 'Invalid OTP. 4 attempts left']]) {
    store.dispatch(phoneOtpSubmitted(otp!))
    await settle()
    t.same(phone().errors, { otp: message }, `otp ${JSON.stringify(otp)}`)
  }
  store.dispatch(phoneOtpSubmitted('123456'))
  await settle()
  t.same(api.calls.at(-2), { method: 'post', path: 'userVerifyOtp', body: { type: 'otp', otp: '123456' } })
  t.equal(api.calls.at(-1)!.path, 'profile-data', 'the profile reloads')
  t.same(toasts(), [['success', 'OTP sent successfully'], ['success', 'Mobile number verified successfully']])
  t.equal(phone().stage, 'number')
})

t.test('a refused number shows the server text under the number, and the cross goes back to the number', async t => {
  const { store } = start({}, { userMobileKyc: () => { throw new ApiError('Mobile number already registered', 409, { mobile: 'Mobile number already registered' }) } })
  store.dispatch(phoneOtpRequested({ countryCode: '91', mobile: '9811200001' }))
  await settle()
  t.same(selectKyc(store.getState()).phone.errors, { mobile: 'Mobile number already registered' })
  store.dispatch(phoneReset())
  t.match(selectKyc(store.getState()).phone, { stage: 'number', mobile: '9811200001', errors: {} })
})

t.test('every client message of the photo ID form, and nothing sent while one shows', async t => {
  const { store, api } = start()
  const expect = async (fields: Record<string, string>, files: Record<string, File>, errors: Record<string, string>) => {
    store.dispatch(stepSubmitted({ step: 'photoId', fields: { ...photo, ...fields }, files: stash(files) }))
    await settle()
    t.same(selectKyc(store.getState()).steps.photoId.errors, errors, JSON.stringify(fields))
  }
  await expect({ docType: '' }, photoFiles(), { docType: 'Please select document type' })
  await expect({ fname: '', lname: '', gender: '', dob: '' }, photoFiles(), { fname: 'First Name is required', lname: 'Last Name is required', gender: 'gender is required', dob: 'dob is required' })
  await expect({ fname: 'Asha1', lname: 'R@o' }, photoFiles(), { fname: 'Only use alphabetic characters', lname: 'Only use alphabetic characters' })
  await expect({ dob: '1990-02-30' }, photoFiles(), { dob: 'Please enter valid dob' })
  // The fake clock's day in India is 2023-11-15.
  await expect({ dob: '2005-11-16' }, photoFiles(), { dob: 'You must be at least 18 years old' })
  await expect({ documentNo: '1234' }, photoFiles(), { documentNo: 'Please enter valid aadhaar no' })
  await expect({ docType: 'ps', documentNo: 'A123' }, photoFiles(), { documentNo: 'Please enter valid passport no' })
  await expect({ docType: 'ps', documentNo: 'A12 4567' }, photoFiles(), { documentNo: 'Only use Alphanumeric Characters without Space' })
  await expect({ docType: 'li', documentNo: 'KA01' }, photoFiles(), { documentNo: 'Please enter valid driving licence no' })
  await expect({}, {}, { fImage: 'Front image is required', bImage: 'Back image is required' })
  await expect({}, { fImage: file(PDF, 20_000, 'x.png'), bImage: file(PDF, 20_000, 'y.png') }, { fImage: 'Please select valid Front image jpeg,png,gif.', bImage: 'Please select valid Back image jpeg,png,gif.' })
  await expect({}, { fImage: file(PNG, 9_999), bImage: file(PNG, 10_000_001) }, { fImage: 'Min size 10 KB / Max size 10 MB', bImage: 'Min size 10 KB / Max size 10 MB' })
  t.same(api.calls, [])
})

t.test('every client message of the address, PAN and video forms', async t => {
  const { store, api } = start()
  const expect = async (step: 'address' | 'pan' | 'video', fields: Record<string, string>, files: Record<string, File>, errors: Record<string, string>) => {
    store.dispatch(stepSubmitted({ step, fields, files: stash(files) }))
    await settle()
    t.same(selectKyc(store.getState()).steps[step].errors, errors, `${step} ${JSON.stringify(fields)}`)
  }
  await expect('address', { docTypeAddress: '', state: '' }, {}, { docTypeAddress: 'Please select address proof type', addProof: 'Address proof image is required', state: 'Please select state' })
  await expect('address', { docTypeAddress: 'aadhar', state: 'Goa' }, { addProof: file(PNG, 1_000_001) }, { addProof: 'Min 10 KB/Max 1 MB' })
  await expect('address', { docTypeAddress: 'aadhar', state: 'Goa' }, { addProof: file(PNG, 9_999) }, { addProof: 'Min 10 KB/Max 1 MB' })
  await expect('address', { docTypeAddress: 'passport', state: 'Goa' }, { addProof: file(PDF, 20_000) }, { addProof: 'Please select valid Front image jpeg,png,gif.' })
  await expect('pan', { panNo: '' }, {}, { panNo: 'Please enter valid pan no', panDoc: 'PAN image is required' })
  await expect('pan', { panNo: '1234567890' }, { panDoc: file(PNG, 20_000) }, { panNo: 'Please enter valid pan no' })
  await expect('pan', { panNo: 'ABCDE12345X' }, { panDoc: file(PNG, 10_000_001) }, { panNo: 'Please enter valid pan no', panDoc: 'Min size 10 KB / Max size 10 MB' })
  await expect('video', {}, {}, { video: 'Video is required' })
  await expect('video', {}, { video: file(PNG, 2_000_000, 'v.mp4') }, { video: 'Please select mp4 format video.' })
  await expect('video', {}, { video: file(MP4, 999_999, 'v.mp4') }, { video: 'Please select video between 1 MB to 10 MB' })
  await expect('video', {}, { video: file(MP4, 10_000_001, 'v.mp4') }, { video: 'Please select video between 1 MB to 10 MB' })
  t.same(api.calls, [])
})

t.test('a valid step is sent as multipart, toasts the server message and reloads the profile', async t => {
  const { store, api, toasts } = start({}, { interMediateUpdate: () => ({ status: true, message: 'Photo ID submitted for verification' }) })
  store.dispatch(stepSubmitted({ step: 'photoId', fields: photo, files: stash(photoFiles()) }))
  await settle()
  const sent = api.calls[0]!
  t.equal(sent.method, 'postForm')
  t.equal(sent.path, 'interMediateUpdate')
  const form = sent.body as FormData
  t.same(Object.fromEntries(Object.keys(photo).map(key => [key, form.get(key)])), photo)
  t.equal((form.get('fImage') as File).size, 20_000)
  t.equal(api.calls[1]!.path, 'profile-data')
  t.same(toasts(), [['success', 'Photo ID submitted for verification']])
  t.same(selectKyc(store.getState()).steps.photoId, { status: 'idle', errors: {} })
})

t.test('a refused step shows the server field errors and toasts its message', async t => {
  const { store, toasts } = start({}, { taxKyc: () => { throw new ApiError('Please enter valid pan no', 400, { panNo: 'Please enter valid pan no' }) } })
  store.dispatch(stepSubmitted({ step: 'pan', fields: { panNo: 'ABCDE1234F' }, files: stash({ panDoc: file(PNG, 20_000) }) }))
  await settle()
  t.same(toasts(), [['error', 'Please enter valid pan no']])
  t.same(selectKyc(store.getState()).steps.pan, { status: 'failed', errors: { panNo: 'Please enter valid pan no' } })
})

t.test('the profile loads into the KYC page state', async t => {
  const { store } = start({ fImage_status: 'pending' })
  store.dispatch(kycRequested())
  await settle()
  t.match(selectKyc(store.getState()), { status: 'loaded', profile: { fImage_status: 'pending' } })
})

t.test('an admin KYC decision is sent, and the queue reloads with its filter; a rejection without reason stays open with the error', async t => {
  const queue = [{ userId: 'u1', name: 'Asha', documents: [] }]
  const { store, api } = start({}, {
    'admin/kyc?status=reject&limit=50': () => ({ status: true, data: queue, total: 1 }),
    'admin/kyc/u1/pan/reject': call => {
      if (!(call.body as { reason: string }).reason) throw new ApiError('Please enter reject reason', 400, { reason: 'Please enter reject reason' })
      return { status: true, message: 'Document rejected' }
    },
  })
  store.dispatch(reviewQueueRequested({ queue: 'kyc', filter: 'reject' }))
  await settle()
  t.match(selectAdminReview(store.getState()).kyc, { status: 'loaded', rows: queue })
  store.dispatch(reviewDecisionRequested({ queue: 'kyc', id: 'u1', document: 'pan', decision: 'reject', reason: '' }))
  await settle()
  t.match(selectAdminReview(store.getState()).kyc.action, { status: 'failed', errors: { reason: 'Please enter reject reason' } })
  store.dispatch(reviewDecisionRequested({ queue: 'kyc', id: 'u1', document: 'pan', decision: 'reject', reason: 'Blurred' }))
  await settle()
  t.same(api.calls.slice(-2).map(c => c.path), ['admin/kyc/u1/pan/reject', 'admin/kyc?status=reject&limit=50'])
  t.equal(selectAdminReview(store.getState()).kyc.action.status, 'done')
})

t.test('the per-user push carries kycCompleteStatus: the KYC state follows it without a reload', async t => {
  const { store, api } = start()
  store.dispatch(kycRequested())
  await settle()
  const push = (payload: unknown) => store.dispatch({ type: realtimeActionType('walletBalance'), payload })
  push({ balance: '0.00', winningamount: '0.00', bonus: '50.00', kycCompleteStatus: 'complete' })
  t.equal(selectKyc(store.getState()).profile?.kycCompleteStatus, 'complete')
  push({ balance: '0.00', winningamount: '0.00', bonus: '50.00' })
  t.equal(selectKyc(store.getState()).profile?.kycCompleteStatus, 'complete', 'a push without the field changes nothing')
  t.equal(api.calls.length, 1, 'no reload was needed')
})
