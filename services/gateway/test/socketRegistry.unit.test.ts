import t from 'tap'
import { SocketRegistry, type PushSink } from '../src/index'

/** A sink keeping each push as the registry handed it: the text and the bytes beside it. */
function sink(): PushSink & { texts: string[]; bytes: (Buffer | undefined)[]; closedWith?: number } {
  const texts: string[] = []
  const bytes: (Buffer | undefined)[] = []
  const self = {
    texts,
    bytes,
    closedWith: undefined as number | undefined,
    send: (text: string, utf8?: Buffer) => (texts.push(text), bytes.push(utf8)),
    close: (code: number) => void (self.closedWith = code),
  }
  return self
}

t.test('a push is serialised and encoded once, and every follower gets those same bytes', async t => {
  const registry = new SocketRegistry()
  const followers = [sink(), sink(), sink()]
  for (const [i, follower] of followers.entries()) {
    registry.add(follower, `u${i}`)
    registry.join(follower, 'contest:c1')
  }
  registry.toTopic('contest:c1', { event: 'board', data: { rows: ['é', 1] } })
  const [first] = followers[0]!.bytes
  t.ok(Buffer.isBuffer(first), 'the bytes come with the text')
  t.equal(first!.toString('utf8'), followers[0]!.texts[0], 'they are the text, in UTF-8')
  t.ok(followers.every(follower => follower.bytes[0] === first), 'one buffer for every socket, not one each')
})

t.test('a topic is followed while a socket here follows it', async t => {
  const registry = new SocketRegistry()
  const [one, two] = [sink(), sink()]
  t.equal(registry.isFollowed('contest:c1'), false, 'no socket at all: a worker')
  registry.add(one, 'u1')
  registry.add(two, 'u2')
  registry.join(one, 'contest:c1')
  registry.join(two, 'contest:c1')
  t.equal(registry.isFollowed('contest:c1'), true)
  t.equal(registry.isFollowed('contest:c2'), false, 'another contest')
  registry.remove(one)
  t.equal(registry.isFollowed('contest:c1'), true, 'one follower left')
  registry.remove(two)
  t.equal(registry.isFollowed('contest:c1'), false)
})

t.test('a user is connected while a socket of theirs is open here', async t => {
  const registry = new SocketRegistry()
  const [phone, laptop] = [sink(), sink()]
  t.equal(registry.isConnected('u1'), false, 'no socket at all: a worker')
  registry.add(phone, 'u1', 's1')
  registry.add(laptop, 'u1', 's2')
  t.equal(registry.isConnected('u1'), true)
  t.equal(registry.isConnected('u2'), false, 'another user')
  registry.remove(phone)
  t.equal(registry.isConnected('u1'), true, 'one socket left')
  registry.remove(laptop)
  t.equal(registry.isConnected('u1'), false)
})

t.test('a user with two sockets gets each push on both, and keeps the other when one closes', async t => {
  const registry = new SocketRegistry()
  const [phone, laptop, other] = [sink(), sink(), sink()]
  registry.add(phone, 'u1', 's1')
  t.equal(registry.connectionsOf('u1'), 1)
  registry.add(laptop, 'u1', 's2')
  registry.add(other, 'u2', 's3')
  t.equal(registry.connectionsOf('u1'), 2)
  registry.toUser('u1', { event: 'hello', data: 1 })
  t.equal(phone.texts.length + laptop.texts.length + other.texts.length, 2, 'both of u1\'s sockets, not u2\'s')
  registry.remove(phone)
  registry.toUser('u1', { event: 'hello', data: 2 })
  t.same([phone.texts.length, laptop.texts.length], [1, 2], 'the closed one gets no more')
  t.equal(registry.connectionsOf('u1'), 1)
  registry.endSessions('u1', ['s2'])
  t.equal(laptop.closedWith, 4001, 'ending its session closes the last one')
  t.equal(registry.connectionsOf('u1'), 0)
  registry.toUser('u1', { event: 'hello', data: 3 })
  t.equal(laptop.texts.length, 3, 'after the sessionEnded notice, nothing')
  t.equal(registry.connectionCount, 1, 'u2 is still connected')
})

t.test('a join that lands after its socket was removed follows nothing', async t => {
  const registry = new SocketRegistry()
  const followed: string[] = []
  registry.observeTopics({ followed: topic => followed.push(topic), unfollowed: () => {} })
  const ended = sink()
  registry.add(ended, 'u1', 's1')
  // A session ended (logout) while the socket's join was still being checked.
  registry.endSessions('u1', 'all')
  registry.join(ended, 'contest:c1')
  registry.toTopic('contest:c1', { event: 'board', data: 1 })
  t.same(ended.texts.map(text => JSON.parse(text).event), ['sessionEnded'], 'no contest push reaches it')
  t.same(followed, [], 'and no feed is started for it')
  t.equal(registry.connectionCount, 0)
})

t.test('removing a socket releases each topic it followed, and only those', async t => {
  const registry = new SocketRegistry()
  const unfollowed: string[] = []
  registry.observeTopics({ followed: () => {}, unfollowed: topic => unfollowed.push(topic) })
  const [a, b] = [sink(), sink()]
  registry.add(a, undefined)
  registry.add(b, 'u2')
  registry.join(a, 'market:BTCUSDT')
  registry.join(a, 'contest:c1')
  registry.join(a, 'contest:c1')
  registry.join(b, 'contest:c1')
  t.same(registry.topicsOf(a), ['market:BTCUSDT', 'contest:c1'], 'a topic joined twice is followed once')
  registry.remove(a)
  t.same(unfollowed, ['market:BTCUSDT'], 'contest:c1 still has a follower')
  t.same(registry.topicsOf(a), [])
  registry.toTopic('contest:c1', { event: 'board', data: 1 })
  t.same([a.texts.length, b.texts.length], [0, 1])
  registry.leave(b, 'contest:c1')
  t.same(unfollowed, ['market:BTCUSDT', 'contest:c1'])
})
