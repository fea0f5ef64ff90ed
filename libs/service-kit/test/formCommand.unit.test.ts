import t from 'tap'
import { Type } from '@sinclair/typebox'
import { field, fileField, form } from '@arena/contracts'
import { formCommand, HttpError, jsonForm, type FormRules } from '../src/index'

const Body = form({ name: field('name'), code: field('code'), tags: Type.Optional(Type.Array(Type.String())), photo: fileField('photo') })
const rules: FormRules<typeof Body, { name: string; code: string; tags: string[]; photo: boolean }> = {
  schema: Body,
  refused: { name: 'Name is required', tags: { name: 'Tags go with a name' } },
  check(fields, errors, files) {
    if (!fields.name?.trim()) errors.name = 'Name is required'
    if (!fields.code?.trim()) errors.code = 'Code is required'
    return { name: fields.name?.trim() ?? '', code: fields.code?.trim() ?? '', tags: fields.tags ?? [], photo: files.photo !== undefined }
  },
}

const refusal = (body: Parameters<typeof formCommand>[1]) => {
  try {
    formCommand(rules, body)
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: error.body() }
    throw error
  }
  return undefined
}

t.test('a well-formed body becomes the typed command, files beside the fields', async t => {
  t.same(formCommand(rules, jsonForm({ name: ' Asha ', code: 'A1', tags: ['x'], other: 5 })), { name: 'Asha', code: 'A1', tags: ['x'], photo: false })
  t.same(formCommand(rules, { fields: { name: 'Asha', code: 'A1', photo: 'ignored text' }, files: { photo: { bytes: Buffer.from('x'), truncated: false } } }), { name: 'Asha', code: 'A1', tags: [], photo: true })
})

t.test('every bad field is named at once in the rules\' words; the message is the first', async t => {
  t.same(refusal(jsonForm({})), { status: 400, body: { status: false, message: 'Name is required', errors: { name: 'Name is required', code: 'Code is required' } } })
})

t.test('a field the schema refuses reads as missing and gets the spec\'s text, not the schema\'s', async t => {
  t.same(refusal(jsonForm({ name: 42, code: 'A1' })), { status: 400, body: { status: false, message: 'Name is required', errors: { name: 'Name is required' } } })
  // The rules' order stands even when the schema refused a later field first.
  t.same(refusal(jsonForm({ code: 7 })), { status: 400, body: { status: false, message: 'Name is required', errors: { name: 'Name is required', code: 'Code is required' } } })
  // A refused field's text may sit under another field, where the screen shows it.
  t.same(refusal(jsonForm({ code: 'A1', name: 'Asha', tags: ['a', {}] })), { status: 400, body: { status: false, message: 'Tags go with a name', errors: { name: 'Tags go with a name' } } })
  t.same(refusal(jsonForm({ name: 'Asha', code: 'A1', photo: 'x' })), undefined, 'a file field is never read from the text fields')
})
