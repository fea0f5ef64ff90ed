import t from 'tap'
import { exe, gif, jpeg, multipart, png, startSupport } from './fixtures'

const open = async (h: Awaited<ReturnType<typeof startSupport>>, token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  h.call('POST', '/api/helpIssue-data', token, { form: await multipart(fields, file) })

t.test('an empty help issue names every missing field with the spec texts', async t => {
  const h = await startSupport(t)
  const res = await open(h, await h.token('u1'), { subject: '', description: '   ' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { status: false, message: 'Subject is required', errors: { subject: 'Subject is required', description: 'Description is required' } })
})

t.test('choosing Others asks for the subject and files it title-cased', async t => {
  const h = await startSupport(t)
  const token = await h.token('u1')
  const missing = await open(h, token, { subject: 'Others', otherSubject: ' ', description: 'Help' })
  t.equal(missing.statusCode, 400)
  t.same(missing.json().errors, { otherSubject: 'Other Subject is required' })
  const ok = await open(h, token, { subject: 'Others', otherSubject: 'my  REFUND request', description: 'Help' })
  t.equal(ok.statusCode, 200)
  t.equal(ok.json().data.subject, 'My Refund Request')
})

t.test('a help issue is filed for the token user, whatever id the body names', async t => {
  const h = await startSupport(t)
  const res = await open(h, await h.token('u1'), { id: 'u2', user_id: 'u2', subject: 'Wallet', description: 'Deposit not credited' })
  t.equal(res.statusCode, 200)
  t.match(res.json(), { status: true, message: 'Your ticket has been submitted successfully', data: { subject: 'Wallet', description: 'Deposit not credited', status: 'open', issueImage: null, unread: 0 } })
  const ticketId = res.json().data._id
  t.equal(res.json().data.id, ticketId.slice(0, 8).toUpperCase())
  const mine = await h.call('POST', '/api/helpHistory-data', await h.token('u1'), { json: {} })
  t.same(mine.json().data.map((row: { _id: string }) => row._id), [ticketId])
  const theirs = await h.call('POST', '/api/helpHistory-data', await h.token('u2'), { json: { _id: 'u1' } })
  t.same(theirs.json(), { status: true, data: [], unread: 0 })
})

t.test('jpeg, png and gif attachments are accepted, named by the server', async t => {
  const h = await startSupport(t)
  const token = await h.token('u1')
  for (const [name, bytes, ext] of [['a.jpeg', jpeg(), 'jpg'], ['b.png', png(), 'png'], ['c.gif', gif(), 'gif']] as const) {
    const res = await open(h, token, { subject: 'KYC', description: 'see image' }, { name, bytes })
    t.equal(res.statusCode, 200, name)
    t.match(res.json().data.issueImage, new RegExp(`^[0-9a-f-]{36}\\.${ext}$`))
  }
})

t.test('an attachment is typed by its content: a renamed executable is refused', async t => {
  const h = await startSupport(t)
  const res = await open(h, await h.token('u1'), { subject: 'KYC', description: 'see image' }, { name: 'photo.png', bytes: exe(), type: 'image/png' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { status: false, message: 'Please select valid Front image jpeg,png,gif.', errors: { issueImage: 'Please select valid Front image jpeg,png,gif.' } })
  const history = await h.call('POST', '/api/helpHistory-data', await h.token('u1'))
  t.same(history.json().data, [], 'nothing was filed')
})

t.test('a png named .exe is still a png', async t => {
  const h = await startSupport(t)
  const res = await open(h, await h.token('u1'), { subject: 'KYC', description: 'see image' }, { name: 'setup.exe', bytes: png(), type: 'application/octet-stream' })
  t.equal(res.statusCode, 200)
  t.match(res.json().data.issueImage, /\.png$/)
})

t.test('a help issue attachment may be 10 MB but not one byte more', async t => {
  const h = await startSupport(t)
  const token = await h.token('u1')
  const atLimit = await open(h, token, { subject: 'KYC', description: 'big' }, { name: 'a.png', bytes: png(10_000_000) })
  t.equal(atLimit.statusCode, 200)
  const over = await open(h, token, { subject: 'KYC', description: 'bigger' }, { name: 'b.png', bytes: png(10_000_001) })
  t.equal(over.statusCode, 400)
  t.same(over.json().errors, { issueImage: 'Maximum 10 MB Image allowed.' })
})

t.test('a help issue without a token is refused', async t => {
  const h = await startSupport(t)
  const res = await open(h, '', { subject: 'KYC', description: 'x' })
  t.equal(res.statusCode, 401)
})
