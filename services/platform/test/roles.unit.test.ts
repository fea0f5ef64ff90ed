import t from 'tap'
import { asksTheWallet, identityViewsHere, readModelsHere, workersHere, writesBoard } from '../src/roles'

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
  const kept = (modules: string) => ['identity', 'wallet', 'contest', 'matching', 'leaderboard', 'support', 'notifications'].filter(name => readModelsHere(worker(modules), name))
  t.same(kept('identity'), ['identity'])
  t.same(kept('wallet'), ['identity', 'wallet'], 'payout eligibility, PAN and KYC status come from identity')
  t.same(kept('contest'), ['identity', 'contest', 'leaderboard'], 'settlement reads fair play and the standings')
  t.same(kept('leaderboard'), ['leaderboard'], 'names are built on the edge, for routes and followed pushes')
  t.same(kept('support'), ['support', 'notifications'])
  t.same(kept('matching'), ['matching'])
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

t.test("identity's KYC and fair-play index are kept where they are served, written and read, not in every worker keeping identity's users", async t => {
  const views = (MODULES: string) => identityViewsHere({ ROLE: 'worker', MODULES })
  t.same(identityViewsHere({ ROLE: 'all' }), { kyc: true, fairPlayIndex: true })
  t.same(identityViewsHere({ ROLE: 'edge' }), { kyc: true, fairPlayIndex: true }, 'the routes and the admin page')
  t.same(views('identity'), { kyc: true, fairPlayIndex: true }, 'writes their checkpoints')
  t.same(views('contest'), { kyc: true, fairPlayIndex: true }, 'age and state at a join, prize holds at settlement')
  t.same(views('wallet'), { kyc: true, fairPlayIndex: false }, 'payout eligibility, PAN and declarations')
  t.same(views('leaderboard,contest'), { kyc: true, fairPlayIndex: true })
})

t.test('only the processes that ask the wallet open a reply inbox', async t => {
  t.ok(asksTheWallet({ ROLE: 'all' }))
  t.ok(asksTheWallet({ ROLE: 'edge' }), 'seat payments')
  t.ok(asksTheWallet({ ROLE: 'worker', MODULES: 'contest' }), 'prizes and refunds')
  for (const other of ['identity', 'wallet', 'matching', 'leaderboard', 'support']) t.notOk(asksTheWallet({ ROLE: 'worker', MODULES: other }), other)
  t.notOk(asksTheWallet({ ROLE: 'relay' }))
})
