import t from 'tap'
import { prizeHoldStream, streams } from '@arena/contracts'
import { prizeCommandId } from '@arena/contest'
import { balances, ok, post, signInAdmin, type Player } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { freshMobile, lastCode } from './support/people'
import { endTimeReached, joinedContest, playedToEnd, type JoinedContest } from './support/settledContest'
import { countIn } from './support/replay'
import { walletsAtEnd, type Name } from './support/wholeContestPlan'

/** asha (the winner) and devraj (no prize) sign up on one browser. */
const SHARED_DEVICE = 'shared-browser-0001'
const deviceOf: Partial<Record<Name, string>> = { asha: SHARED_DEVICE, devraj: SHARED_DEVICE }

/** The Sign Up tab's two steps from a browser that sends its own device id. */
async function signUpOn(w: ContestWorld, name: string, deviceId?: string): Promise<Player> {
  const headers = deviceId ? { 'x-device-id': deviceId } : undefined
  const mobile = freshMobile()
  const first = await ok(w, { method: 'POST', url: '/api/user-registor', json: { countryCode: '91', mobile }, headers })
  const otp = await lastCode(w.dataDir, `+91${mobile}`)
  const second = await ok(w, { method: 'POST', url: '/api/user-registor', json: { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp, name, terms: true }, headers })
  await post(w, '/api/player-declaration', second.token, { dob: '1990-05-14', state: 'Karnataka' })
  const profile = await post(w, '/api/profile-data', second.token)
  return { id: profile.data._id, token: second.token, name }
}

/** The whole-contest plan up to its end, two of the six players on one device. */
async function playedContest(w: ContestWorld, boss: Player): Promise<JoinedContest> {
  const contest = await joinedContest(w, boss, name => signUpOn(w, name, deviceOf[name]))
  await playedToEnd(w, contest)
  return contest
}

const get = (w: ContestWorld, url: string, token: string) => w.call({ method: 'GET', url, token })

t.test('a flagged winner\'s prize is held at settlement, released once, and stays paid once after a restart', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const { contestId, people } = await playedContest(w, boss)
  const { asha, devraj } = people

  const flags = (await get(w, '/api/admin/fair-play/flags', boss.token)).body.data
  t.same(flags.map((f: { kind: string; value: string; accounts: { name: string }[] }) => [f.kind, f.value, f.accounts.map(a => a.name).sort()]), [['device', SHARED_DEVICE, ['asha', 'devraj']]], 'the admin sees the shared device and both accounts; loopback sign-ups are no pattern')
  t.equal((await get(w, '/api/admin/fair-play/flags', asha.token)).statusCode, 403, 'players cannot read flags')

  await endTimeReached(w)
  await w.modules.contest.tick()
  await w.settle()

  const holdId = prizeCommandId(contestId, asha.id)
  t.equal(await countIn(w.store, streams.wallet(asha.id), 'PrizeCredited'), 0, 'nothing moved into asha\'s winning wallet')
  t.same((await w.store.readStream(prizeHoldStream(holdId))).map(e => e.type), ['PrizeHeld'], 'the hold is a ledger event')
  t.same(await balances(w, asha), { ...walletsAtEnd.asha, winningamount: '0.00' })
  for (const name of ['bala', 'chitra'] as const) t.same(await balances(w, people[name]), walletsAtEnd[name], `${name}, not flagged, is paid as before`)
  t.equal(await countIn(w.store, streams.contest(contestId), 'PrizeAwarded'), 3, 'the contest has decided every award')

  const own = (await get(w, '/api/prize-holds', asha.token)).body.data
  t.match(own, [{ holdId, contestId, amount: '500.00', status: 'held', reason: /Shares a device/ }], 'asha sees her prize held for review')
  t.same((await get(w, '/api/prize-holds', devraj.token)).body.data, [], 'nobody sees another player\'s holds')
  t.equal((await w.call({ method: 'POST', url: `/api/admin/prize-holds/${holdId}/release`, token: asha.token, json: {} })).statusCode, 403, 'a player cannot release her own prize')
  t.match((await get(w, '/api/admin/prize-holds?status=held', boss.token)).body.data, [{ holdId, userId: asha.id, status: 'held' }])

  // Two admins' clicks at once: one release, one credit.
  const release = () => w.call({ method: 'POST', url: `/api/admin/prize-holds/${holdId}/release`, token: boss.token, json: {} })
  const answers = await Promise.all([release(), release()])
  t.same(answers.map(a => a.statusCode), [200, 200])
  await w.settle()
  t.equal((await balances(w, asha)).winningamount, '500.00', 'the prize is in the winning wallet')
  t.equal(await countIn(w.store, streams.wallet(asha.id), 'PrizeCredited'), 1)
  t.same((await w.store.readStream(prizeHoldStream(holdId))).map(e => e.type), ['PrizeHeld', 'PrizeReleased'])
  const withhold = await w.call({ method: 'POST', url: `/api/admin/prize-holds/${holdId}/withhold`, token: boss.token, json: { reason: 'too late' } })
  t.equal(withhold.statusCode, 409, 'a released prize cannot be withheld afterwards')

  const again = await w.restart()
  await again.modules.contest.tick()
  await again.settle()
  t.equal((await again.call({ method: 'POST', url: `/api/admin/prize-holds/${holdId}/release`, token: boss.token, json: {} })).statusCode, 200, 'releasing again after a restart is a no-op')
  await again.settle()
  t.equal(await countIn(again.store, streams.wallet(asha.id), 'PrizeCredited'), 1, 'paid exactly once')
  t.equal(await countIn(again.store, prizeHoldStream(holdId), 'PrizeReleased'), 1)
  t.equal((await balances(again, asha)).winningamount, '500.00', 'the balance shows the prize once')
  t.match((await get(again, '/api/prize-holds', asha.token)).body.data, [{ holdId, status: 'released' }])
})

t.test('a withheld prize is never credited and says why; a withhold needs a reason', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const { contestId, people } = await playedContest(w, boss)
  await endTimeReached(w)
  const holdId = prizeCommandId(contestId, people.asha.id)
  const url = `/api/admin/prize-holds/${holdId}/withhold`
  const empty = await w.call({ method: 'POST', url, token: boss.token, json: { reason: '  ' } })
  t.equal(empty.statusCode, 400)
  t.same(empty.body.errors, { reason: 'Please enter the reason' })
  t.same((await w.store.readStream(prizeHoldStream(holdId))).map(e => e.type), ['PrizeHeld'], 'the refused call changed nothing')
  t.equal((await w.call({ method: 'POST', url: '/api/admin/prize-holds/unknown/withhold', token: boss.token, json: { reason: 'x' } })).statusCode, 404)

  t.equal((await w.call({ method: 'POST', url, token: boss.token, json: { reason: 'Two accounts, one person' } })).statusCode, 200)
  t.equal((await w.call({ method: 'POST', url: `/api/admin/prize-holds/${holdId}/release`, token: boss.token, json: {} })).statusCode, 409, 'a withheld prize cannot be released')
  const again = await w.restart()
  await again.modules.contest.tick()
  await again.settle()
  t.equal(await countIn(again.store, streams.wallet(people.asha.id), 'PrizeCredited'), 0, 'never credited, not even by settlement resending after a restart')
  t.match((await get(again, '/api/prize-holds', people.asha.token)).body.data, [{ status: 'withheld', withheldReason: 'Two accounts, one person' }])
})
