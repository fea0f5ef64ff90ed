import t from 'tap'
import { connectRealtime } from '../src/app/realtime'
import { FakeSocket } from './fakeSocket'

/** Lets the ticket fetch (a resolved promise here) hand over to the socket. */
const settle = () => new Promise(resolve => setImmediate(resolve))

t.test('topics joined before the socket opens are sent once it opens, and again after a reconnect', async t => {
  FakeSocket.opened = []
  const timers: (() => void)[] = []
  const client = connectRealtime({ url: 'ws://h/ws', ticket: async () => 'x', onAction: () => {}, WebSocketImpl: FakeSocket, setTimer: fn => timers.push(fn), clearTimer: () => {} })
  client.join!('market:BTCUSDT')
  await settle()
  const first = FakeSocket.opened[0]!
  t.same(first.sent, [], 'nothing is sent on a socket still connecting')
  first.onopen?.({})
  t.same(first.sent, [{ join: 'market:BTCUSDT' }])
  client.join!('contest:c1')
  client.join!('contest:c1')
  client.leave!('market:BTCUSDT')
  t.same(first.sent.slice(1), [{ join: 'contest:c1' }, { leave: 'market:BTCUSDT' }], 'a second join of one topic sends nothing')

  first.onclose?.({})
  timers.shift()!()
  await settle()
  const second = FakeSocket.opened[1]!
  second.onopen?.({})
  t.same(second.sent, [{ join: 'contest:c1' }], 'the reconnect follows what is still followed')
  client.leave!('nothing:here')
  t.equal(second.sent.length, 1, 'leaving a topic never joined sends nothing')
})
