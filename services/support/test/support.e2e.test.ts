import t, { type Test } from 'tap'
import { PostgresEventStore } from '@arena/eventstore'
import { freshSchema, needs } from '@arena/testing'
import { multipart, openTicket, png, startSupport } from './fixtures'

/** A store in a schema no other test uses; dropped when the test ends. */
const postgresStore = (t: Test) => freshSchema(t, 'support_test').open(place => PostgresEventStore.connect({ ...place, maxConnections: 3 }))

t.test('a ticket lives through its whole life on PostgreSQL and survives a restart', needs('postgres'), async t => {
  const h = await startSupport(t, { store: await postgresStore(t) })
  const ticketId = await openTicket(h, 'u1', { name: 'proof.png', bytes: png() })
  const admin = await h.token('a1', 'admin')
  const replied = await h.call('POST', `/api/admin/tickets/${ticketId}/reply`, admin, { form: await multipart({ description: 'Credited now' }) })
  t.equal(replied.statusCode, 200)
  t.match(h.pushes, [{ userId: 'u1', message: { event: 'ReplyAdded', data: { ticketId, unread: 1 } } }])
  t.equal((await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, admin)).statusCode, 200)
  const late = await h.call('POST', '/api/chat-room-reply', await h.token('u1'), { form: await multipart({ _id: ticketId, description: 'thanks' }) })
  t.same(late.json().message, 'Your Ticket Resolved Please check')

  const restarted = await h.restart()
  const res = await restarted.call('POST', '/api/chat-room-tichekdata', await restarted.token('u1'), { json: { _id: ticketId } })
  t.match(res.json().data, { status: 'Resolved', issueImage: /\.png$/, replies: [{ replyBy: 'ADMIN', description: 'Credited now' }] })
  const image = await restarted.call('GET', `/api/helpIssue/${res.json().data.issueImage}`, await restarted.token('u1'))
  t.equal(image.statusCode, 200)
})

t.test('a player and an admin replying at the same moment both get into the thread', needs('postgres'), async t => {
  const h = await startSupport(t, { store: await postgresStore(t) })
  const ticketId = await openTicket(h, 'u1')
  const [player, admin] = [await h.token('u1'), await h.token('a1', 'admin')]
  const sends = []
  for (let i = 0; i < 4; i++) {
    sends.push(h.call('POST', '/api/chat-room-reply', player, { form: await multipart({ _id: ticketId, description: `player ${i}` }) }))
    sends.push(h.call('POST', `/api/admin/tickets/${ticketId}/reply`, admin, { form: await multipart({ description: `admin ${i}` }) }))
  }
  const results = await Promise.all(sends)
  t.same(results.map(r => r.statusCode), Array(8).fill(200))
  const thread = await h.call('POST', '/api/chat-room-tichekdata', player, { json: { _id: ticketId } })
  t.same(thread.json().data.replies.map((r: { description: string }) => r.description).sort(), ['admin 0', 'admin 1', 'admin 2', 'admin 3', 'player 0', 'player 1', 'player 2', 'player 3'])
  const stored = await h.store.readStream(`ticket-${ticketId}`)
  t.same(stored.map(e => e.version), [1, 2, 3, 4, 5, 6, 7, 8, 9], 'one stream, no gaps, no duplicates')
})

t.test('two instances on one store both take replies, and each pushes to its own sockets', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const [one, two] = [await startSupport(t, { store }), await startSupport(t, { store })]
  const ticketId = await openTicket(one, 'u1')
  const sends = []
  for (let i = 0; i < 3; i++) {
    sends.push(one.call('POST', `/api/admin/tickets/${ticketId}/reply`, await one.token('a1', 'admin'), { form: await multipart({ description: `one ${i}` }) }))
    sends.push(two.call('POST', `/api/admin/tickets/${ticketId}/reply`, await two.token('a2', 'admin'), { form: await multipart({ description: `two ${i}` }) }))
  }
  t.same((await Promise.all(sends)).map(r => r.statusCode), Array(6).fill(200))
  t.equal((await store.readStream(`ticket-${ticketId}`)).length, 7)
  // Each instance learns of every reply from the log, whichever instance took the write.
  for (const h of [one, two]) {
    await h.caughtUp()
    const thread = await h.call('POST', '/api/chat-room-tichekdata', await h.token('u1'), { json: { _id: ticketId } })
    t.equal(thread.json().data.replies.length, 6)
    t.equal(h.pushes.filter(p => p.message.event === 'ReplyAdded').length, 6, 'every reply pushed by this instance too')
  }
})
