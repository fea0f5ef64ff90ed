import { readFileSync } from 'node:fs'
import t from 'tap'
import { eventStoreDdl } from '../src/postgres/index'

t.test('infra/postgres/schema.sql is exactly what migrate() creates for the schema eventstore', async t => {
  const file = readFileSync(new URL('../../../infra/postgres/schema.sql', import.meta.url), 'utf8')
  const ddl = file.split('\n').filter(line => !line.startsWith('--')).join('\n').trimStart()
  t.equal(ddl, eventStoreDdl('eventstore'))
})

t.test('schema names that are not plain identifiers are refused', async t => {
  t.throws(() => eventStoreDdl('public; DROP TABLE x'), TypeError)
  t.throws(() => eventStoreDdl('Upper'), TypeError)
})
