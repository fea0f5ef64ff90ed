import t from 'tap'
import { ApiError } from '../src/app/api'
import { stashFile } from '../src/app/fileStash'
import { BANK_SAVE_RELOAD_MS } from '../src/features/bank/sagas'
import { BANK_STATUS_LABELS, maskAccount } from '../src/features/bank/SavedLists'
import { bankDetailSubmitted, bankPageRequested, holderName, selectBankGate, selectBankPage, upiSubmitted } from '../src/features/bank/slice'
import type { KycProfile } from '../src/features/kyc/api'
import { reviewDecisionRequested, reviewQueueRequested, selectAdminReview } from '../src/features/admin/review/slice'
import { settle, setup, type Call } from './authHarness'

const complete: KycProfile = {
  name: 'asha01', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', mobile: '9876543210', countryCode: '91', mobileVerifyStatus: 'verify',
  fImage_status: 'verify', bImage_status: 'verify', addressStatus: 'verify', taxStatus: 'verify', videoStatus: 'verify',
  interMediate: true, taxForverify: true, kycCompleteStatus: 'complete',
}
const account = { _id: 'b1', accountNo: '001234567890', bankName: 'HDFC Bank', accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road', cancelledChequeImage: '/api/kyc-document/cheque/c.png', status: 'rejected', rejectReason: 'Not cancelled', date: '2026-03-01T10:00:00.000Z' }
const upi = { _id: 'u1', upiId: 'asha@ybl', date: '2026-03-01T10:00:00.000Z' }
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const file = (bytes: number[], size: number, name = 'cheque.png') => new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name)
const fields = { bankName: 'HDFC Bank', accountNo: '001234567890', ifscCode: 'HDFC0001234', branchName: 'MG Road' }

async function loaded(profile: Partial<KycProfile> = {}, answers: Record<string, (call: Call) => unknown> = {}) {
  const app = setup(call => {
    const answer = answers[call.path]
    if (answer) return answer(call)
    if (call.path === 'profile-data') return { status: true, data: { ...complete, ...profile } }
    if (call.path === 'user_bank_detail') return { status: true, data: [account] }
    if (call.path === 'geuserUPIList') return { status: true, data: [upi] }
    throw new Error(`unexpected call to ${call.path}`)
  })
  app.store.dispatch(bankPageRequested())
  await settle()
  app.api.calls.length = 0
  return app
}

t.test('the page loads the profile and both saved lists', async t => {
  const { store } = await loaded()
  t.match(selectBankPage(store.getState()), { status: 'loaded', accounts: [account], upis: [upi], tab: 'bank' })
  t.equal(selectBankGate(store.getState()), null, 'the forms show with KYC complete')
  t.equal(holderName(complete), 'Asha Rao')
  t.equal(holderName({ fname: '', lname: '', name: 'asha01' }), 'asha01')
})

t.test('the forms are replaced by the spec section 4 gate message until KYC is complete', async t => {
  const cases: [Partial<KycProfile>, string][] = [
    [{ kycCompleteStatus: 'pending', addressStatus: 'reject' }, 'Please update KYC documents to add bank details'],
    [{ kycCompleteStatus: 'pending', videoStatus: undefined }, 'Please complete your KYC first'],
    [{ kycCompleteStatus: 'pending', mobileVerifyStatus: 'pending' }, 'Please complete your KYC first'],
    [{ kycCompleteStatus: 'pending', videoStatus: 'pending' }, 'Please wait for KYC verification'],
  ]
  for (const [profile, message] of cases) {
    const { store } = await loaded(profile)
    t.equal(selectBankGate(store.getState()), message, JSON.stringify(profile))
  }
})

t.test('every client message of the bank form, and nothing sent while one shows', async t => {
  const { store, api } = await loaded()
  const expect = async (change: Partial<typeof fields>, cheque: File | undefined, errors: Record<string, string>) => {
    store.dispatch(bankDetailSubmitted({ fields: { ...fields, ...change }, ...(cheque ? { chequeImage: stashFile(cheque) } : {}) }))
    await settle()
    t.same(selectBankPage(store.getState()).bankForm.errors, errors, JSON.stringify(change))
  }
  await expect({ bankName: '', accountNo: '', ifscCode: '', branchName: '' }, undefined, {
    bankName: 'Bank name is required', accountNo: 'Account number is required', ifscCode: 'IFSC code is required',
    branchName: 'Branch name is required', cancelledChequeImage: 'Cancelled cheque image is required',
  })
  await expect({ accountNo: '12345' }, file(PNG, 5000), { accountNo: 'Please enter valid account number' })
  await expect({ accountNo: '000000' }, file(PNG, 5000), { accountNo: 'Please enter valid account number' })
  await expect({ ifscCode: 'HDFC123' }, file(PNG, 5000), { ifscCode: 'Please enter valid IFSC code' })
  await expect({ branchName: ' MG Road' }, file(PNG, 5000), { branchName: 'First space not allowed' })
  await expect({ branchName: 'MG-Road' }, file(PNG, 5000), { branchName: 'Only use alphabetic characters' })
  await expect({ bankName: 'Bank of Atlantis' }, file(PNG, 5000), { bankName: 'Please select a bank from the list' })
  await expect({}, file([0x25, 0x50, 0x44, 0x46, 0x2d], 5000), { cancelledChequeImage: 'Please select valid Front image jpeg,png,gif.' })
  await expect({}, file(PNG, 10_000_001), { cancelledChequeImage: 'Maximum 10 MB Image allowed' })
  t.same(api.calls, [])
})

t.test('without a profile name the holder is missing: "Account holder name is required"', async t => {
  const { store } = await loaded({ fname: '', lname: '', name: '' })
  store.dispatch(bankDetailSubmitted({ fields, chequeImage: stashFile(file(PNG, 5000)) }))
  await settle()
  t.same(selectBankPage(store.getState()).bankForm.errors, { accountHolderName: 'Account holder name is required' })
})

t.test('a valid bank form is sent as multipart with the profile name, then the page reloads to /bankdetail after 1 s', async t => {
  const { store, api, toasts, clock, navigations } = await loaded({}, { add_bank_detail: () => ({ status: true, message: 'Bank details added successfully' }) })
  store.dispatch(bankDetailSubmitted({ fields, chequeImage: stashFile(file(PNG, 5000)) }))
  await settle()
  const form = api.calls[0]!.body as FormData
  t.equal(api.calls[0]!.path, 'add_bank_detail')
  t.same(Object.fromEntries(['bankName', 'accountNo', 'accountHolderName', 'ifscCode', 'branchName'].map(k => [k, form.get(k)])), { ...fields, accountHolderName: 'Asha Rao' })
  t.equal((form.get('cancelledChequeImage') as File).name, 'cheque.png')
  t.same(toasts(), [['success', 'Bank details added successfully']])
  t.same(navigations, [], 'not before the second has passed')
  t.equal(BANK_SAVE_RELOAD_MS, 1000)
  clock.release(1000)
  await settle()
  t.same(navigations, ['/bankdetail'])
  t.equal(api.calls.at(-1)!.path, 'geuserUPIList', 'the lists reload')
})

t.test('a refused bank save toasts the server message and keeps its field errors', async t => {
  const { store, toasts, navigations } = await loaded({}, { add_bank_detail: () => { throw new ApiError('This bank account is already added', 409, { accountNo: 'This bank account is already added' }) } })
  store.dispatch(bankDetailSubmitted({ fields, chequeImage: stashFile(file(PNG, 5000)) }))
  await settle()
  t.same(toasts(), [['error', 'This bank account is already added']])
  t.same(selectBankPage(store.getState()).bankForm, { status: 'failed', errors: { accountNo: 'This bank account is already added' } })
  t.same(navigations, [])
})

t.test('every client message of the UPI form; a saved UPI ID reloads /bankdetail after 1 s; a refusal toasts', async t => {
  let refuse = true
  const { store, api, toasts, clock, navigations } = await loaded({}, {
    add_upi_detail: () => {
      if (refuse) throw new ApiError('Please complete your KYC first', 403)
      return { status: true, message: 'UPI ID added successfully' }
    },
  })
  for (const [typed, message] of [['', 'UPI ID is required'], ['  ', 'UPI ID is required'], ['asha.ybl', 'Please enter valid UPI ID'], ['asha@', 'Please enter valid UPI ID']]) {
    store.dispatch(upiSubmitted(typed!))
    await settle()
    t.same(selectBankPage(store.getState()).upiForm.errors, { upiid: message }, JSON.stringify(typed))
  }
  t.same(api.calls, [])
  store.dispatch(upiSubmitted('asha@okbank'))
  await settle()
  t.same(toasts(), [['error', 'Please complete your KYC first']])
  refuse = false
  store.dispatch(upiSubmitted(' asha@okbank '))
  await settle()
  t.same(api.calls.at(-1), { method: 'post', path: 'add_upi_detail', body: { upiid: 'asha@okbank' } })
  clock.release(1000)
  await settle()
  t.same(navigations, ['/bankdetail'])
})

t.test('saved accounts show masked numbers and the spec status labels', async t => {
  t.equal(maskAccount('001234567890'), 'XXXXXXXX7890')
  t.same(BANK_STATUS_LABELS, { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' })
})

t.test('an admin accepts a bank account and the pending queue reloads', async t => {
  const row = { ...account, status: 'pending', userId: 'u9', userName: 'asha01', mobile: '9876543210' }
  const { store, api } = await loaded({}, {
    'admin/bank-details?status=pending&limit=50': () => ({ status: true, data: [row], total: 1 }),
    'admin/bank-details/b1/accept': () => ({ status: true, message: 'Bank detail accepted' }),
  })
  store.dispatch(reviewQueueRequested({ queue: 'bank', filter: 'pending' }))
  await settle()
  t.match(selectAdminReview(store.getState()).bank.rows, [{ _id: 'b1' }])
  store.dispatch(reviewDecisionRequested({ queue: 'bank', id: 'b1', decision: 'accept', reason: '' }))
  await settle()
  t.same(api.calls.slice(-2).map(c => [c.path, c.body]), [['admin/bank-details/b1/accept', { reason: '' }], ['admin/bank-details?status=pending&limit=50', undefined]])
})
