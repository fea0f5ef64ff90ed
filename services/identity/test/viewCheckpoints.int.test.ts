import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { FairPlayView } from '../src/checkingFairPlay/FairPlayView'
import { KycView } from '../src/readModel/KycView'
import { UsersView } from '../src/readModel/UsersView'
import { identityFor } from './support/harness'
import { adminToken, completeKyc, player } from './support/kyc'

// Identity's views, restored from a checkpoint taken anywhere in the log and fed the rest, must hold
// and answer exactly what a fold of the whole log does (docs/adr/0035).

type View = UsersView | KycView | FairPlayView
const views: [string, () => View][] = [['users', () => new UsersView()], ['kyc', () => new KycView()], ['fair play', () => new FairPlayView()]]

t.test('identity\'s views restored from a checkpoint at any position read as a fold of the whole log', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const asha = await player(h, '9811200011', 'Asha')
  const ravi = await player(h, '9811200012', 'Ravi')
  await completeKyc(h, asha.token, asha.id, admin)
  t.equal((await h.post('/api/logout', {}, ravi.token)).statusCode, 200)
  t.equal((await h.post('/api/profile-update', { fname: 'Asha', lname: 'Rao' }, asha.token)).statusCode < 500, true)
  const log: RecordedEvent[] = await h.store.readAll(0, 10_000)
  t.ok(log.some(e => e.stream.startsWith('kyc-')) && log.some(e => e.type === 'LoginRecorded') && log.some(e => e.type === 'SessionEnded'), `the log (${log.length} events) has users, sessions ended and KYC`)

  for (const [name, make] of views) {
    const whole = make()
    log.forEach(event => whole.apply(event))
    const wholeJson = JSON.stringify(whole.checkpoint())
    for (let cut = 0; cut <= log.length; cut++) {
      const before = make()
      log.slice(0, cut).forEach(event => before.apply(event))
      const restored = make()
      await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), before.position)
      log.slice(cut).forEach(event => restored.apply(event))
      if (JSON.stringify(restored.checkpoint()) !== wholeJson) {
        t.fail(`${name}: restored after ${cut} events differs from the whole fold`)
        break
      }
    }
    t.pass(`${name}: every cut restores to the whole fold`)
  }

  // The reads the lookups and owners serve, which the users view works out again on restore.
  const users = new UsersView()
  await users.restore(JSON.parse(JSON.stringify((() => { const v = new UsersView(); log.forEach(e => v.apply(e)); return v.checkpoint() })())), log.at(-1)!.position)
  for (const [kind, key] of [['mobile', '9811200011'], ['username', 'ravi'], ['referral', h.module.view.byId(asha.id)!.referralCode]] as const) {
    t.equal(users.find(kind, key)?.id, h.module.view.find(kind, key)?.id, `found by ${kind} as the live view finds it`)
  }
})

t.test("the users view keeps each user's open sessions, not when they started; a checkpoint that lists the starts is still read", async t => {
  const h = await identityFor(t)
  const asha = await player(h, '9811200021', 'Asha')
  const log: RecordedEvent[] = await h.store.readAll(0, 10_000)
  const whole = new UsersView()
  log.forEach(event => whole.apply(event))
  t.equal(whole.byId(asha.id)!.sessions.size, 1, 'her session is open')
  t.equal(whole.byId(asha.id)!.sessionStarts.size, 0, 'its start is left to the decider')
  const checkpoint = whole.checkpoint()
  // What the view wrote before it dropped them: each open session's start.
  const older = { users: checkpoint.users.map(([id, user]) => [id, { ...user, sessionStarts: user.sessions.map(([sessionId]) => [sessionId, '2026-03-01T10:00:00.000Z']) }]) }
  const restored = new UsersView()
  await restored.restore(JSON.parse(JSON.stringify(older)), whole.position)
  t.same(restored.checkpoint(), checkpoint, 'restored as the fold holds it')
  t.equal(restored.byId(asha.id)!.sessionStarts.size, 0)
})
