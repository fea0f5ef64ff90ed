import t from 'tap'
import { randomUUID } from 'node:crypto'
import { InProcessBroker, inProcessBus } from '@arena/bus'
import { AskFairPlayHold, IDENTITY_SERVICE, originating } from '@arena/contracts'
import { serveFairPlayQuestions } from '../src/checkingFairPlay/fairPlayQuestions'
import { identityFor, startIdentity, type Harness } from './support/harness'

const DEVICE = { 'x-device-id': 'device-000000000042' }

/** Signs a player up by mobile from the shared device; their user id (the token's subject) and token. */
async function signUpWithToken(h: Harness, mobile: string, name: string): Promise<{ userId: string; token: string }> {
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile }, undefined, { headers: DEVICE })
  const code = h.sender.last(`+91${mobile}`).code
  const step2 = await h.post('/api/user-registor', { countryCode: '91', mobile, otp: code, encrypted_otp: step1.body.data.encrypted_otp, name, terms: true }, undefined, { headers: DEVICE })
  if (step2.statusCode !== 200) throw new Error(`sign-up failed: ${JSON.stringify(step2.body)}`)
  const token = String(step2.body.token)
  return { userId: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub, token }
}

const signUpOnDevice = async (h: Harness, mobile: string, name: string): Promise<string> => (await signUpWithToken(h, mobile, name)).userId

t.test('a process keeping the fair-play index holds a prize on what it shows', async t => {
  const h = await identityFor(t)
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  await signUpOnDevice(h, '9876500002', 'Ravi')
  t.match(await h.module.fairPlay.holdReason(asha), /Shares a device/, 'two accounts on one device')
})

t.test('a process without the fair-play index is ready without it and refuses to say a winner has no flags', async t => {
  const h = await identityFor(t, { identity: { keeps: { users: true, kyc: true, fairPlayIndex: false } } })
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  await signUpOnDevice(h, '9876500002', 'Ravi')
  t.equal(h.module.isReady?.(), true, 'ready: the index is not among its read models')
  await t.rejects(h.module.fairPlay.holdReason(asha), /fair-play index is not kept in this process/)
})

t.test('a process without the KYC view is ready without it, and a read of KYC throws rather than answer from an empty view', async t => {
  const h = await identityFor(t, { identity: { keeps: { users: true, kyc: false, fairPlayIndex: false } } })
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  t.equal(h.module.isReady?.(), true)
  t.equal(h.module.view.byId(asha)?.name, 'Asha', 'the users are kept: the names on the boards')
  t.throws(() => h.module.kycCompleteStatus(asha), /KYC view is not kept in this process/)
  await t.rejects(async () => h.module.panOf(asha), /KYC view is not kept in this process/)
})

t.test("a process keeping none of identity's views reads age and state from the user's stream, and a read of the users throws", async t => {
  const h = await identityFor(t)
  const { userId: asha, token } = await signUpWithToken(h, '9876500001', 'Asha')
  const ravi = await signUpOnDevice(h, '9876500002', 'Ravi')
  t.equal((await h.post('/api/player-declaration', { dob: '1990-05-14', state: 'Karnataka' }, token)).statusCode, 200, 'Asha declares')

  const worker = await startIdentity({ store: h.store, clock: h.clock, keepStore: true, identity: { keeps: { users: false, kyc: false, fairPlayIndex: false } } })
  t.teardown(() => worker.close())
  t.equal(worker.module.isReady?.(), true, 'ready with no read model at all')
  t.equal(await worker.module.playerFacts.age(asha), 35, 'her age from her declaration on the stream')
  t.equal(await worker.module.playerFacts.state(asha), 'Karnataka')
  t.same([await worker.module.playerFacts.age(asha), await worker.module.playerFacts.state(asha)], [await h.module.playerFacts.age(asha), await h.module.playerFacts.state(asha)], 'what the users view says')
  t.same([await worker.module.playerFacts.age(ravi), await worker.module.playerFacts.state(ravi)], [null, null], 'nothing declared: nothing known')
  t.same([await worker.module.playerFacts.age('nobody'), await worker.module.playerFacts.state('nobody')], [null, null], 'no such user: nothing known')
  t.throws(() => worker.module.view.byId(asha), /users view is not kept in this process/)
  await t.rejects(worker.module.isBlocked(asha), /users view is not kept in this process/)
})

t.test("identity's worker answers the fair-play question over the bus, and a malformed question is refused, not redelivered", async t => {
  const h = await identityFor(t)
  const asha = await signUpOnDevice(h, '9876500001', 'Asha')
  const ravi = await signUpOnDevice(h, '9876500002', 'Ravi')
  const broker = new InProcessBroker()
  const identityBus = inProcessBus({ broker, service: `identity-${randomUUID().slice(0, 8)}` })
  const askingBus = inProcessBus({ broker, service: `contest-${randomUUID().slice(0, 8)}` })
  t.teardown(async () => {
    await askingBus.close()
    await identityBus.close()
  })
  await serveFairPlayQuestions(identityBus, h.module.fairPlay)
  const ask = (type: string, data: unknown) =>
    askingBus.request(IDENTITY_SERVICE, { id: randomUUID(), type, data, metadata: originating('system:contest', h.clock.now().toISOString()) }, { timeoutMs: 5_000 })

  const answer = await ask(AskFairPlayHold.type, { userId: asha })
  t.ok(answer.ok, 'answered')
  t.same(answer.ok && answer.data, { reason: await h.module.fairPlay.holdReason(asha) }, 'the reason the index gives')
  t.match(answer.ok && answer.data, { reason: /Shares a device/ })
  const clean = await ask(AskFairPlayHold.type, { userId: 'u-without-flags' })
  t.same(clean.ok && clean.data, { reason: null }, 'no flags: null')
  t.match(await ask(AskFairPlayHold.type, { userId: '' }), { ok: false, error: { code: 'invalidCommand' } }, 'an empty user id is refused')
  t.match(await ask('AskSomethingElse', { userId: ravi }), { ok: false, error: { code: 'invalidCommand' } }, 'a question identity does not answer is refused')
})
