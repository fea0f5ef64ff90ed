import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import t from 'tap'
import { field, fileField, form } from '@arena/contracts'
import { HttpError, parseForm } from '@arena/service-kit'

const SRC = join(import.meta.dirname, '..', 'src')

const sample = form({ mobile: field('mobile'), otp: field('otp'), terms: field('ticked'), photo: fileField('image') })

t.test('a form is parsed by its schema: declared fields as text, numbers and booleans as typed, the rest dropped', async t => {
  t.same(parseForm(sample, { mobile: '9876543210', otp: 123456, terms: true, role: 'admin' }), { mobile: '9876543210', otp: '123456', terms: 'true' })
  t.same(parseForm(sample, undefined), {}, 'no body is an empty form')
  t.same(parseForm(sample, { otp: null }), {}, 'null is not sent')
})

t.test('a list, an object or a NUL under any name is refused before anything is read', async t => {
  const refusal = (body: unknown) => {
    try {
      parseForm(sample, body)
    } catch (error) {
      return error instanceof HttpError ? { status: error.statusCode, errors: error.errors } : error
    }
    return undefined
  }
  t.same(refusal({ mobile: ['1', '2'] }), { status: 400, errors: { mobile: 'Must be a single value' } })
  t.same(refusal({ undeclared: { a: 1 } }), { status: 400, errors: { undeclared: 'Must be a single value' } }, 'undeclared fields too')
  t.same(refusal({ otp: '12\u000034' }), { status: 400, errors: { otp: 'Contains a character that is not allowed' } })
})

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map(entry => (entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)])))
  return nested.flat().filter(file => file.endsWith('.ts'))
}

t.test('only routes, adapters and the module that composes them meet HTTP: use cases take typed forms and plain values, never a request', async t => {
  const edge = (file: string) => /(^|\/)routes?\.ts$/.test(file) || file.startsWith('adapters/') || file === 'identityModule.ts'
  const offenders: string[] = []
  for (const file of await sources(SRC)) {
    const name = relative(SRC, file)
    if (!edge(name) && /from '(fastify|@fastify\/[^']+)'/.test(await readFile(file, 'utf8'))) offenders.push(name)
  }
  t.same(offenders, [], 'files outside routes, adapters/ and identityModule.ts that import fastify')
})
