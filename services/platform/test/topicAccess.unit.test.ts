import t from 'tap'
import { topicAccess } from '../src/topicAccess'

const noContests = { view: { get: () => undefined } } as unknown as Parameters<typeof topicAccess>[0]
const who = (role: 'player' | 'admin') => ({ id: `${role}-1`, name: role, role })

t.test('only admins follow the support queue topic', async t => {
  const canFollow = topicAccess(noContests)
  t.equal(await canFollow(who('admin'), 'support:admin'), true)
  t.equal(await canFollow(who('player'), 'support:admin'), false, 'a player would see every ticket\'s row')
  t.equal(await canFollow(undefined, 'support:admin'), false)
  t.equal(await canFollow(who('player'), 'market:BTCUSDT'), true)
})
