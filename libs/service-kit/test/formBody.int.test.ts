import t from 'tap'
import multipart from '@fastify/multipart'
import { Type } from '@sinclair/typebox'
import { textForm } from '@arena/contracts'
import { createHttpApp, createLogger, formBody, uploadedFile } from '../src/index'

const logger = createLogger('test', { level: 'silent' })

/** One form route: the schema checks the text formBody read; the handler echoes what it got. */
async function formApp() {
  const app = createHttpApp({ logger })
  await app.register(multipart, { throwFileSizeLimit: false })
  const schema = { body: textForm({ name: Type.Optional(Type.String({ minLength: 2 })) }) }
  app.post('/api/form', { schema, preValidation: formBody({ fileField: 'logo', maxFileBytes: 4, fieldBytes: 10 }) }, async request => {
    const file = uploadedFile(request)
    return { body: request.body, file: file && { text: file.bytes.toString(), truncated: file.truncated } }
  })
  return app
}

async function multipartOf(fields: [string, string][], file?: { field: string; text: string; name?: string }) {
  const form = new FormData()
  for (const [key, value] of fields) form.append(key, value)
  if (file) form.append(file.field, new Blob([file.text]), file.name ?? 'f.bin')
  const request = new Request('http://local/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

t.test('a multipart form becomes text fields, repeats joined, its upload set aside and held to the limit', async t => {
  const app = await formApp()
  const res = await app.inject({ method: 'POST', url: '/api/form', ...(await multipartOf([['name', 'Cup'], ['pairs', 'BTCUSDT'], ['pairs', 'ETHUSDT']], { field: 'logo', text: 'abcdefgh' })) })
  t.same(res.json(), { body: { name: 'Cup', pairs: 'BTCUSDT,ETHUSDT' }, file: { text: 'abcd', truncated: true } })
  const other = await app.inject({ method: 'POST', url: '/api/form', ...(await multipartOf([['name', 'Cup']], { field: 'other', text: 'x' })) })
  t.same(other.json(), { body: { name: 'Cup' } }, 'a file under another name is not the upload')
})

t.test('a JSON form is read the same way: numbers and booleans as text, text arrays joined, other values dropped', async t => {
  const app = await formApp()
  const res = await app.inject({ method: 'POST', url: '/api/form', payload: { name: 'Cup', fee: 10, ticked: true, pairs: ['BTCUSDT', 'ETHUSDT'], nested: { a: 1 } } })
  t.same(res.json(), { body: { name: 'Cup', fee: '10', ticked: 'true', pairs: 'BTCUSDT,ETHUSDT' } })
})

t.test('the schema checks the text it was given, and bad text is a field-keyed 400', async t => {
  const app = await formApp()
  const short = await app.inject({ method: 'POST', url: '/api/form', ...(await multipartOf([['name', 'C']])) })
  t.equal(short.statusCode, 400)
  t.match(short.json(), { status: false, errors: { name: /./ } })
  const long = await app.inject({ method: 'POST', url: '/api/form', ...(await multipartOf([['name', 'x'.repeat(11)]])) })
  t.same([long.statusCode, long.json().errors], [400, { name: 'name is too long' }])
  const nul = await app.inject({ method: 'POST', url: '/api/form', ...(await multipartOf([['name', 'a\u0000b']])) })
  t.same([nul.statusCode, nul.json().errors], [400, { name: 'Contains a character that is not allowed' }])
})
