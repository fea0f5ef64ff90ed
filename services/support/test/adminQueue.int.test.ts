import t from 'tap'
import { multipart, openTicket, startSupport, type Harness } from './fixtures'

const adminReply = async (h: Harness, ticketId: string, description: string) =>
  h.call('POST', `/api/admin/tickets/${ticketId}/reply`, await h.token('a1', 'admin', 'Support'), { form: await multipart({ description }) })

t.test('the admin queue lists every ticket newest first, filtered by status and search', async t => {
  const h = await startSupport(t)
  const wallet = await openTicket(h, 'u1', undefined, 'Wallet')
  h.clock.advance(1000)
  const kyc = await openTicket(h, 'u2', undefined, 'KYC')
  const admin = await h.token('a1', 'admin')
  await h.call('POST', `/api/admin/tickets/${wallet}/resolve`, admin)
  const ids = async (query: string) => (await h.call('GET', `/api/admin/tickets${query}`, admin)).json().data.map((row: { _id: string }) => row._id)
  t.same(await ids(''), [kyc, wallet])
  t.same(await ids('?status=open'), [kyc])
  t.same(await ids('?status=Resolved'), [wallet])
  t.same(await ids('?search=kyc'), [kyc])
  t.same(await ids('?search=user%20u1'), [wallet], 'search matches the player name')
  t.same(await ids(`?search=${wallet.slice(0, 8).toUpperCase()}`), [wallet], 'search matches the ticket number')
  t.same(await ids('?status=Resolved&search=kyc'), [])
  const bad = await h.call('GET', '/api/admin/tickets?status=closed', admin)
  t.equal(bad.statusCode, 400)
})

t.test('a queue row says whether the player is waiting for an answer', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const row = async () => (await h.call('GET', '/api/admin/tickets', await h.token('a1', 'admin'))).json().data[0]
  t.match(await row(), { userId: 'u1', userName: 'user u1', replyCount: 0, awaitingAdmin: true })
  await adminReply(h, ticketId, 'Looking into it')
  t.match(await row(), { replyCount: 1, awaitingAdmin: false })
})

t.test('an admin reply is pushed live to the ticket owner only, with the unread counts', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  await openTicket(h, 'u2')
  h.clock.advance(5000)
  const res = await adminReply(h, ticketId, 'We credited it')
  t.equal(res.statusCode, 200)
  t.match(res.json().data.replies, [{ replyBy: 'ADMIN', description: 'We credited it' }])
  t.same(h.pushes.map(p => [p.userId, p.message.event]), [['u1', 'ReplyAdded']])
  t.match(h.pushes[0]?.message.data, { ticketId, unread: 1, totalUnread: 1, reply: { replyBy: 'ADMIN', description: 'We credited it', date: '2026-03-01T10:00:05.000Z' } })
})

t.test('the player\'s own replies are not pushed back to them', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  await h.call('POST', '/api/chat-room-reply', await h.token('u1'), { form: await multipart({ _id: ticketId, description: 'me again' }) })
  t.same(h.pushes, [])
})

t.test('unread admin replies show on the history row until the player opens the chat room', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  await adminReply(h, ticketId, 'first')
  await adminReply(h, ticketId, 'second')
  const player = await h.token('u1')
  const history = await h.call('POST', '/api/helpHistory-data', player)
  t.match(history.json(), { unread: 2, data: [{ _id: ticketId, unread: 2 }] })
  const admin = await h.call('POST', '/api/chat-room-data', await h.token('a1', 'admin'), { json: { _id: ticketId } })
  t.equal(admin.json().data.unread, 2, 'an admin looking does not clear the player\'s badge')
  const opened = await h.call('POST', '/api/chat-room-data', player, { json: { _id: ticketId } })
  t.match(opened.json(), { unread: 0, data: { unread: 0, replies: [{ description: 'first' }, { description: 'second' }] } })
  t.match(h.pushes.at(-1), { userId: 'u1', message: { event: 'ReadByUser', data: { ticketId, unread: 0, totalUnread: 0 } } })
  t.match((await h.call('POST', '/api/helpHistory-data', player)).json(), { unread: 0, data: [{ unread: 0 }] })
})

t.test('resolving pushes the new status to the owner and is harmless twice', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const admin = await h.token('a1', 'admin')
  const first = await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, admin)
  t.match(first.json(), { status: true, data: { status: 'Resolved' } })
  const again = await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, admin)
  t.equal(again.statusCode, 200)
  t.same(h.pushes.map(p => p.message), [{ event: 'TicketResolved', data: { ticketId, status: 'Resolved', totalUnread: 0 } }])
  t.equal((await h.call('POST', '/api/admin/tickets/nope/resolve', admin)).statusCode, 404)
})

t.test('after a restart the read model is rebuilt from the events and nothing old is pushed again', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  await adminReply(h, ticketId, 'answer')
  await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, await h.token('a1', 'admin'))
  const restarted = await h.restart()
  const res = await restarted.call('POST', '/api/chat-room-tichekdata', await restarted.token('u1'), { json: { _id: ticketId } })
  t.match(res.json().data, { status: 'Resolved', unread: 1, replies: [{ description: 'answer', replyBy: 'ADMIN' }] })
  t.same(restarted.pushes, [])
  t.ok(restarted.isReady(), 'the module reports ready once caught up')
})

t.test('admins watching the queue get every ticket change live: a new ticket, the player\'s reply, an admin reply, resolved', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  await h.call('POST', '/api/chat-room-reply', await h.token('u1'), { form: await multipart({ _id: ticketId, description: 'Any news?' }) })
  await adminReply(h, ticketId, 'Checking')
  await h.call('POST', '/api/chat-room-data', await h.token('u1'), { json: { _id: ticketId } })
  await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, await h.token('a1', 'admin'))
  t.same(h.topicPushes.map(p => [p.topic, p.message.event, (p.message.data as { change: string }).change]), [
    ['support:admin', 'adminTicketChanged', 'TicketOpened'],
    ['support:admin', 'adminTicketChanged', 'ReplyAdded'],
    ['support:admin', 'adminTicketChanged', 'ReplyAdded'],
    ['support:admin', 'adminTicketChanged', 'TicketResolved'],
  ], 'the player reading the thread changes no row and is not sent')
  t.match(h.topicPushes[1]?.message.data, { row: { _id: ticketId, userId: 'u1', replyCount: 1, awaitingAdmin: true, status: 'open' } })
  t.match(h.topicPushes[3]?.message.data, { row: { status: 'Resolved', awaitingAdmin: false } })
})
