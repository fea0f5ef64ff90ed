import t from 'tap'
import { identityFor, wrongCode, type Harness } from './support/harness'
import { adminToken, completeKyc, player, profileOf, review, steps } from './support/kyc'

async function emailPlayer(h: Harness, email: string, name: string): Promise<string> {
  const step1 = await h.post('/api/user-registor-email', { countryCode: '44', email })
  const code = h.sender.last(email).code
  const step2 = await h.post('/api/user-registor-email', { countryCode: '44', email, otp: code, encrypted_otp: step1.body.data.encrypted_otp, name, terms: 'true' })
  return step2.body.token
}

t.test('the phone step proves a number by OTP, with errors under the otp field, and opens the photo ID step', async t => {
  const h = await identityFor(t)
  const token = await emailPlayer(h, 'ravi@example.com', 'ravi')
  const early = await steps.photoId(h, token)
  t.equal(early.statusCode, 409)
  t.equal(early.body.message, 'Please verify your mobile number first')
  t.same((await h.post('/api/userVerifyOtp', { type: 'otp', otp: '123456' }, token)).body.errors, { otp: 'Please request a new OTP' }, 'no code was sent yet')

  t.same((await h.post('/api/userMobileKyc', { type: 'phone', countryCode: '91', mobile: '98765' }, token)).body.errors, { mobile: 'Please enter valid mobile no' })
  const sent = await h.post('/api/userMobileKyc', { type: 'phone', countryCode: '91', mobile: '09811200001' }, token)
  t.same(sent.body, { status: true, message: 'OTP sent successfully' })
  const code = h.sender.last('+919811200001').code
  t.same((await h.post('/api/userVerifyOtp', { type: 'otp', otp: '' }, token)).body.errors, { otp: 'Please enter OTP' })
  const wrong = await h.post('/api/userVerifyOtp', { type: 'otp', otp: wrongCode(code) }, token)
  t.same(wrong.body.errors, { otp: 'Invalid OTP. 4 attempts left' })
  t.equal((await profileOf(h, token)).mobileVerifyStatus, 'pending')

  t.same((await h.post('/api/userVerifyOtp', { type: 'otp', otp: code }, token)).body, { status: true, message: 'Mobile number verified successfully' })
  t.match(await profileOf(h, token), { mobile: '9811200001', countryCode: '91', mobileVerifyStatus: 'verify', kycCompleteStatus: 'pending' })
  t.match(h.sender.last('ravi@example.com'), { purpose: 'contact-changed', notice: 'The mobile number was changed to ******0001' }, 'the account\'s other contact is told')
  t.equal((await steps.photoId(h, token)).statusCode, 200, 'the photo ID step is open now')

  const other = await emailPlayer(h, 'mira@example.com', 'mira')
  const taken = await h.post('/api/userMobileKyc', { type: 'phone', countryCode: '91', mobile: '9811200001' }, other)
  t.equal(taken.statusCode, 409)
  t.same(taken.body.errors, { mobile: 'Mobile number already registered' })
})

t.test('each KYC step needs the one before it, and a sent step is closed while it waits for review', async t => {
  const h = await identityFor(t)
  const { token } = await player(h, '9811200002', 'Order')
  t.equal((await steps.address(h, token)).body.message, 'Please complete photo ID verification first')
  t.equal((await steps.photoId(h, token)).statusCode, 200)
  t.equal((await steps.pan(h, token)).body.message, 'Please complete address proof verification first')
  t.equal((await steps.address(h, token)).statusCode, 200)
  t.equal((await steps.video(h, token)).body.message, 'Please complete PAN verification first')
  t.equal((await steps.pan(h, token)).statusCode, 200)
  t.equal((await steps.video(h, token)).statusCode, 200)
  const again = await steps.photoId(h, token)
  t.equal(again.statusCode, 409)
  t.equal(again.body.message, 'This document is waiting for verification')
  t.match(await profileOf(h, token), {
    docType: 'id', documentNo: '123412341234', fImage_status: 'pending', bImage_status: 'pending', interMediate: true,
    fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14',
    docTypeAddress: 'utilityBill', state: 'Karnataka', addressStatus: 'pending', panNo: 'ABCDE1234F', taxStatus: 'pending', taxForverify: true,
    videoStatus: 'pending', kycCompleteStatus: 'pending',
    fImage: /^\/api\/kyc-document\/kyc\/[0-9a-f-]{36}\.png$/, bImage: /^\/api\/kyc-document\/kyc\/[0-9a-f-]{36}\.jpeg$/,
    addProofImage: /^\/api\/kyc-document\/address\//, panDocImage: /^\/api\/kyc-document\/pan\//, video: /^\/api\/kyc-document\/video\/.*\.mp4$/,
  })
})

t.test('an admin approves and rejects with a reason, the player resubmits, and kycCompleteStatus becomes complete', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const { token, id } = await player(h, '9811200003', 'Review')
  for (const step of [steps.photoId, steps.address, steps.pan, steps.video]) await step(h, token)

  const noReason = await review(h, admin, id, 'photoBack', 'reject', '  ')
  t.equal(noReason.statusCode, 400)
  t.same(noReason.body.errors, { reason: 'Please enter reject reason' })
  t.equal((await review(h, admin, id, 'photoFront', 'approve')).body.message, 'Document verified')
  const rejected = await review(h, admin, id, 'photoBack', 'reject', 'Back side is blurred')
  t.equal(rejected.body.message, 'Document rejected')
  t.equal((await review(h, admin, id, 'photoBack', 'approve')).statusCode, 409, 'a rejected file is not waiting for review')
  for (const document of ['address', 'pan']) await review(h, admin, id, document, 'approve')
  await review(h, admin, id, 'video', 'reject', 'Face not visible')
  const seen = await profileOf(h, token)
  t.match(seen, { fImage_status: 'verify', bImage_status: 'reject', bi_rejectResion: 'Back side is blurred', videoStatus: 'reject', v_rejectResion: 'Face not visible', kycCompleteStatus: 'pending' })
  t.notOk('fi_rejectResion' in seen, 'an accepted side carries no reason')

  t.equal((await steps.address(h, token)).body.message, 'This document is already verified')
  const again = await steps.photoId(h, token)
  t.equal(again.statusCode, 200, 'a rejected side re-enables upload')
  t.match(await profileOf(h, token), { fImage_status: 'pending', bImage_status: 'pending' })
  t.notOk('bi_rejectResion' in (await profileOf(h, token)), 'the old reason is gone with the old file')
  t.equal((await steps.video(h, token)).statusCode, 200)
  for (const document of ['photoFront', 'photoBack', 'video']) t.equal((await review(h, admin, id, document, 'approve')).statusCode, 200)
  t.match(await profileOf(h, token), { fImage_status: 'verify', bImage_status: 'verify', addressStatus: 'verify', taxStatus: 'verify', videoStatus: 'verify', kycCompleteStatus: 'complete' })
})

t.test('the admin queue lists players with pending documents, longest waiting first, to admins only', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const first = await player(h, '9811200004', 'First')
  const second = await player(h, '9811200005', 'Second')
  await steps.photoId(h, first.token)
  h.clock.advance(60_000)
  await steps.photoId(h, second.token)
  t.equal((await h.get('/api/admin/kyc', first.token)).statusCode, 403, 'a player may not see the queue')
  const queue = await h.get('/api/admin/kyc?status=pending', admin)
  t.same(queue.body.data.map((row: any) => row.name), ['First', 'Second'])
  t.match(queue.body.data[0], {
    userId: first.id, photoId: { docType: 'id', documentNo: '123412341234', fname: 'Asha' },
    documents: [{ document: 'photoFront', status: 'pending', url: /^\/api\/kyc-document\/kyc\// }, { document: 'photoBack', status: 'pending' }],
  })
  await review(h, admin, first.id, 'photoFront', 'approve')
  await review(h, admin, first.id, 'photoBack', 'reject', 'Cut off')
  t.same((await h.get('/api/admin/kyc?status=pending', admin)).body.data.map((row: any) => row.name), ['Second'])
  t.same((await h.get('/api/admin/kyc?status=reject', admin)).body.data.map((row: any) => row.name), ['First'])
  t.equal((await review(h, first.token, first.id, 'photoBack', 'approve')).statusCode, 403, 'a player may not review')
})

t.test("a player cannot read another player's documents; the owner and admins can", async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const owner = await player(h, '9811200006', 'Owner')
  const other = await player(h, '9811200007', 'Other')
  await completeKyc(h, owner.token, owner.id, admin)
  const urls = (({ fImage, bImage, addProofImage, panDocImage, video }) => [fImage, bImage, addProofImage, panDocImage, video])(await profileOf(h, owner.token))
  for (const url of urls) {
    t.equal((await h.get(url, owner.token)).statusCode, 200, `owner reads ${url}`)
    t.equal((await h.get(url, admin)).statusCode, 200, `admin reads ${url}`)
    t.equal((await h.get(url, other.token)).statusCode, 403, `another player is refused ${url}`)
    t.equal((await h.get(url)).statusCode, 401, 'no token, no file')
  }
  const served = await h.get(urls[4], owner.token)
  t.equal(served.raw.length, 1_500_000, 'the video comes back whole')
  t.equal((await h.get('/api/kyc-document/kyc/../../secrets.json', admin)).statusCode, 404)
  t.equal((await h.post('/api/profile-data', { _id: owner.id }, other.token)).statusCode, 403, 'nor the KYC fields of the profile')
})
