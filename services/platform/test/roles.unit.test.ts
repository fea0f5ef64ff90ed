import t from 'tap'
import { workersHere, writesBoard } from '../src/roles'

t.test('background work runs where the role says: everything in the embedded process, a module in its worker', async t => {
  t.ok(workersHere({ ROLE: 'all' }, 'contest'))
  t.ok(workersHere({ ROLE: 'worker', MODULES: 'wallet,contest' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'worker', MODULES: 'wallet' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'edge' }, 'contest'))
  t.notOk(workersHere({ ROLE: 'relay' }, 'contest'))
})

t.test('the shared Redis board has one writer, the leaderboard worker; a board in memory is written by its own process', async t => {
  const redis = 'redis://127.0.0.1:6379'
  t.ok(writesBoard({ ROLE: 'worker', MODULES: 'leaderboard', REDIS_URL: redis }))
  t.ok(writesBoard({ ROLE: 'all', REDIS_URL: redis }))
  t.notOk(writesBoard({ ROLE: 'edge', REDIS_URL: redis }))
  t.notOk(writesBoard({ ROLE: 'worker', MODULES: 'contest', REDIS_URL: redis }))
  t.ok(writesBoard({ ROLE: 'edge' }), 'no Redis: the edge keeps its own board')
})
