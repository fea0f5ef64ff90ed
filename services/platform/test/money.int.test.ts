import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { platformConfig } from '../src/config'
import { balances, bonusLanded, ok, post, signInAdmin, signUp, type Player } from './support/contestPeople'
import { bootWorld, secrets, type ContestWorld } from './support/contestWorld'
import { files, formBody } from './support/forms'
import { freshMobile, lastCode } from './support/people'

/** Sign-up with a referral code, as the Sign Up tab sends it from /referral/{code}. */
async function signUpReferred(w: ContestWorld, name: string, referralBy: string): Promise<Player> {
  const mobile = freshMobile()
  const first = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile })
  const otp = await lastCode(w.dataDir, `+91${mobile}`)
  const second = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp, name, referralBy, terms: true })
  const profile = await post(w, '/api/profile-data', second.token)
  return { id: profile.data._id, token: second.token, name }
}

const form = (w: ContestWorld, token: string, url: string, fields: Record<string, string>, uploads: Record<string, Buffer>) => {
  const body = formBody(fields, uploads)
  return ok(w, { method: 'POST', url, token, raw: body.raw, headers: body.headers })
}

/** Every KYC step sent through the player's routes, then each document approved by the admin. */
async function completeKyc(w: ContestWorld, admin: Player, player: Player): Promise<void> {
  const photoId = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' }
  await form(w, player.token, '/api/interMediateUpdate', photoId, { fImage: files.png(), bImage: files.jpeg() })
  await form(w, player.token, '/api/addressKyc', { docTypeAddress: 'utilityBill', state: 'Karnataka' }, { addProof: files.png() })
  await form(w, player.token, '/api/taxKyc', { panNo: 'ABCDE1234F' }, { panDoc: files.png() })
  await form(w, player.token, '/api/videoKyc', {}, { video: files.mp4() })
  for (const document of ['photoFront', 'photoBack', 'address', 'pan', 'video']) await post(w, `/api/admin/kyc/${player.id}/${document}/approve`, admin.token)
}

/** An accepted bank account of the player's own: what a withdrawal needs after KYC. */
async function acceptedBank(w: ContestWorld, admin: Player, player: Player): Promise<string> {
  const bank = { bankName: 'HDFC Bank', accountNo: '001234567890', accountHolderName: 'Asha Rao', ifscCode: 'HDFC0001234', branchName: 'MG Road' }
  await form(w, player.token, '/api/add_bank_detail', bank, { cancelledChequeImage: files.png() })
  const [first] = (await ok(w, { method: 'GET', url: '/api/user_bank_detail', token: player.token })).data
  await post(w, `/api/admin/bank-details/${first._id}/accept`, admin.token)
  return first._id
}

/** Resolves once an event matching `match` is in the store: waits for the saga's write, never sleeps. */
function written(store: EventStore, match: (event: RecordedEvent) => boolean): Promise<RecordedEvent> {
  return new Promise((resolve, reject) => {
    let done = false
    const subscription = store.subscribeAll({
      fromPosition: 0,
      onError: reject,
      handler: async event => {
        if (done || !match(event)) return
        done = true
        resolve(event)
        void Promise.resolve().then(() => subscription.close())
      },
    })
  })
}

const referralsTo = async (store: EventStore, userId: string) =>
  (await store.readStream(`wallet-${userId}`)).filter(e => e.type === 'BonusCredited' && (e.data as { kind: string }).kind === 'referral')

t.test('the referral bonus is paid when the referred user completes KYC, not at sign-up, and once across a restart', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const referrer = await signUp(w, 'referrer')
  await bonusLanded(w, referrer, '50.00')
  const code = (await post(w, '/api/profile-data', referrer.token)).data.referralCode
  const referee = await signUpReferred(w, 'referee', code)
  // One partition per topic: once a later sign-up's bonus is paid, the referee's sign-up was handled in full.
  await bonusLanded(w, await signUp(w, 'later'), '50.00')
  t.same(await balances(w, referrer), { balance: '0.00', winningamount: '0.00', bonus: '50.00' }, 'no referral bonus for a bare sign-up')
  t.same(await referralsTo(w.store, referrer.id), [])

  await completeKyc(w, boss, referee)
  await bonusLanded(w, referrer, '75.00')
  t.match(await referralsTo(w.store, referrer.id), [{ data: { amount: '25.00', note: 'Referral: referee' } }])
  t.equal((await w.store.readStream(`kyc-${referee.id}`)).filter(e => e.type === 'KycCompleted').length, 1, 'the completion is one fact')

  // A new process: a fresh relay checkpoint and bus publish every event again, the KYC completion included.
  const again = await w.restart()
  const second = await signUpReferred(again, 'referee2', code)
  await completeKyc(again, boss, second)
  await written(again.store, e => e.type === 'BonusCredited' && e.stream === `wallet-${referrer.id}` && (e.data as { note: string }).note === 'Referral: referee2')
  t.equal((await referralsTo(again.store, referrer.id)).length, 2, 'one bonus per referred user, none twice')
  await again.settle()
  t.same(await balances(again, referrer), { balance: '0.00', winningamount: '0.00', bonus: '100.00' })
})

t.test('TDS_POLICY and the wallet limits set in the environment are the ones the running platform applies', async t => {
  const withdrawal = async (w: ContestWorld, amount: string) => {
    const boss = await signInAdmin(w)
    const player = await signUp(w, 'taxed')
    await completeKyc(w, boss, player)
    const bank = await acceptedBank(w, boss, player)
    await w.modules.wallet.handlers.creditPrize({ commandId: 'seed-prize', at: w.clock.now().toISOString(), userId: player.id, contestId: 'seed', rank: 1, amount: '5000' })
    return w.call({ method: 'POST', url: '/api/withdral-request-add', token: player.token, json: { amount, bank_account_id: bank } })
  }
  const standard = await withdrawal(await bootWorld(t), '1300')
  t.match(standard.body.data, { tds: '300.00', paid: '1000.00', tdsRate: '30/130' }, 'default: section194BA-30-of-130')

  const flat = await bootWorld(t, { env: { TDS_POLICY: 'flat-30-of-100', WALLET_MIN_WITHDRAWAL: '500' } })
  const taxed = await withdrawal(flat, '1300')
  t.match(taxed.body.data, { tds: '390.00', paid: '910.00', tdsRate: '30/100' }, 'TDS_POLICY=flat-30-of-100 changes the computed TDS')
  const player = await signUp(flat, 'another')
  const small = await flat.call({ method: 'POST', url: '/api/withdral-request-add', token: player.token, json: { amount: '400', bank_account_id: 'any' } })
  t.equal(small.statusCode, 400)
  t.match(small.body.errors, { amount: 'Minimum withdrawal amount is 500.00' }, 'WALLET_MIN_WITHDRAWAL reaches the wallet')
})

t.test('wallet settings out of range are refused at start', async t => {
  t.throws(() => platformConfig({ WALLET_MAX_DEPOSIT: '1' + '0'.repeat(60) }), /WALLET_MAX_DEPOSIT/)
  t.throws(() => platformConfig({ TDS_POLICY: 'none' }), /TDS_POLICY/)
  await t.rejects(bootWorld(t, { env: { WALLET_MIN_WITHDRAWAL: '0.01' } }), /TDS rounds to 0/, 'a minimum whose TDS rounds to zero')
})

t.test('a signed payment notice for an unknown, blocked or deleted user is refused and listed for operations, crediting nobody', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const blocked = await signUp(w, 'blockedone')
  const deleted = await signUp(w, 'deletedone')
  const active = await signUp(w, 'activeone')
  await post(w, `/api/admin/users/${blocked.id}/block`, boss.token)
  await post(w, '/api/delete-account', deleted.token)
  const notice = (eventId: string, userId: string, reference: string) => ({
    method: 'POST', url: '/api/payments/webhook', signWith: secrets.paymentWebhook,
    json: { eventId, status: 'success', userId, amount: '500', reference, method: 'UPI' },
  })
  const answers = [
    await w.call(notice('p-ghost', 'not-a-user', '700000000001')),
    await w.call(notice('p-blocked', blocked.id, '700000000002')),
    await w.call(notice('p-deleted', deleted.id, '700000000003')),
  ]
  t.same(answers.map(a => a.statusCode), [422, 422, 422])
  t.same(answers.map(a => a.body.message), [
    'No such user: payment recorded as unmatched', 'User is blocked: payment recorded as unmatched', 'User account is deleted: payment recorded as unmatched',
  ])
  const listed = (await ok(w, { method: 'GET', url: '/api/admin/deposits/unmatched', token: boss.token })).data
  t.match(listed, [{ reason: 'deletedUser', userId: deleted.id }, { reason: 'blockedUser', userId: blocked.id }, { reason: 'unknownUser', userId: 'not-a-user' }])
  for (const userId of ['not-a-user', blocked.id, deleted.id]) t.same(await w.store.readStream(`wallet-${userId}`).then(e => e.filter(x => x.type.startsWith('Deposit'))), [], `no deposit for ${userId}`)
  t.equal((await w.call(notice('p-active', active.id, '700000000004'))).body.message, 'Processed', 'an active user is credited')
})
