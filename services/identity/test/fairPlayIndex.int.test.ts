import t from 'tap'
import { randomUUID } from 'node:crypto'
import { InProcessBroker, inProcessBus } from '@arena/bus'
import { AskFairPlayFlags, AskFairPlayHold, IDENTITY_SERVICE, originating } from '@arena/contracts'
import { serveFairPlayQuestions } from '../src/checkingFairPlay/fairPlayQuestions'
import { FLAGS_SHOWN, newestFirst } from '../src/checkingFairPlay/fairPlayCheck'
import type { Flag } from '../src/checkingFairPlay/detectFlags'
import { adminToken } from './support/kyc'
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

t.test("identity's worker answers the hold question over the bus, and a malformed question is refused, not redelivered", async t => {
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
  const page = newestFirst([{ kind: 'device', value: 'd-1', accounts: [{ userId: asha, at: 'a' }, { userId: ravi, at: 'b' }], firstAt: 'a', lastAt: 'b' }])
  await serveFairPlayQuestions(identityBus, { check: h.module.fairPlay, flags: { newest: async () => page } })
  const ask = (type: string, data: unknown) =>
    askingBus.request(IDENTITY_SERVICE, { id: randomUUID(), type, data, metadata: originating('system:contest', h.clock.now().toISOString()) }, { timeoutMs: 5_000 })

  const answer = await ask(AskFairPlayHold.type, { userId: asha })
  t.ok(answer.ok, 'answered')
  t.same(answer.ok && answer.data, { reason: await h.module.fairPlay.holdReason(asha) }, 'the reason the index gives')
  t.match(answer.ok && answer.data, { reason: /Shares a device/ })
  const clean = await ask(AskFairPlayHold.type, { userId: 'u-without-flags' })
  t.same(clean.ok && clean.data, { reason: null }, 'no flags: null')
  t.match(await ask(AskFairPlayHold.type, { userId: '' }), { ok: false, error: { code: 'invalidCommand' } }, 'an empty user id is refused')
  const flagsAnswer = await ask(AskFairPlayFlags.type, {})
  t.same(flagsAnswer.ok && flagsAnswer.data, page, 'the flags question gets the page')
  t.match(await ask('AskSomethingElse', { userId: ravi }), { ok: false, error: { code: 'invalidCommand' } }, 'a question identity does not answer is refused')
})

t.test("an edge without the index shows the admin's flags asked of identity's worker, the same page the worker's index gives", async t => {
  const broker = new InProcessBroker()
  const service = `identity-${randomUUID().slice(0, 8)}`
  const workerBus = inProcessBus({ broker, service })
  const edgeBus = inProcessBus({ broker, service: `edge-${randomUUID().slice(0, 8)}` })
  t.teardown(async () => {
    await edgeBus.close()
    await workerBus.close()
  })
  const worker = await identityFor(t, { identity: { bus: workerBus } })
  const edge = await identityFor(t, { store: worker.store, clock: worker.clock, keepStore: true, identity: { bus: edgeBus, askTimeoutMs: 300, keeps: { users: true, kyc: true, fairPlayIndex: false } } })
  const boss = await adminToken(edge)
  await signUpOnDevice(edge, '9876500001', 'Asha')
  await signUpOnDevice(edge, '9876500002', 'Ravi')

  t.equal((await edge.get('/api/admin/fair-play/flags', boss)).statusCode, 503, 'the worker is not answering yet: unavailable, not "no flags"')
  await worker.module.startWorkers!()
  t.teardown(() => worker.module.stop!())
  const shown = await edge.get('/api/admin/fair-play/flags', boss)
  t.equal(shown.statusCode, 200)
  t.same(shown.body, (await worker.get('/api/admin/fair-play/flags', boss)).body, "the worker's own page")
  t.match(shown.body, { total: 1, data: [{ kind: 'device', accounts: [{ name: 'Asha' }, { name: 'Ravi' }] }] }, 'the shared device, named by the edge')
  t.equal((await edge.get('/api/admin/fair-play/flags', undefined)).statusCode, 401)
})

t.test('one answer carries the newest flags it can, and says how many there are in all', async t => {
  const flag = (i: number, accounts = 2): Flag => ({
    kind: 'device', value: `device-${i}`, firstAt: '2026-01-01T00:00:00.000Z', lastAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    accounts: Array.from({ length: accounts }, (_, a) => ({ userId: `user-${i}-${a}`, at: '2026-01-01T00:00:00.000Z' })),
  })
  const many = Array.from({ length: FLAGS_SHOWN + 5 }, (_, i) => flag(i))
  const page = newestFirst(many)
  t.equal(page.total, FLAGS_SHOWN + 5)
  t.equal(page.flags.length, FLAGS_SHOWN, 'as many as one answer shows')
  t.equal(page.flags[0]!.value, `device-${FLAGS_SHOWN + 4}`, 'newest first')
  t.ok(page.flags.every((f, i) => i === 0 || f.lastAt <= page.flags[i - 1]!.lastAt), 'in order of their last sighting')
  const big = newestFirst(Array.from({ length: 40 }, (_, i) => flag(i, 200)))
  t.ok(big.flags.length < 40 && big.flags.length > 0, `large flags stop at the byte budget (${big.flags.length} of 40)`)
  t.ok(JSON.stringify(big).length < 1_000_000, 'well under a Kafka message')
  t.same(newestFirst([]), { flags: [], total: 0 })
})
