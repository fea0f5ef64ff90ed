import t from 'tap'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { attachmentDir } from '../src/index'
import { multipart, openTicket, png, startSupport } from './fixtures'

t.test('a player cannot read, reply to or mark read another player\'s ticket', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const other = await h.token('u2')
  for (const path of ['/api/chat-room-data', '/api/chat-room-tichekdata']) {
    const res = await h.call('POST', path, other, { json: { _id: ticketId, user_id: 'u1' } })
    t.equal(res.statusCode, 404, path)
    t.same(res.json(), { status: false, message: 'Ticket not found' })
  }
  const replied = await h.call('POST', '/api/chat-room-reply', other, { form: await multipart({ _id: ticketId, user_id: 'u1', description: 'hi' }) })
  t.equal(replied.statusCode, 404)
  const unknown = await h.call('POST', '/api/chat-room-data', other, { json: { _id: 'no-such-ticket' } })
  t.same(unknown.json(), { status: false, message: 'Ticket not found' }, 'someone else\'s ticket looks exactly like a missing one')
})

t.test('the owner and an admin can read the ticket and thread', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  for (const token of [await h.token('u1'), await h.token('a1', 'admin')]) {
    const res = await h.call('POST', '/api/chat-room-tichekdata', token, { json: { _id: ticketId } })
    t.equal(res.statusCode, 200)
    t.match(res.json().data, { _id: ticketId, subject: 'Wallet', status: 'open', replies: [] })
  }
})

t.test('an attachment is served to its owner and admins only', async t => {
  const h = await startSupport(t)
  const image = png(3_000)
  const ticketId = await openTicket(h, 'u1', { name: 'proof.png', bytes: image })
  const detail = await h.call('POST', '/api/chat-room-tichekdata', await h.token('u1'), { json: { _id: ticketId } })
  const url = `/api/helpIssue/${detail.json().data.issueImage}`
  for (const token of [await h.token('u1'), await h.token('a1', 'admin')]) {
    const res = await h.call('GET', url, token)
    t.equal(res.statusCode, 200)
    t.equal(res.headers['content-type'], 'image/png')
    t.equal(res.headers['x-content-type-options'], 'nosniff')
    t.ok(res.rawPayload.equals(image), 'the very bytes uploaded')
  }
  const other = await h.call('GET', url, await h.token('u2'))
  t.equal(other.statusCode, 404)
  t.equal((await h.call('GET', url, undefined)).statusCode, 401)
})

t.test('an attachment on a reply is protected like the one on the issue', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const res = await h.call('POST', `/api/admin/tickets/${ticketId}/reply`, await h.token('a1', 'admin'), { form: await multipart({ description: 'see this' }, { name: 'x.png', bytes: png() }) })
  const file = res.json().data.replies[0].issueImage
  t.equal((await h.call('GET', `/api/helpIssue/${file}`, await h.token('u1'))).statusCode, 200)
  t.equal((await h.call('GET', `/api/helpIssue/${file}`, await h.token('u2'))).statusCode, 404)
})

t.test('a file name outside the upload folder cannot be reached', async t => {
  const h = await startSupport(t)
  await openTicket(h, 'u1', { name: 'a.png', bytes: png() })
  await writeFile(join(h.dataDir, 'uploads', 'secret.png'), png())
  // A file in the folder that no ticket names must not be served either.
  await writeFile(join(attachmentDir(h.dataDir), '00000000-0000-4000-8000-000000000000.png'), png())
  const admin = await h.token('a1', 'admin')
  for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fsecret.png', '%2E%2E%2Ffoo.png', '00000000-0000-4000-8000-000000000000.png']) {
    const res = await h.call('GET', `/api/helpIssue/${name}`, admin)
    t.equal(res.statusCode, 404, name)
  }
})

t.test('players cannot use the admin ticket queue', async t => {
  const h = await startSupport(t)
  const ticketId = await openTicket(h, 'u1')
  const player = await h.token('u1')
  t.equal((await h.call('GET', '/api/admin/tickets', player)).statusCode, 403)
  t.equal((await h.call('POST', `/api/admin/tickets/${ticketId}/resolve`, player)).statusCode, 403)
  t.equal((await h.call('POST', `/api/admin/tickets/${ticketId}/reply`, player, { form: await multipart({ description: 'x' }) })).statusCode, 403)
})
