import t from 'tap'
import { exe, multipart, openTicket, png, startSupport, type Harness } from './fixtures'

const reply = async (h: Harness, token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  h.call('POST', '/api/chat-room-reply', token, { form: await multipart(fields, file) })

t.test('a reply without a description is refused with the spec text', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const res = await reply(h, await h.token('u1'), { _id: ticketId, description: '  ' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { status: false, message: 'Please enter description', errors: { description: 'Please enter description' } })
})

t.test('the owner replies as USER and the thread shows the reply', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  h.clock.advance(60_000)
  const res = await reply(h, await h.token('u1'), { _id: ticketId, user_id: 'someone-else', description: 'Any news?' }, { name: 'x.png', bytes: png() })
  t.equal(res.statusCode, 200)
  const [first] = res.json().data.replies
  t.match(first, { description: 'Any news?', replyBy: 'USER', date: '2026-03-01T10:01:00.000Z', issueImage: /\.png$/ })
})

t.test('a reply image may be 1,000,000 bytes but not one byte more', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const token = await h.token('u1')
  t.equal((await reply(h, token, { _id: ticketId, description: 'at limit' }, { name: 'a.png', bytes: png(1_000_000) })).statusCode, 200)
  const over = await reply(h, token, { _id: ticketId, description: 'over' }, { name: 'b.png', bytes: png(1_000_001) })
  t.equal(over.statusCode, 400)
  t.same(over.json(), { status: false, message: 'Maximum 1 MB Image allowed.', errors: { issueImage: 'Maximum 1 MB Image allowed.' } })
})

t.test('a reply image is typed by its content, not its name', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const res = await reply(h, await h.token('u1'), { _id: ticketId, description: 'pic' }, { name: 'pic.jpg', bytes: exe(), type: 'image/jpeg' })
  t.equal(res.statusCode, 400)
  t.same(res.json().errors, { issueImage: 'Please select valid Front image jpeg,png,gif.' })
  const thread = await h.call('POST', '/api/chat-room-tichekdata', await h.token('u1'), { json: { _id: ticketId } })
  t.same(thread.json().data.replies, [], 'the refused reply was not recorded')
})

t.test('a resolved ticket refuses replies from the player and from an admin', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const admin = await h.token('a1', 'admin')
  t.equal((await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, admin)).statusCode, 200)
  const refused = { status: false, message: 'Your Ticket Resolved Please check', errors: { ticket: 'Your Ticket Resolved Please check' } }
  const byPlayer = await reply(h, await h.token('u1'), { _id: ticketId, description: 'one more thing' })
  t.equal(byPlayer.statusCode, 409)
  t.same(byPlayer.json(), refused)
  const byAdmin = await h.call('POST', `/api/admin/tickets/${ticketId}/reply`, admin, { form: await multipart({ description: 'late' }) })
  t.equal(byAdmin.statusCode, 409)
  t.same(byAdmin.json(), refused)
  const thread = await h.call('POST', '/api/chat-room-tichekdata', await h.token('u1'), { json: { _id: ticketId } })
  t.match(thread.json().data, { status: 'Resolved', replies: [] })
})

t.test('a reply must name its ticket', async t => {
  const h = await startSupport(t)
  const res = await reply(h, await h.token('u1'), { description: 'which one?' })
  t.equal(res.statusCode, 400)
  t.same(res.json().errors, { _id: 'Ticket id is required' })
})
