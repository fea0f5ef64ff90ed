import { randomUUID } from 'node:crypto'
import { formBody, files } from './forms'
import { liveContestWithOrder } from './liveContest'
import { admin, signUp, type Person } from './people'
import type { PlatformUnderTest } from './platformUnderTest'

/** A player holding one of everything a player can own, with the ids other tests aim at. */
export interface RichPlayer extends Person {
  acceptedBankId: string
  pendingBankId: string
  upiId: string
  depositId: string
  withdrawalId: string
  ticketId: string
  /** Stored file names: the ticket's attachment, the profile image, the KYC photo front. */
  attachment: string
  profileImage: string
  kycFile: string
  contestId: string
  orderId: string
}

export interface Cast {
  boss: Person
  rich: RichPlayer
  /** A player whose photo ID waits for review: the target of the admin KYC decision. */
  pending: Person
}

type Step = { url: string; token: string; json?: unknown; form?: { fields: Record<string, string>; uploads?: Record<string, Buffer> } }

async function ok(put: PlatformUnderTest, step: Step) {
  const body = step.form ? formBody(step.form.fields, step.form.uploads) : undefined
  const answer = await put.call({ method: 'POST', url: step.url, token: step.token, json: step.json ?? (body ? undefined : {}), raw: body?.raw, headers: body?.headers })
  if (answer.statusCode !== 200) throw new Error(`${step.url} answered ${answer.statusCode} ${answer.text}`)
  return answer.body
}

const photoId = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' }
const bank = (accountNo: string) => ({ bankName: 'HDFC Bank', accountNo, accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road' })

/** Everything through the real routes, except the prize: no contest runs here, so it is credited the way settlement does. */
export async function cast(put: PlatformUnderTest, name = 'richplayer'): Promise<Cast> {
  const boss = await admin(put)
  const p = await signUp(put, name)
  const as = (url: string, extra: Partial<Step> = {}) => ok(put, { url, token: p.token, ...extra })
  const review = (path: string, json: unknown = {}) => ok(put, { url: `/api/admin/${path}`, token: boss.token, json })
  await as('/api/interMediateUpdate', { form: { fields: photoId, uploads: { fImage: files.png(), bImage: files.jpeg() } } })
  await as('/api/addressKyc', { form: { fields: { docTypeAddress: 'utilityBill', state: 'Karnataka' }, uploads: { addProof: files.png() } } })
  await as('/api/taxKyc', { form: { fields: { panNo: 'ABCDE1234F' }, uploads: { panDoc: files.png() } } })
  await as('/api/videoKyc', { form: { fields: {}, uploads: { video: files.mp4() } } })
  for (const document of ['photoFront', 'photoBack', 'address', 'pan', 'video']) await review(`kyc/${p.id}/${document}/approve`)
  await as('/api/add_bank_detail', { form: { fields: bank('001234567890'), uploads: { cancelledChequeImage: files.png() } } })
  const [first] = (await put.call({ method: 'GET', url: '/api/user_bank_detail', token: p.token })).body.data
  await review(`bank-details/${first._id}/accept`)
  await as('/api/add_bank_detail', { form: { fields: bank('009876543210'), uploads: { cancelledChequeImage: files.png() } } })
  const banks = (await put.call({ method: 'GET', url: '/api/user_bank_detail', token: p.token })).body.data as { _id: string }[]
  await as('/api/add_upi_detail', { json: { upiid: 'asha@okaxis' } })
  const upi = (await put.call({ method: 'GET', url: '/api/geuserUPIList', token: p.token })).body.data[0]
  const image = await as('/api/profile-data-update', { form: { fields: {}, uploads: { profileImage: files.png() } } })
  const deposit = await as('/api/deposit-request', { json: { amount: '500', method: 'UPI', reference: '998877665544' } })
  await put.platform.wallet.handlers.creditPrize({ commandId: randomUUID(), at: new Date().toISOString(), userId: p.id, contestId: randomUUID(), rank: 1, amount: '1000' })
  const withdrawal = await as('/api/withdral-request-add', { json: { amount: '200', bank_account_id: first._id } })
  const ticket = await as('/api/helpIssue-data', { form: { fields: { subject: 'Deposit Issue', description: 'My deposit has not arrived yet.' }, uploads: { issueImage: files.png() } } })
  const profile = (await put.call({ method: 'POST', url: '/api/profile-data', token: p.token, json: {} })).body.data
  const contest = await liveContestWithOrder(put, boss, p)
  const pending = await signUp(put, `${name.slice(0, 6)}pend`)
  await ok(put, { url: '/api/interMediateUpdate', token: pending.token, form: { fields: photoId, uploads: { fImage: files.png(), bImage: files.jpeg() } } })
  const rich: RichPlayer = {
    ...p,
    acceptedBankId: first._id,
    pendingBankId: banks.find(b => b._id !== first._id)!._id,
    upiId: upi._id,
    depositId: deposit.data._id,
    withdrawalId: withdrawal.data._id,
    ticketId: ticket.data._id,
    attachment: ticket.data.issueImage,
    profileImage: lastSegment(image.data.profileImage),
    kycFile: lastSegment(profile.fImage),
    ...contest,
  }
  return { boss, rich, pending }
}

const lastSegment = (url: string): string => url.slice(url.lastIndexOf('/') + 1)
