import t from 'tap'
import { asksIdentity, asksTheWallet, identityViewsHere, readModelsHere, workersHere, writesBoard } from '../src/roles'

t.test('background work runs where the role says: everything in the embedded process, a module in its worker', async t => {
  t.ok(workersHere({ ROLE: 'all' }, 'contest'))
  t.ok(workersHere({ ROLE: 'worker', MODULES: 'wallet,contest' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'worker', MODULES: 'wallet' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'edge' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'relay' }, 'contest'))
})

t.test('the support worker writes the notification centre\'s notifications; no edge and no other worker does', async t => {
  t.ok(workersHere({ ROLE: 'worker', MODULES: 'support' }, 'notifications'))
  t.ok(workersHere({ ROLE: 'worker', MODULES: 'notifications' }, 'notifications'))
  t.ok(workersHere({ ROLE: 'all' }, 'notifications'))
  t.notOk(workersHere({ ROLE: 'edge' }, 'notifications'))
  t.notOk(workersHere({ ROLE: 'worker', MODULES: 'wallet,matching' }, 'notifications'))
  t.ok(workersHere({ ROLE: 'worker', MODULES: 'support' }, 'support'))
})

t.test('the shared Redis board has one writer, the leaderboard worker; a board in memory is written by its own process', async t => {
  const redis = 'redis://127.0.0.1:6379'
  t.ok(writesBoard({ ROLE: 'worker', MODULES: 'leaderboard', REDIS_URL: redis }))
  t.ok(writesBoard({ ROLE: 'all', REDIS_URL: redis }))
  t.notOk(writesBoard({ ROLE: 'edge', REDIS_URL: redis }))
  t.notOk(writesBoard({ ROLE: 'worker', MODULES: 'contest', REDIS_URL: redis }))
  t.ok(writesBoard({ ROLE: 'edge' }), 'no Redis: the edge keeps its own board')
})

t.test('a worker keeps only the read models its own background work reads', async t => {
  const worker = (MODULES: string, DEMO_CONTEST: 'on' | 'off' = 'off') => ({ ROLE: 'worker' as const, MODULES, DEMO_CONTEST })
  t.ok(readModelsHere({ ROLE: 'all', DEMO_CONTEST: 'off' }, 'matching'))
  t.ok(readModelsHere({ ROLE: 'edge', DEMO_CONTEST: 'off' }, 'leaderboard'))
  t.notOk(readModelsHere({ ROLE: 'relay', DEMO_CONTEST: 'off' }, 'identity'))
  for (const other of ['identity', 'wallet', 'support', 'contest']) t.notOk(readModelsHere(worker('matching'), other), `the matcher reads none of ${other}'s`)
  const kept = (modules: string, demo: 'on' | 'off' = 'off') =>
    ['identity', 'wallet', 'contest', 'contest-terms', 'matching', 'leaderboard', 'support', 'notifications'].filter(name => readModelsHere(worker(modules, demo), name))
  t.same(kept('identity'), ['identity'])
  t.same(kept('wallet'), ['wallet'], "identity's views are read by the wallet's routes only, on an edge")
  t.same(kept('contest'), ['contest', 'contest-terms', 'leaderboard'], "settlement reads the standings, which read the contests' terms; fair play is asked of identity")
  t.same(kept('contest', 'on'), ['contest', 'contest-terms', 'matching', 'leaderboard'], "the demo traders' orders read the contests' terms")
  t.same(kept('leaderboard'), ['contest-terms', 'leaderboard'], "the contests' terms, not the contest's read side; names are built on the edge, for routes and followed pushes")
  t.same(kept('support'), ['support', 'notifications'])
  t.same(kept('matching'), ['contest-terms', 'matching'], "the contest's terms, not its read side")
  t.ok(readModelsHere({ ROLE: 'edge', DEMO_CONTEST: 'off' }, 'contest-terms'), 'an edge takes orders')
  t.notOk(readModelsHere(worker('identity'), 'notifications'), 'a notification per resting fill: only where it is read')
  t.ok(readModelsHere(worker('support'), 'notifications'), "support's worker passes over what the centre shows")
  t.ok(readModelsHere(worker('matching'), 'matching'))
  t.notOk(readModelsHere(worker('matching'), 'leaderboard'))
  t.ok(readModelsHere(worker('leaderboard'), 'leaderboard'))
  t.notOk(readModelsHere(worker('leaderboard'), 'matching'))
  t.ok(readModelsHere(worker('contest'), 'leaderboard'), 'settlement reads the standings')
  t.notOk(readModelsHere(worker('contest'), 'matching'))
  t.ok(readModelsHere(worker('contest', 'on'), 'matching'), 'the demo traders trade through matching')
  for (const idle of ['identity', 'wallet', 'support']) {
    t.notOk(readModelsHere(worker(idle), 'matching'), idle)
    t.notOk(readModelsHere(worker(idle), 'leaderboard'), idle)
  }
})

t.test("identity's views are kept where they are served and written; the contest worker asks identity's worker instead", async t => {
  const config = (MODULES: string) => ({ ROLE: 'worker' as const, MODULES, DEMO_CONTEST: 'on' as const })
  const all = { users: true, kyc: true, fairPlayIndex: true }
  const none = { users: false, kyc: false, fairPlayIndex: false }
  t.same(identityViewsHere({ ROLE: 'all', DEMO_CONTEST: 'on' }), all)
  t.same(identityViewsHere({ ROLE: 'edge', DEMO_CONTEST: 'on' }), { users: true, kyc: true, fairPlayIndex: false }, "the routes; the admin's flags are asked of identity's worker")
  t.same(identityViewsHere(config('identity')), all, 'writes their checkpoints, answers the fair-play question')
  for (const worker of ['contest', 'wallet', 'leaderboard', 'matching', 'support', 'leaderboard,contest']) t.same(identityViewsHere(config(worker)), none, worker)
  t.same(identityViewsHere(config('identity,contest')), all, 'one process with both asks itself')
  t.ok(asksIdentity(config('contest')), 'the contest worker asks over the bus')
  t.notOk(asksIdentity(config('identity,contest')))
  for (const other of ['identity', 'wallet', 'matching', 'leaderboard', 'support']) t.notOk(asksIdentity(config(other)), other)
  t.notOk(asksIdentity({ ROLE: 'edge', DEMO_CONTEST: 'on' }), 'the edge settles nothing: no prize hold is decided there')
  t.notOk(asksIdentity({ ROLE: 'all', DEMO_CONTEST: 'on' }))
})

t.test('only the processes that ask the wallet open a reply inbox', async t => {
  t.ok(asksTheWallet({ ROLE: 'all' }))
  t.ok(asksTheWallet({ ROLE: 'edge' }), 'seat payments')
  t.ok(asksTheWallet({ ROLE: 'worker', MODULES: 'contest' }), 'prizes and refunds')
  for (const other of ['identity', 'wallet', 'matching', 'leaderboard', 'support']) t.notOk(asksTheWallet({ ROLE: 'worker', MODULES: other }), other)
  t.notOk(asksTheWallet({ ROLE: 'relay' }))
})
