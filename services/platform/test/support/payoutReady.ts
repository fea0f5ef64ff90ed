import { randomUUID } from 'node:crypto'
import { ok, post, type Player } from './contestPeople'
import type { ContestWorld } from './contestWorld'
import { files, formBody } from './forms'

const form = (w: ContestWorld, url: string, token: string, fields: Record<string, string>, uploads: Record<string, Buffer>) =>
  ok(w, { method: 'POST', url, token, ...formBody(fields, uploads) })

/** The bank account readyToWithdraw saves and an admin accepts. */
export const sampleBank = { bankName: 'HDFC Bank', accountNo: '001234567890', accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road' }

/** KYC with the given birth date and address state, all approved, an accepted bank account and ₹1000 of winnings; answers the account id. */
export async function readyToWithdraw(w: ContestWorld, admin: Player, player: Player, kyc: { dob: string; state: string }): Promise<string> {
  const photoId = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: kyc.dob, documentNo: '123412341234' }
  await form(w, '/api/interMediateUpdate', player.token, photoId, { fImage: files.png(), bImage: files.jpeg() })
  await form(w, '/api/addressKyc', player.token, { docTypeAddress: 'utilityBill', state: kyc.state }, { addProof: files.png() })
  await form(w, '/api/taxKyc', player.token, { panNo: 'ABCDE1234F' }, { panDoc: files.png() })
  await form(w, '/api/videoKyc', player.token, {}, { video: files.mp4() })
  for (const document of ['photoFront', 'photoBack', 'address', 'pan', 'video']) await post(w, `/api/admin/kyc/${player.id}/${document}/approve`, admin.token)
  await form(w, '/api/add_bank_detail', player.token, sampleBank, { cancelledChequeImage: files.png() })
  const [account] = (await ok(w, { method: 'GET', url: '/api/user_bank_detail', token: player.token })).data
  await post(w, `/api/admin/bank-details/${account._id}/accept`, admin.token)
  await w.modules.wallet.handlers.creditPrize({ commandId: randomUUID(), at: w.clock.now().toISOString(), userId: player.id, contestId: randomUUID(), contestName: 'Cup', rank: 1, amount: '1000' })
  return account._id
}
