import t from 'tap'
import { walletPushEvent } from '@arena/contracts'
import { bonusLanded, ok, post, signInAdmin, signUp, type Player } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { files, formBody } from './support/forms'
import { freshMobile, lastCode } from './support/people'

/** A sign-up with a referral code, both steps, the code read from the outbox. */
async function signUpReferred(w: ContestWorld, name: string, referralBy: string): Promise<Player> {
  const mobile = freshMobile()
  const first = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile })
  const otp = await lastCode(w.dataDir, `+91${mobile}`)
  const second = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp, name, terms: true, referralBy })
  const profile = await post(w, '/api/profile-data', second.token)
  return { id: profile.data._id, token: second.token, name }
}

const form = (w: ContestWorld, token: string, url: string, fields: Record<string, string>, uploads: Record<string, Buffer>) => {
  const body = formBody(fields, uploads)
  return ok(w, { method: 'POST', url, token, raw: body.raw, headers: body.headers })
}

/** The next per-user push to `player` after the ones already sent, whatever it carries. */
function nextUserPush(w: ContestWorld, player: Player, match: (data: Record<string, unknown>) => boolean) {
  return w.pushes.waitFor(p => p.to === `user:${player.id}` && p.message.event === walletPushEvent && match(p.message.data as Record<string, unknown>))
}

/** Every KYC step submitted by the player; the admin approves `approved` (all of them: KYC complete). */
async function completeKyc(w: ContestWorld, admin: Player, player: Player, approved = ['photoFront', 'photoBack', 'address', 'pan', 'video']) {
  await form(w, player.token, '/api/interMediateUpdate', { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' }, { fImage: files.png(), bImage: files.jpeg() })
  await form(w, player.token, '/api/addressKyc', { docTypeAddress: 'utilityBill', state: 'Karnataka' }, { addProof: files.png() })
  await form(w, player.token, '/api/taxKyc', { panNo: 'ABCDE1234F' }, { panDoc: files.png() })
  await form(w, player.token, '/api/videoKyc', {}, { video: files.mp4() })
  for (const document of approved) await post(w, `/api/admin/kyc/${player.id}/${document}/approve`, admin.token)
}

t.test('profile-data carries the wallet fields the spec lists, read from the wallet module', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const asha = await signUp(w, 'ashaw')
  await bonusLanded(w, asha, '50.00')
  t.match((await post(w, '/api/profile-data', asha.token)).data, { balance: '0.00', winningamount: '0.00', bonus: '50.00', Rebalance: '0.00', kycCompleteStatus: 'pending' })

  const code = (await post(w, '/api/profile-data', asha.token)).data.referralCode
  const bala = await signUpReferred(w, 'balaw', code)
  // The referral bonus is paid when the referred player completes KYC.
  await completeKyc(w, boss, bala)
  await bonusLanded(w, asha, '75.00')
  t.match((await post(w, '/api/profile-data', asha.token)).data, { bonus: '75.00', Rebalance: '25.00' }, 'Rebalance: the referral bonuses earned, already inside bonus')
})

t.test('the per-user push carries balance, winningamount and kycCompleteStatus, and goes out when KYC changes', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const asha = await signUp(w, 'ashak')
  const bonus = await bonusLanded(w, asha, '50.00')
  t.same(bonus.message.data, { balance: '0.00', winningamount: '0.00', bonus: '50.00', kycCompleteStatus: 'pending' })

  await completeKyc(w, boss, asha, ['photoFront', 'photoBack', 'address', 'pan'])
  t.equal(w.pushes.of(`user:${asha.id}`, walletPushEvent).at(-1).kycCompleteStatus, 'pending', 'KYC changes are pushed while still pending')
  const completed = nextUserPush(w, asha, data => data.kycCompleteStatus === 'complete')
  await post(w, `/api/admin/kyc/${asha.id}/video/approve`, boss.token)
  t.same((await completed).message.data, { balance: '0.00', winningamount: '0.00', bonus: '50.00', kycCompleteStatus: 'complete' }, 'the last approval tells the player at once')
})
