import { createHash } from 'node:crypto'
import type { PlatformUnderTest } from './platformUnderTest'
import type { RichPlayer } from './richPlayer'

/** Every identifier of the victim's things: none may appear in what another player is shown. */
export function secretsOf(b: RichPlayer): string[] {
  return [b.id, b.mobile, b.acceptedBankId, b.pendingBankId, b.upiId, b.depositId, b.withdrawalId, b.ticketId, b.attachment, b.profileImage, b.kycFile, b.orderId, '001234567890', 'asha@okaxis', 'ABCDE1234F']
}

/** The fields a client might use to point a call at someone else's things, aimed at the victim's. */
export function victimIds(b: RichPlayer): Record<string, string> {
  return {
    _id: b.id, id: b.id, userId: b.id, user_id: b.id, userid: b.id, ticketId: b.ticketId, depositId: b.depositId,
    withdrawalId: b.withdrawalId, bank_account_id: b.acceptedBankId, bankId: b.pendingBankId, upiId: b.upiId, file: b.attachment,
    orderId: b.orderId, order_id: b.orderId, contestId: b.contestId, contest_id: b.contestId,
  }
}

/** Path parameters by name, aimed at the victim's things. */
export function victimParams(b: RichPlayer): Record<string, string> {
  return { id: b.id, userId: b.id, file: b.attachment, folder: 'kyc', ticketId: b.ticketId, depositId: b.depositId, withdrawalId: b.withdrawalId, orderId: b.orderId }
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * What the victim sees of their own things, through their own token: if another player changed
 * anything of theirs, this changes. Files are compared by hash.
 */
export async function snapshotOf(put: PlatformUnderTest, b: RichPlayer): Promise<Record<string, unknown>> {
  const post = async (url: string, json: unknown = {}) => (await put.call({ method: 'POST', url, token: b.token, json })).body
  const get = async (url: string) => {
    const answer = await put.call({ method: 'GET', url, token: b.token })
    return answer.body ?? { status: answer.statusCode, sha: sha(answer.text) }
  }
  return {
    profile: await post('/api/profile-data'),
    tickets: await post('/api/helpHistory-data'),
    ticket: await post('/api/chat-room-tichekdata', { _id: b.ticketId }),
    wallet: await get('/api/wallet-balance'),
    transactions: await post('/api/gettransaction'),
    withdrawals: await post('/api/user_withdrawal_list'),
    depositRequests: await get('/api/deposit-requests'),
    banks: await get('/api/user_bank_detail'),
    upis: await get('/api/geuserUPIList'),
    attachment: await get(`/api/helpIssue/${b.attachment}`),
    image: await get(`/api/profile-image/${b.profileImage}`),
    kycFile: await get(`/api/kyc-document/kyc/${b.kycFile}`),
    orders: await get(`/api/orders?contestId=${b.contestId}`),
    account: await post('/api/getAccount-data', { contestId: b.contestId }),
  }
}
