import t from 'tap'
import { ApiError, createApi } from '../src/app/api'

interface Sent {
  url: string
  init: RequestInit
}

function fakeFetch(status: number, body: string, headersOf: (n: number) => Record<string, string> = () => ({})) {
  const sent: Sent[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(body, { status, headers: headersOf(sent.length) })
  }) as unknown as typeof globalThis.fetch
  return { sent, fetch }
}

t.test('JSON posts go under /api with the bearer token and a JSON body', async t => {
  const { sent, fetch } = fakeFetch(200, '{"status":true,"message":"ok"}')
  const api = createApi({ getToken: () => 'tok', fetch })
  t.same(await api.post('contactUs', { name: 'A' }), { status: true, message: 'ok' })
  t.equal(sent[0]!.url, '/api/contactUs')
  const headers = sent[0]!.init.headers as Record<string, string>
  t.equal(headers.authorization, 'Bearer tok')
  t.equal(headers['content-type'], 'application/json')
  t.equal(sent[0]!.init.body, '{"name":"A"}')
})

t.test('visitors send no authorization header, and uploads leave the content type to the browser', async t => {
  const { sent, fetch } = fakeFetch(200, '{}')
  const api = createApi({ getToken: () => null, fetch })
  const form = new FormData()
  form.set('id', '1')
  await api.postForm('/videoKyc', form)
  const headers = sent[0]!.init.headers as Record<string, string>
  t.notOk('authorization' in headers)
  t.notOk('content-type' in headers)
  t.equal(sent[0]!.init.body, form)
})

t.test('a refusal body becomes an ApiError with its message and field errors', async t => {
  const body = JSON.stringify({ status: false, message: 'Invalid input', errors: { email: 'Please enter valid email', n: 1 } })
  const api = createApi({ getToken: () => null, fetch: fakeFetch(400, body).fetch })
  const error = await api.post('contactUs', {}).catch((e: unknown) => e)
  t.type(error, ApiError)
  t.match(error, { message: 'Invalid input', status: 400, errors: { email: 'Please enter valid email' } })
  t.notOk('n' in (error as ApiError).errors, 'only text field errors are kept')
})

t.test('status false is a refusal even with HTTP 200', async t => {
  const api = createApi({ getToken: () => null, fetch: fakeFetch(200, '{"status":false,"message":"No"}').fetch })
  await t.rejects(api.get('x'), { message: 'No' })
})

t.test('a non-JSON failure and a network failure still give readable messages', async t => {
  const html = createApi({ getToken: () => null, fetch: fakeFetch(502, '<html>bad gateway</html>').fetch })
  await t.rejects(html.get('x'), { message: 'Something went wrong, please try again', status: 502 })
  const offline = createApi({ getToken: () => null, fetch: (async () => { throw new TypeError('fetch failed') }) as never })
  await t.rejects(offline.get('x'), { message: 'Cannot reach the server, please check your connection', status: 0 })
})

t.test('every request after a write asks for the highest log position the server reported, so any edge answers with our own writes', async t => {
  const positions = ['', '120', '', '95', 'junk']
  const { sent, fetch } = fakeFetch(200, '{}', n => (positions[n - 1] ? { 'x-arena-position': positions[n - 1]! } : ({} as Record<string, string>)))
  const api = createApi({ getToken: () => 'tok', fetch })
  await api.get('profile-data')
  await api.post('order-add', {})
  await api.get('wallet-balance')
  await api.post('order-delete', {})
  await api.get('orders')
  await api.get('contest-list')
  const asked = sent.map(s => (s.init.headers as Record<string, string>)['x-arena-after'])
  t.same(asked, [undefined, undefined, '120', '120', '120', '120'], 'nothing before the first write; never a lower or unreadable position after it')
})
