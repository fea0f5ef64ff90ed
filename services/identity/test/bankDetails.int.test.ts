import t from 'tap'
import { identityFor, type Harness } from './support/harness'
import { adminToken, completeKyc, files, player, postForm, review, steps, type Upload } from './support/kyc'

const bankFields = { bankName: 'HDFC Bank', accountNo: '001234567890', accountHolderName: 'Asha Rao', ifscCode: 'hdfc0001234', branchName: 'MG Road' }
const cheque = (bytes = files.png()): Record<string, Upload> => ({ cancelledChequeImage: { name: 'cheque.png', bytes } })
const addBank = (h: Harness, token: string, fields: Record<string, string> = {}, uploads = cheque()) =>
  postForm(h, '/api/add_bank_detail', token, { ...bankFields, ...fields }, uploads)

async function verifiedPlayer(h: Harness, mobile: string, name: string, admin: string) {
  const p = await player(h, mobile, name)
  await completeKyc(h, p.token, p.id, admin)
  return p
}

t.test('bank and UPI saving is closed until KYC is complete, with the spec gate messages', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const { token, id } = await player(h, '9822200001', 'Gated')
  const gate = async (message: string) => {
    const bank = await addBank(h, token)
    t.equal(bank.statusCode, 403)
    t.equal(bank.body.message, message)
    t.equal((await h.post('/api/add_upi_detail', { upiid: 'asha@upi' }, token)).body.message, message)
  }
  await gate('Please complete your KYC first')
  for (const step of [steps.photoId, steps.address, steps.pan]) await step(h, token)
  await gate('Please complete your KYC first')
  await steps.video(h, token)
  await gate('Please wait for KYC verification')
  await review(h, admin, id, 'address', 'reject', 'Old bill')
  await gate('Please update KYC documents to add bank details')
  t.same((await h.get('/api/user_bank_detail', token)).body, { status: true, data: [] }, 'nothing was saved')
})

t.test('the bank form is refused with the shared rules texts', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const { token } = await verifiedPlayer(h, '9822200002', 'Former', admin)
  const expect = async (fields: Record<string, string>, errors: Record<string, string>, uploads = cheque()) =>
    t.same((await addBank(h, token, fields, uploads)).body.errors, errors, JSON.stringify(fields))
  await expect({ bankName: '', accountNo: '', accountHolderName: '', ifscCode: '', branchName: '' }, {
    bankName: 'Bank name is required', accountNo: 'Account number is required', accountHolderName: 'Account holder name is required',
    ifscCode: 'IFSC code is required', branchName: 'Branch name is required', cancelledChequeImage: 'Cancelled cheque image is required',
  }, {})
  await expect({ accountNo: '12345' }, { accountNo: 'Please enter valid account number' })
  await expect({ accountNo: '1234567890123456789' }, { accountNo: 'Please enter valid account number' })
  await expect({ accountNo: '12a4567' }, { accountNo: 'Please enter valid account number' })
  await expect({ ifscCode: 'HDFC01234' }, { ifscCode: 'Please enter valid IFSC code' })
  await expect({ ifscCode: 'HDF00001234' }, { ifscCode: 'Please enter valid IFSC code' })
  await expect({ branchName: ' MG Road' }, { branchName: 'First space not allowed' })
  await expect({ branchName: 'MG Road 2' }, { branchName: 'Only use alphabetic characters' })
  await expect({ bankName: 'Bank of Nowhere' }, { bankName: 'Please select a bank from the list' })
  await expect({ accountHolderName: 'Someone Else' }, { accountHolderName: 'Account holder name must match the name on your KYC' })
  await expect({}, { cancelledChequeImage: 'Please select valid Front image jpeg,png,gif.' }, cheque(files.pdf()))
  await expect({}, { cancelledChequeImage: 'Maximum 10 MB Image allowed' }, cheque(files.png(10_000_001)))
  t.same((await h.post('/api/add_upi_detail', { upiid: '' }, token)).body.errors, { upiid: 'UPI ID is required' })
  t.same((await h.post('/api/add_upi_detail', { upiid: 'asha.upi' }, token)).body.errors, { upiid: 'Please enter valid UPI ID' })
  t.same((await h.get('/api/user_bank_detail', token)).body.data, [], 'no refused form was saved')
})

t.test('a bank account starts pending, an admin accepts or rejects it with a reason, and only accepted ones reach the withdrawal list', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const asha = await verifiedPlayer(h, '9822200003', 'Payee', admin)
  t.same((await addBank(h, asha.token, { accountHolderName: ' asha  rao ' })).body, { status: true, message: 'Bank details added successfully' })
  const [saved] = (await h.get('/api/user_bank_detail', asha.token)).body.data
  t.match(saved, { bankName: 'HDFC Bank', accountNo: '001234567890', accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road', status: 'pending', rejectReason: '', date: '2026-03-01T10:00:31.000Z' })
  t.match(saved.cancelledChequeImage, /^\/api\/kyc-document\/cheque\/[0-9a-f-]{36}\.png$/)
  t.same((await h.get('/api/user_bank_account_list', asha.token)).body, { status: true, data: [] }, 'a pending account cannot be withdrawn to')
  t.equal((await addBank(h, asha.token)).body.errors.accountNo, 'This bank account is already added')

  const other = await verifiedPlayer(h, '9822200004', 'Nosy', admin)
  t.equal((await h.get(saved.cancelledChequeImage, other.token)).statusCode, 403, "another player cannot see the cheque")
  t.equal((await h.get(saved.cancelledChequeImage, admin)).statusCode, 200)
  t.same((await h.get('/api/user_bank_detail', other.token)).body.data, [], 'lists are per player')

  const queue = await h.get('/api/admin/bank-details?status=pending', admin)
  t.match(queue.body.data, [{ _id: saved._id, userId: asha.id, userName: 'Payee', status: 'pending' }])
  t.equal((await h.get('/api/admin/bank-details', asha.token)).statusCode, 403)
  t.same((await h.post(`/api/admin/bank-details/${saved._id}/reject`, { reason: '' }, admin)).body.errors, { reason: 'Please enter reject reason' })
  const rejected = await h.post(`/api/admin/bank-details/${saved._id}/reject`, { reason: 'Cheque is not cancelled' }, admin)
  t.match(rejected.body, { status: true, message: 'Bank detail rejected', data: { status: 'rejected', rejectReason: 'Cheque is not cancelled' } })
  t.equal((await h.post(`/api/admin/bank-details/${saved._id}/accept`, {}, admin)).statusCode, 409, 'a decided account stays decided')
  t.equal((await h.post('/api/admin/bank-details/no-such-id/accept', {}, admin)).statusCode, 404)

  h.clock.advance(1000)
  t.equal((await addBank(h, asha.token)).statusCode, 200, 'the rejected account may be sent again')
  const [fresh, old] = (await h.get('/api/user_bank_detail', asha.token)).body.data
  t.same([fresh.status, old.status], ['pending', 'rejected'], 'newest first')
  t.equal((await h.post(`/api/admin/bank-details/${fresh._id}/accept`, {}, admin)).body.message, 'Bank detail accepted')
  t.match((await h.get('/api/user_bank_account_list', asha.token)).body.data, [{ _id: fresh._id, status: 'accepted' }])
})

t.test('UPI IDs are saved, listed newest first, and a duplicate is refused', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const { token } = await verifiedPlayer(h, '9822200005', 'Upier', admin)
  t.same((await h.post('/api/add_upi_detail', { upiid: 'asha@okbank' }, token)).body, { status: true, message: 'UPI ID added successfully' })
  h.clock.advance(1000)
  await h.post('/api/add_upi_detail', { upiid: 'asha.rao@ybl' }, token)
  const dup = await h.post('/api/add_upi_detail', { upiid: 'ASHA@okbank' }, token)
  t.equal(dup.statusCode, 409)
  t.same(dup.body.errors, { upiid: 'This UPI ID is already added' })
  t.match((await h.get('/api/geuserUPIList', token)).body.data, [{ upiId: 'asha.rao@ybl' }, { upiId: 'asha@okbank', date: '2026-03-01T10:00:31.000Z' }])
})

t.test('payout eligibility needs complete KYC and an accepted bank account of the player own; facts and PAN are exported', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const { token, id } = await player(h, '9822200006', 'Payout')
  const eligibility = h.module.payoutEligibility
  t.same(await eligibility.check(id, 'x'), { ok: false, field: 'kyc', message: 'Please complete your KYC first' })
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id), await h.module.panOf(id)], [null, null, null])
  await completeKyc(h, token, id, admin)
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id), await h.module.panOf(id)], [null, null, 'ABCDE1234F'], 'age and state are what the player declares, not KYC')
  await h.post('/api/player-declaration', { dob: '1990-05-14', state: 'Karnataka' }, token)
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id)], [35, 'Karnataka'])
  t.same(await eligibility.check(id, 'x'), { ok: false, field: 'bank_account_id', message: 'First bank account is required' })
  await addBank(h, token)
  const [account] = (await h.get('/api/user_bank_detail', token)).body.data
  t.equal((await eligibility.check(id, account._id)).ok, false, 'pending is not enough')
  await h.post(`/api/admin/bank-details/${account._id}/accept`, {}, admin)
  t.same(await eligibility.check(id, account._id), { ok: true })
  const other = await verifiedPlayer(h, '9822200007', 'Thief', admin)
  t.same(await eligibility.check(other.id, account._id), { ok: false, field: 'bank_account_id', message: 'First bank account is required' }, "someone else's account is refused")
})
